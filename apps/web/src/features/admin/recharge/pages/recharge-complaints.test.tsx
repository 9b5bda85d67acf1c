import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRechargeComplaint } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import RechargeOrdersPage from './recharge-orders-page';

beforeAll(() => loadNamespace('admin'));

const COMPLAINTS = '/api/admin/recharge/complaints';
const open: AdminRechargeComplaint = {
  _id: '66b0c1d2e3f4a5b6c7d8e9a1',
  reference: 'SV-CP-26-000012',
  orderId: '66b0c1d2e3f4a5b6c7d8e9a2',
  note: 'No balance yet',
  status: 'open',
  resolution: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  resolvedAt: null,
  customerId: '66b0c1d2e3f4a5b6c7d8e9a3',
  mobile: '9876543210',
  order: {
    reference: 'SV-RC-26-000321',
    number: '9811122233',
    productName: 'Jio',
    amount: 299,
    status: 'PENDING',
    createdAt: '2026-11-02T09:00:00.000Z',
  },
};
const resolved = { ...open, status: 'resolved' as const, resolution: 'Credited by Jio.' };
const page = (results: AdminRechargeComplaint[]) => ({
  body: { status: true, results, total: results.length, page: 1, pageSize: 20 },
});

describe('RechargeOrdersPage: complaints', () => {
  it('lists open complaints with their order and note, and resolves one with a note', async () => {
    const fetchMock = fakeApi({
      [`GET ${COMPLAINTS}`]: [page([open]), page([])],
      [`PATCH ${COMPLAINTS}/${open._id}`]: { body: { status: true, message: 'Complaint resolved.', data: resolved } },
      'GET /api/admin/overview': { body: { status: true, data: { queues: [] } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RechargeOrdersPage />, { route: '/admin/recharge/orders?view=complaints&complaints=open' });

    const row = await screen.findByRole('listitem', { name: 'SV-CP-26-000012' });
    expect(row).toHaveTextContent('Order SV-RC-26-000321 · Jio 9811122233 · ₹299 · Pending');
    expect(row).toHaveTextContent('Customer’s note: No balance yet');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${COMPLAINTS}?status=open&page=1&pageSize=20`);

    await user.click(within(row).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve complaint SV-CP-26-000012' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Resolution' }), 'Credited by Jio.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('No complaints match')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${COMPLAINTS}/${open._id}`)).toEqual([{ resolution: 'Credited by Jio.' }]);
  });
});
