import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedRechargeBodySchema, type RechargeOrder } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { CardPaymentError, payWithCard } from '@/lib/payments';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { DISMISSED, PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { API, JIO_PAYLOAD, NUMBER, catalogueRoutes } from '../test/fixtures';
import { rechargeOrder } from '@/test/factories';
import RechargePage from './recharge-page';

vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const CONFLICT = { status: 409, body: { status: false, success: false, message: 'Already recorded.' } };

function payingApi(status: 0 | 1 | 2, order: RechargeOrder, extra: FakeRoutes = {}) {
  return fakeApi({
    ...catalogueRoutes(),
    [`POST ${API.lookup}`]: {
      body: {
        status: 1,
        data: { number: NUMBER, operator: { product_code: 'JIO', name: 'Jio' }, circle: { code: 'DL', name: 'Delhi' } },
      },
    },
    [`POST ${API.rechargeData}`]: { body: { status, message: order.message, data: order } },
    [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    ...extra,
  });
}

function setup({ route = '/recharge', loggedIn = true } = {}) {
  // The polling test fakes timers; user-event's own pauses must then move them on.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = renderWithProviders(<RechargePage />, {
    route,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });
  return { user, ...view };
}

/** Fills 9876512345 (Jio, Delhi by lookup) and ₹299, then "Recharge ₹299". */
async function payForPlan(user: ReturnType<typeof setup>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), NUMBER);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('JIO'));
  await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '299');
  await user.click(screen.getByRole('button', { name: 'Recharge ₹299' }));
}

const toastOf = async (text: string) =>
  (await screen.findAllByText(text)).map((node) => node.closest('[data-sonner-toast]')).find(Boolean);

