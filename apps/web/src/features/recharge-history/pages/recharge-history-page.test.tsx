import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID } from '@/test/factories';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { rechargeOrder } from '@/test/factories';
import RechargeHistoryPage from './recharge-history-page';

const HISTORY = '/api/recharge/get-recharge-history';

const success = rechargeOrder({ createdAt: '2026-11-01T10:00:00.000Z' });
const pending = rechargeOrder({
  productName: 'Tata Play',
  operatorId: 'TATAPLAY',
  serviceName: 'DTH',
  billType: 'dth-recharge',
  service_id: 3,
  number: '1012345678',
  amount: 350,
  status: 'PENDING',
  operator_reference: null,
  createdAt: '2026-11-03T08:15:00.000Z',
});
const failed = rechargeOrder({
  productName: 'Airtel',
  number: '9123456780',
  amount: 199,
  status: 'FAILED',
  operator_reference: null,
  refund: {
    entity: 'refund',
    id: 'rfnd_9Xy8',
    amount: 199,
    status: 'processed',
    createdAt: '2026-10-20T09:00:00.000Z',
  },
  createdAt: '2026-10-20T08:59:00.000Z',
});
const cancelled = rechargeOrder({
  productName: 'Uttar Pradesh Power Corporation (Urban)',
  serviceName: 'Electricity',
  billType: 'electricity-bill',
  service_id: 4,
  number: '1234567890',
  amount: 1450.5,
  status: 'CANCEL',
  operator_reference: null,
  razorpayPaymentId: null,
  createdAt: '2026-10-01T12:00:00.000Z',
});
const refundPending = rechargeOrder({
  status: 'FAILED',
  operator_reference: null,
  refund: {
    entity: 'refund_request',
    id: null,
    amount: 299,
    status: 'requested',
    createdAt: '2026-09-01T10:00:00.000Z',
  },
  createdAt: '2026-09-01T10:00:00.000Z',
});

const render = () =>
  renderWithProviders(<RechargeHistoryPage />, {
    route: '/history/recharge-history',
    session: fakeSession({ customer: testCustomer }),
  });

describe('RechargeHistoryPage (/history/recharge-history)', () => {
  it('lists recharges newest first with status in plain words, amount, operator, number, service and reference', async () => {
    const fetchMock = fakeApi({
      [`POST ${HISTORY}`]: { body: { status: 1, orderId: [failed, success, cancelled, pending] } },
    });
    render();
    expect(screen.getByTestId('recharges-skeleton')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Tata Play',
      'Jio',
      'Airtel',
      'Uttar Pradesh Power Corporation (Urban)',
    ]);
    const [first, second, third, fourth] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(first).toHaveTextContent('Processing');
    expect(first).toHaveTextContent('The operator is still confirming this recharge.');
    expect(first).toHaveTextContent('ServiceDTH');
    expect(first).toHaveTextContent('Number1012345678');
    expect(first).toHaveTextContent('Amount₹350');
    expect(first).toHaveTextContent('3 Nov 2026, 1:45 pm');
    expect(first).not.toHaveTextContent('Operator reference');

    expect(second).toHaveTextContent('Successful');
    expect(second).toHaveTextContent(`Order ${success.reference}`);
    expect(second).toHaveTextContent('ServiceMobile Prepaid');
    expect(second).toHaveTextContent('Amount₹299');
    expect(second).toHaveTextContent(`Operator reference${success.operator_reference}`);
    expect(second).not.toHaveTextContent('Refund');

    expect(third).toHaveTextContent('Failed — refunded');
    expect(third).toHaveTextContent('Refund₹199 · Refunded to your account');

    expect(fourth).toHaveTextContent('Payment failed');
    expect(fourth).toHaveTextContent('Your payment did not go through, so nothing was recharged.');
    expect(fourth).toHaveTextContent('ServiceElectricity');
    expect(fourth).toHaveTextContent('Amount₹1,450.50');

    expect(bodiesOf(fetchMock, HISTORY)).toEqual([{ userId: CUSTOMER_ID }]);
  });

  it('names each service in Hindi for a customer who chose हिं', async () => {
    await i18n.changeLanguage('hi');
    try {
      fakeApi({ [`POST ${HISTORY}`]: { body: { status: 1, orderId: [success, pending, cancelled] } } });
      render();
      const cards = await screen.findAllByRole('article');
      expect(cards.map((card) => within(card).getByText(/^(मोबाइल प्रीपेड|डीटीएच|बिजली)$/).textContent)).toEqual([
        'डीटीएच',
        'मोबाइल प्रीपेड',
        'बिजली',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a refund that is still on its way', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: 1, orderId: [refundPending] } } });
    render();
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Failed — refunded');
    expect(card).toHaveTextContent('Refund₹299 · Requested');
  });

  it('shows the empty state with a way to recharge', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: 1, orderId: [] } } });
    render();
    expect(await screen.findByText('No recharges yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge now' })).toHaveAttribute('href', '/recharge');
  });

  it('shows the empty state, and no error, when the history cannot load (SPEC §8)', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByText('No recharges yet')).toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
