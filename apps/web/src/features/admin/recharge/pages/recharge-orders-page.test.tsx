import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRechargeOrder } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { adminRechargeOrder } from '../test/recharge-fixtures';
import RechargeOrdersPage from './recharge-orders-page';

beforeAll(() => loadNamespace('admin'));

const ORDERS = '/api/admin/recharge/orders';
const page = (results: AdminRechargeOrder[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});
const ordersUrls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${ORDERS}?`));

const success = adminRechargeOrder();
const failed = adminRechargeOrder({
  _id: '65f0a1b2c3d4e5f6aa00bb11',
  reference: 'SV-RC-26-010472',
  productName: 'Airtel',
  operatorId: 'AIRTEL',
  number: '9000012345',
  amount: 199,
  status: 'FAILED',
  operator_reference: null,
  message: 'Operator down',
  paymentStatus: 'refunded',
  refundStatus: 'processed',
  refund: {
    entity: 'refund',
    id: 'rfnd_9Xy8Zq',
    amount: 199,
    status: 'processed',
    createdAt: '2026-11-02T10:00:00.000Z',
  },
  polls: 4,
});

describe('RechargeOrdersPage', () => {
  it('lists orders and opens one with its payment, refund, provider ids and polls', async () => {
    fakeApi({ [`GET ${ORDERS}`]: page([success, failed]) });
    const user = userEvent.setup();
    renderWithProviders(<RechargeOrdersPage />, { route: '/admin/recharge/orders' });

    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Airtel/ });
    expect(within(row).getByText('9000012345')).toBeInTheDocument();
    expect(within(row).getByText('₹199')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Refunded')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Jio/ })).getByText('Successful')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View SV-RC-26-010472' }));
    const dialog = screen.getByRole('dialog', { name: 'Order SV-RC-26-010472' });
    expect(within(dialog).getByText('Operator down')).toBeInTheDocument();
    expect(within(dialog).getByText('Airtel (AIRTEL)')).toBeInTheDocument();
    expect(within(dialog).getByText(failed.rechargeOrderId ?? '')).toBeInTheDocument();
    expect(within(dialog).getByText('Status checks').nextSibling).toHaveTextContent('4');
    expect(within(dialog).getByText('rfnd_9Xy8Zq')).toBeInTheDocument();
    expect(within(dialog).getByText(failed.razorpayPaymentId ?? '')).toBeInTheDocument();
    expect(within(dialog).getByText('eeeeeeeeeeeeeeeeeeeeee01')).toBeInTheDocument();
  });

  it('filters by status and searches through the URL', async () => {
    const fetchMock = fakeApi({ [`GET ${ORDERS}`]: [page([success, failed]), page([failed]), page([])] });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<RechargeOrdersPage />, { route: '/admin/recharge/orders' });
    await screen.findByText('2 orders');

    await user.selectOptions(screen.getByLabelText('Status'), 'FAILED');
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search orders'), '9000012345');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=FAILED&q=9000012345');
    expect(ordersUrls(fetchMock).at(-1)).toBe(`${ORDERS}?status=FAILED&q=9000012345&page=1&pageSize=20`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when there are no orders yet', async () => {
    fakeApi({ [`GET ${ORDERS}`]: page([]) });
    renderWithProviders(<RechargeOrdersPage />, { route: '/admin/recharge/orders' });
    expect(await screen.findByText('No recharges yet')).toBeInTheDocument();
  });
});
