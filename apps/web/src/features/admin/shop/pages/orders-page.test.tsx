import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { renderWithProviders, stubFetch } from '@/test/render';
import OrdersPage from './orders-page';

const order: AdminOrder = {
  _id: '0123456789abcdef3f9a1c2e',
  reference: 'SV-OD-26-001207',
  customerId: 'dddddddddddddddddddddddd',
  paymentId: 'eeeeeeeeeeeeeeeeeeeeeeee',
  customerName: 'Meera Iyer',
  items: [{ productId: 'p1', name: 'Rudraksha Mala', image: '', unit: '108 beads', price: 799, quantity: 1, hi: {} }],
  amount: 799,
  status: 'placed',
  paymentStatus: 'paid',
  invoiceNumber: null,
  timeline: [{ status: 'placed', at: '2026-03-12T10:00:00.000Z' }],
  shipment: null,
  refundStatus: null,
  razorpayOrderId: 'order_abc',
  razorpayPaymentId: 'pay_abc',
  address: {
    name: 'Meera Iyer',
    mobile: '9876543210',
    houseNo: '4',
    area: 'Mylapore',
    landmark: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    addressType: 'home',
  },
  createdAt: '2025-03-12T10:00:00.000Z',
  updatedAt: '2025-03-12T10:00:00.000Z',
};
const page = (results: AdminOrder[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});

beforeAll(() => loadNamespace('admin'));

describe('OrdersPage', () => {
  it('lists orders, opens one, and moves it forward', async () => {
    const packed = { ...order, status: 'packed' as const };
    const fetchMock = stubFetch(
      page([order]),
      { body: { status: true, message: 'The order is marked packed.', data: packed } },
      page([packed]),
    );
    const user = userEvent.setup();
    renderWithProviders(<OrdersPage />, { route: '/admin/shop/orders' });

    expect(await screen.findByText('1 order')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Meera Iyer/ });
    expect(within(row).getByText('₹799')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View SV-OD-26-001207' }));

    const dialog = screen.getByRole('dialog', { name: 'Order SV-OD-26-001207' });
    expect(within(dialog).getByText('Rudraksha Mala')).toBeInTheDocument();
    expect(within(dialog).getByText('pay_abc')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByText('The order is marked packed.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Mark as shipped' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/shop/orders?page=1&pageSize=20');
  });

  it('filters by status through the URL', async () => {
    const fetchMock = stubFetch(page([order]), page([]));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OrdersPage />, { route: '/admin/shop/orders' });
    await screen.findByText('1 order');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=shipped');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/admin/shop/orders?status=shipped&page=1&pageSize=20');
  });

  it('opens from the overview on every order still to ship (placed or packed)', async () => {
    const fetchMock = stubFetch(page([order, { ...order, _id: '0123456789abcdef3f9a1c2f', status: 'packed' }]));
    renderWithProviders(<OrdersPage />, { route: '/admin/shop/orders?status=placed,packed' });
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Still to ship (placed or packed)');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/shop/orders?status=placed%2Cpacked&page=1&pageSize=20');
  });

  it('says when there are no orders yet', async () => {
    stubFetch(page([]));
    renderWithProviders(<OrdersPage />, { route: '/admin/shop/orders' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows the server message when the list fails, and tries again', async () => {
    stubFetch({ status: 502, body: { status: false, success: false, message: 'Database is busy.' } }, page([order]));
    const user = userEvent.setup();
    renderWithProviders(<OrdersPage />, { route: '/admin/shop/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });
});
