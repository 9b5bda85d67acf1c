import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RechargeComplaint } from '@seva/contracts';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { rechargeOrder } from '@/test/factories';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import RechargeHistoryPage from './recharge-history-page';

const HISTORY = '/api/recharge/get-recharge-history';
const COMPLAINTS = '/api/recharge/complaints';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const stuck = rechargeOrder({
  productName: 'Jio',
  status: 'PENDING',
  operator_reference: null,
  createdAt: minutesAgo(45),
});
const fresh = rechargeOrder({
  productName: 'Airtel',
  status: 'PENDING',
  operator_reference: null,
  createdAt: minutesAgo(5),
});
const done = rechargeOrder({ productName: 'Vi', createdAt: minutesAgo(90) });

const complaint = (overrides: Partial<RechargeComplaint> = {}): RechargeComplaint => ({
  _id: '66b0c1d2e3f4a5b6c7d8e9a1',
  reference: 'SV-CP-26-000012',
  orderId: stuck._id,
  note: 'No balance yet',
  status: 'open',
  resolution: null,
  createdAt: minutesAgo(1),
  resolvedAt: null,
  ...overrides,
});

function render() {
  renderWithProviders(<RechargeHistoryPage />, { session: fakeSession({ customer: testCustomer }) });
}
const cardOf = async (operator: string) => (await screen.findByRole('heading', { name: operator })).closest('article')!;

describe('RechargeHistoryPage: complaints', () => {
  it('offers Raise a complaint only on a recharge pending over 30 minutes, sends the note and shows the reference', async () => {
    const fetchMock = fakeApi({
      [`POST ${HISTORY}`]: { body: { status: 1, orderId: [stuck, fresh, done] } },
      [`GET ${COMPLAINTS}`]: [{ body: { status: 1, data: [] } }, { body: { status: 1, data: [complaint()] } }],
      [`POST /api/recharge/orders/${stuck._id}/complaint`]: {
        body: { status: 1, message: 'Complaint raised.', data: complaint() },
      },
    });
    const user = userEvent.setup();
    render();
    const card = await cardOf('Jio');
    expect(within(await cardOf('Airtel')).queryByRole('button', { name: 'Raise a complaint' })).not.toBeInTheDocument();
    expect(within(await cardOf('Vi')).queryByRole('button', { name: 'Raise a complaint' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Raise a complaint' }));
    await user.type(
      await within(card).findByRole('textbox', { name: 'What went wrong? (optional)' }),
      'No balance yet',
    );
    await user.click(within(card).getByRole('button', { name: 'Send complaint' }));

    expect(await within(card).findByText('Complaint raised · reference SV-CP-26-000012')).toBeInTheDocument();
    expect(within(card).getByText('We are looking into it.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `/api/recharge/orders/${stuck._id}/complaint`)).toEqual([{ note: 'No balance yet' }]);
  });

  it('shows the admin’s resolution', async () => {
    fakeApi({
      [`POST ${HISTORY}`]: { body: { status: 1, orderId: [stuck] } },
      [`GET ${COMPLAINTS}`]: {
        body: {
          status: 1,
          data: [complaint({ status: 'resolved', resolution: 'Credited by Jio.', resolvedAt: minutesAgo(0) })],
        },
      },
    });
    render();
    const card = await cardOf('Jio');
    expect(await within(card).findByText('Resolved.')).toBeInTheDocument();
    expect(within(card).getByText('Our answer: Credited by Jio.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Raise a complaint' })).not.toBeInTheDocument();
  });
});