beforeEach(() => {
  pay.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RechargePage: result screens', () => {
  it('pending: says it usually takes minutes and the money is safe, polls every 5 s, then shows the success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = rechargeOrder({
      number: NUMBER,
      status: 'PENDING',
      operator_reference: null,
      message: 'The operator is still processing this recharge.',
    });
    const done = { ...pending, status: 'SUCCESS' as const, operator_reference: 'OP0099887766' };
    const fetchMock = payingApi(2, pending, {
      [`GET ${API.order}*`]: [{ body: { status: 1, data: pending } }, { body: { status: 1, data: done } }],
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await payForPlan(user);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Recharge in progress' });
    const result = heading.closest('section')!;
    expect(result).toHaveTextContent('Operators usually confirm within a few minutes.');
    expect(result).toHaveTextContent('Your money is safe');
    expect(result).toHaveTextContent('Checking the status every few seconds…');
    expect(within(result).getByRole('link', { name: 'View recharge history' })).toBeInTheDocument();
    expect(within(result).queryByRole('link', { name: 'Recharge again' })).not.toBeInTheDocument();
    // Pending: nothing to record yet.
    expect(bodiesOf(fetchMock, API.success)).toHaveLength(0);
    expect(bodiesOf(fetchMock, API.refund)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge successful' })).toBeInTheDocument();
    expect(screen.getByText('OP0099887766')).toBeInTheDocument();
    // What happens next and when (issue 20).
    expect(screen.getByText(/The benefits usually reach the phone within a few minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge again' })).toBeInTheDocument();
    const polls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith(API.order)).length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    // Final: polling stopped.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith(API.order))).toHaveLength(polls);
  });

  it('failed: asks for the refund, records its success, and shows the refund amount and status', async () => {
    const failed = rechargeOrder({
      number: NUMBER,
      status: 'FAILED',
      operator_reference: null,
      message: 'Recharge failed at the operator.',
      paymentMethod: 'card',
    });
    const refund = { entity: 'refund' as const, id: 'rfnd_F1a2B3c4', amount: 299, status: 'processed' as const };
    const refunded = { ...failed, refund: { ...refund, createdAt: '2025-03-12T10:00:10.000Z' } };
    const fetchMock = payingApi(0, failed, {
      [`POST ${API.refund}`]: {
        body: {
          status: true,
          message: 'Refund requested.',
          data: { ...refund, createdAt: '2025-03-12T10:00:10.000Z', payment_id: PAYMENT.razorpay_payment_id },
        },
      },
      [`POST ${API.refundSuccess}`]: { body: { status: true, message: 'Recorded.', data: refunded } },
      [`GET ${API.order}*`]: { body: { status: 1, data: refunded } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await payForPlan(user);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Recharge failed' });
    expect(heading.closest('section')).toHaveTextContent('Your money is being refunded.');
    const box = await screen.findByTestId('refund');
    await waitFor(() => expect(box).toHaveTextContent('Refund amount₹299'));
    expect(box).toHaveTextContent('Refund statusRefunded');
    expect(box).toHaveTextContent('Refund IDrfnd_F1a2B3c4');
    // Where the money goes and when, by how it was paid (issue 20).
    expect(box).toHaveTextContent('The refund goes back to your card, usually within 5–10 working days.');
    expect(heading.closest('section')).toHaveTextContent(`Order no. ${failed.reference}`);
    expect(bodiesOf(fetchMock, API.refund)).toEqual([{ amount: 299, paymentId: PAYMENT.razorpay_payment_id }]);
    expect(bodiesOf(fetchMock, API.refundSuccess)).toEqual([
      { paymentId: PAYMENT.razorpay_payment_id, refundId: 'rfnd_F1a2B3c4', amount: 299 },
    ]);
    expect(bodiesOf(fetchMock, API.success)).toHaveLength(0);
  });

  it('a refund still queued is shown as requested, and refund-success is not sent', async () => {
    const failed = rechargeOrder({ number: NUMBER, status: 'FAILED', operator_reference: null });
    const queued = { entity: 'refund_request' as const, id: null, amount: 299, status: 'requested' as const };
    const withRefund = { ...failed, refund: { ...queued, createdAt: '2025-03-12T10:00:10.000Z' } };
    const fetchMock = payingApi(0, withRefund, {
      [`POST ${API.refund}`]: {
        body: { status: true, message: 'Queued.', data: { ...withRefund.refund, payment_id: 'pay_x' } },
      },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await payForPlan(user);
    expect(await screen.findByTestId('refund')).toHaveTextContent('Refund statusRefund requested');
    await waitFor(() => expect(bodiesOf(fetchMock, API.refund)).toHaveLength(1));
    expect(bodiesOf(fetchMock, API.refundSuccess)).toHaveLength(0);
  });

  it('ignores a 409 from the records without a word', async () => {
    const order = rechargeOrder({ number: NUMBER });
    const fetchMock = payingApi(1, order, { [`POST ${API.success}`]: CONFLICT });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await payForPlan(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge successful' })).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(fetchMock, API.success)).toHaveLength(1));
    expect(screen.queryByText('Already recorded.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast][data-type="error"]')).toBeNull();
  });

  it('shows a recharge named in the query, and asks a visitor to log in for it', async () => {
    const order = rechargeOrder({ status: 'SUCCESS' });
    fakeApi({ ...catalogueRoutes(), [`GET ${API.order}*`]: { body: { status: 1, data: order } } });
    const { user } = setup({ route: `/recharge?order=${order._id}`, loggedIn: false });
    expect(await screen.findByText('Log in to see this recharge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(getActiveModal()).toBe('login');
  });

  it('says so when the recharge in the query is not the customer’s', async () => {
    fakeApi({
      ...catalogueRoutes(),
      [`GET ${API.order}*`]: { status: 404, body: { status: false, success: false, message: 'Not found.' } },
    });
    setup({ route: '/recharge?order=65f0a1b2c3d4e5f6a7b8ffff' });
    expect(await screen.findByText('Recharge not found')).toBeInTheDocument();
  });
});

describe('RechargePage: payments that do not go through', () => {
  it('records a failed card payment as CANCEL with its order id, and toasts "Payment Failed."', async () => {
    const fetchMock = payingApi(1, rechargeOrder(), { [`POST ${API.failed}`]: CONFLICT });
    pay.mockRejectedValue(new CardPaymentError('Your bank declined the payment.', 'order_Declined123'));
    const { user } = setup();
    await payForPlan(user);

    expect(await toastOf('Payment Failed.')).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(bodiesOf(fetchMock, API.failed)).toHaveLength(1));
    const [body] = bodiesOf(fetchMock, API.failed);
    expect(body).toEqual({
      ...JIO_PAYLOAD,
      razorpayOrderId: 'order_Declined123',
      status: 'CANCEL',
      message: 'Your bank declined the payment.',
    });
    expect(failedRechargeBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Recharge ₹299' })).toBeEnabled();
  });

  it('sends no failed record when the order could not even be created', async () => {
    const fetchMock = payingApi(1, rechargeOrder());
    pay.mockRejectedValue(new Error('Payment Failed.'));
    const { user } = setup();
    await payForPlan(user);
    expect(await toastOf('Payment Failed.')).toHaveAttribute('data-type', 'error');
    expect(bodiesOf(fetchMock, API.failed)).toHaveLength(0);
  });

  it('charges nothing when checkout is dismissed, and says so', async () => {
    const fetchMock = payingApi(1, rechargeOrder());
    pay.mockResolvedValue(DISMISSED);
    const { user } = setup();
    await payForPlan(user);
    expect(await toastOf('Payment was dismissed by the user.')).toHaveTextContent('Nothing was charged.');
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
    expect(bodiesOf(fetchMock, API.failed)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Recharge ₹299' })).toBeEnabled();
  });

  it('tells the customer the money is safe when the recharge call fails after paying', async () => {
    payingApi(1, rechargeOrder(), { [`POST ${API.rechargeData}`]: { status: 502 } });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await payForPlan(user);
    const toast = await toastOf('We could not confirm your recharge.');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('If money was deducted, it is refunded automatically.');
    // Still on the form, to check the history before trying again.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recharge and pay bills');
    expect(screen.getByRole('button', { name: 'Recharge ₹299' })).toBeEnabled();
  });
});
