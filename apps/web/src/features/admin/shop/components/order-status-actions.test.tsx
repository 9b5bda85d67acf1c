import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, OrderStatus } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { OrderStatusActions } from './order-status-actions';

const order: AdminOrder = {
  _id: 'cccccccccccccccccccccccc',
  reference: 'SV-OD-26-001207',
  customerId: 'dddddddddddddddddddddddd',
  paymentId: 'eeeeeeeeeeeeeeeeeeeeeeee',
  customerName: 'Priya Verma',
  items: [{ productId: 'p1', name: 'Brass Diya', image: '', unit: '1 pc', price: 1250, quantity: 2, hi: {} }],
  amount: 2500,
  status: 'placed',
  paymentStatus: 'paid',
  invoiceNumber: null,
  timeline: [{ status: 'placed', at: '2026-03-12T10:00:00.000Z' }],
  shipment: null,
  refundStatus: null,
  razorpayOrderId: 'order_1',
  razorpayPaymentId: 'pay_1',
  address: {
    name: 'Priya Verma',
    mobile: '9876543210',
    houseNo: '12',
    area: 'Bhelupur',
    landmark: '',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    pincode: '221005',
    addressType: 'home',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

beforeAll(() => loadNamespace('admin'));

function setup(status: OrderStatus, overrides: Partial<AdminOrder> = {}) {
  const onChanged = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<OrderStatusActions order={{ ...order, ...overrides, status }} onChanged={onChanged} />);
  return { user, onChanged };
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('OrderStatusActions', () => {
  it.each([
    ['placed', ['Mark as packed', 'Cancel order']],
    ['packed', ['Mark as shipped', 'Cancel order']],
    ['shipped', ['Mark as delivered']],
    ['delivered', []],
    ['cancelled', []],
  ] as const)('offers only the forward moves of a %s order', (status, expected) => {
    setup(status, status === 'cancelled' ? { paymentStatus: 'refunded', refundStatus: 'processed' } : {});
    expect(buttonNames()).toEqual(expected);
  });

  it('says when an order cannot change any more', () => {
    setup('delivered');
    expect(screen.getByText('This order is delivered; its status cannot change any more.')).toBeInTheDocument();
  });

  it('moves the order forward and toasts the server message', async () => {
    const moved = { ...order, status: 'packed' as const };
    const fetchMock = stubFetch({ body: { status: true, message: 'The order is marked packed.', data: moved } });
    const { user, onChanged } = setup('placed');
    await user.click(screen.getByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByText('The order is marked packed.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/shop/orders/${order._id}/status`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toEqual({ status: 'packed' });
    expect(onChanged).toHaveBeenCalledWith(moved);
  });

  it('asks for the courier and AWB number before marking shipped, checking them as the server does', async () => {
    const shipment = { courier: 'Delhivery', awb: '1234567890123', trackingUrl: 'https://example.in/t' };
    const moved = { ...order, status: 'shipped' as const, shipment };
    const fetchMock = stubFetch({ body: { status: true, message: 'The order is marked shipped.', data: moved } });
    const { user, onChanged } = setup('packed');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as shipped' });
    await user.type(within(dialog).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(dialog).getByLabelText('AWB number'), '12 34');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText('The AWB number has 6 to 30 letters, digits or hyphens.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('AWB number'));
    await user.type(within(dialog).getByLabelText('AWB number'), '1234567890123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('The order is marked shipped.')).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'shipped', courier: 'Delhivery', awb: '1234567890123' });
    expect(onChanged).toHaveBeenCalledWith(moved);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before cancelling, saying the payment will be refunded; "Keep order" sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = setup('packed');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(
      "The customer's payment of ₹2,500 will be refunded in full and the items go back into stock. This cannot be undone.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels after confirmation and shows the refunded order', async () => {
    const cancelled = { ...order, status: 'cancelled' as const, paymentStatus: 'refunded' as const };
    const message = 'The order is cancelled: the payment is refunded and the stock is back.';
    const fetchMock = stubFetch({ body: { status: true, message, data: cancelled } });
    const { user, onChanged } = setup('placed');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'cancelled' });
    expect(onChanged).toHaveBeenCalledWith(cancelled);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (409) and leaves the order as it was', async () => {
    stubFetch({
      status: 409,
      body: { status: false, success: false, message: 'An order that is shipped cannot be marked cancelled.' },
    });
    const { user, onChanged } = setup('placed');
    await user.click(screen.getByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByText('An order that is shipped cannot be marked cancelled.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers Retry refund for a cancelled order whose refund the gateway has not taken', async () => {
    const fetchMock = stubFetch({
      body: {
        status: true,
        message: 'The order is already cancelled.',
        data: { ...order, status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'processed' },
      },
    });
    const { user } = setup('cancelled', { refundStatus: 'requested' });
    await user.click(screen.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText('The order is already cancelled.')).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ status: 'cancelled' });
  });
});
