import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, membershipCheckoutBodySchema } from '@seva/contracts';
import { PaymentDialogsHost, closePaymentDialog } from '@/lib/payments';
import { ORDER_ID, paidAnswer, sandboxOrder } from '@/lib/payments/test-helpers';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { basicMonthly, freePlan, goldYearly, membershipStatus } from '../test/fixtures';
import CheckoutPage from './checkout-page';

const NOW = new Date('2026-03-12T06:00:00.000Z');
const ORDER = '/api/app/customer/create_razorpay_order';
const SANDBOX = '/api/dev/sandbox/checkout';
const CHECKOUT = '/api/milan/membership/checkout';
const DECLINED = 'Your payment could not be completed as the bank declined it. Please try another method.';

/** The plan, the member's status and the sandbox card checkout; `extra` overrides any of them. */
function checkoutApi(extra: FakeRoutes = {}, status = membershipStatus()) {
  return fakeApi({
    [`GET /api/milan/plans/${basicMonthly._id}`]: { body: { success: true, data: basicMonthly } },
    'GET /api/milan/membership': { body: { success: true, data: status } },
    [`POST ${ORDER}`]: { body: sandboxOrder(99_900) },
    [`POST ${SANDBOX}`]: (body) => {
      const { outcome } = body as { outcome: string };
      if (outcome === 'success') return { body: paidAnswer };
      if (outcome === 'dismiss') return { body: { status: false, dismissed: true } };
      return {
        body: { status: false, error: { code: 'BAD_REQUEST_ERROR', description: DECLINED, reason: 'payment_failed' } },
      };
    },
    [`POST ${CHECKOUT}`]: {
      body: {
        success: true,
        message: MESSAGES.membershipActivated,
        data: membershipStatus({
          plan: basicMonthly,
          endsAt: '2026-04-11T06:00:00.000Z',
          contactViewsLeft: 60,
          requestsLeftToday: 20,
        }),
      },
    },
    ...extra,
  });
}

const setup = (planId = basicMonthly._id) => {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <CheckoutPage />
      <PaymentDialogsHost />
    </>,
    {
      route: `/milan-sathi/checkout/${planId}`,
      session: fakeSession({ customer: testCustomer }),
      extraRoutes: [
        {
          path: '/milan-sathi/checkout/:planId',
          element: (
            <>
              <CheckoutPage />
              <PaymentDialogsHost />
            </>
          ),
        },
      ],
    },
  );
  return { user, ...view };
};

/** Presses the page's Pay, then `button` in the sandbox checkout. */
async function payInSandbox(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(await screen.findByRole('button', { name: 'Pay ₹999' }));
  const dialog = await screen.findByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

const toastOf = async (text: string) =>
  (await screen.findAllByText(text)).map((node) => node.closest('[data-sonner-toast]')).find(Boolean);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  closePaymentDialog();
  vi.useRealTimers();
});

describe('CheckoutPage (/milan-sathi/checkout/:planId)', () => {
  it('summarises the plan starting today with its end date and total', async () => {
    checkoutApi();
    setup();
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Basic Monthly' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('PlanBasic Monthly');
    expect(summary).toHaveTextContent('Duration1 month');
    expect(summary).toHaveTextContent('StartsToday');
    expect(summary).toHaveTextContent('Active until11 Apr 2026');
    expect(summary).toHaveTextContent('60 contact views');
    expect(summary).toHaveTextContent('Total₹999');
    expect(summary).not.toHaveTextContent('lose no days');
  });

  it('shows a renewal starting when the current plan ends, with the new end date', async () => {
    checkoutApi({}, membershipStatus({ plan: basicMonthly, endsAt: '2026-03-30T06:00:00.000Z' }));
    setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent(
      'Your plan runs until 30 Mar 2026. This purchase adds 1 month after it, so you lose no days.',
    );
    expect(summary).toHaveTextContent('Starts30 Mar 2026, when your current plan ends');
    expect(summary).toHaveTextContent('Active until29 Apr 2026');
  });

  it('pays through the sandbox checkout, activates the plan and shows the new end date', async () => {
    const fetchMock = checkoutApi();
    const { user } = setup();
    await payInSandbox(user, 'Pay ₹999');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your membership is active.' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Basic Monthly is active until 11 Apr 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Search matches' })).toHaveAttribute('href', '/milan-sathi/search');
    // The confirmation (issue 20): the payment's reference, the plan, its price and validity, and the way to the payments.
    const confirmation = screen.getByRole('region', { name: 'Your membership is active.' });
    expect(confirmation).toHaveTextContent(/Ref\. pay_\w+/);
    expect(confirmation).toHaveTextContent('PlanBasic Monthly');
    expect(confirmation).toHaveTextContent('Amount paid₹999');
    expect(confirmation).toHaveTextContent('Valid until11 Apr 2026');
    expect(screen.getByRole('link', { name: 'View my payments' })).toHaveAttribute('href', '/dashboard/transactions');

    expect(bodiesOf(fetchMock, ORDER)).toEqual([{ amount: 999, purpose: 'membership', purposeId: basicMonthly._id }]);
    const [body] = bodiesOf(fetchMock, CHECKOUT);
    expect(body).toEqual({
      planId: basicMonthly._id,
      razorpayOrderId: ORDER_ID,
      razorpayPaymentId: paidAnswer.razorpay_payment_id,
      razorpaySignature: paidAnswer.razorpay_signature,
    });
    expect(membershipCheckoutBodySchema.safeParse(body).success).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pay ₹999' })).not.toBeInTheDocument();
  });

  it('shows "Payment Failed." with the reason when the card is declined, and activates nothing', async () => {
    const fetchMock = checkoutApi();
    const { user } = setup();
    await payInSandbox(user, 'Fail payment');
    expect(await toastOf('Payment Failed.')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent(DECLINED);
    expect(bodiesOf(fetchMock, CHECKOUT)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹999' })).toBeEnabled());
  });

  it('activates nothing when checkout is dismissed', async () => {
    const fetchMock = checkoutApi();
    const { user } = setup();
    await payInSandbox(user, 'Dismiss');
    expect(await toastOf('Payment was dismissed by the user.')).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, CHECKOUT)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹999' })).toBeEnabled());
  });

  it("shows the server's message when it refuses the order or the activation", async () => {
    const changed = 'This plan now costs ₹1,099. Please review the plan and pay again.';
    const refused = 'This payment was made for another plan. It will be refunded; please pay again.';
    checkoutApi({
      [`POST ${ORDER}`]: [
        { status: 409, body: { status: false, success: false, message: changed } },
        { body: sandboxOrder(99_900) },
      ],
      [`POST ${CHECKOUT}`]: { status: 422, body: { status: false, success: false, message: refused } },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹999' }));
    expect(await toastOf('Payment Failed.')).toHaveAttribute('data-type', 'error');
    expect(await screen.findByRole('alert')).toHaveTextContent(changed);

    await payInSandbox(user, 'Pay ₹999');
    expect(await toastOf(refused)).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByRole('heading', { name: 'Your membership is active.' })).not.toBeInTheDocument();
  });

  it('falls back to "Payment Failed." when the activation fails without a message', async () => {
    checkoutApi({ [`POST ${CHECKOUT}`]: { status: 500 } });
    const { user } = setup();
    await payInSandbox(user, 'Pay ₹999');
    expect(await toastOf('Payment Failed.')).toHaveAttribute('data-type', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Failed.');
  });

  it('says a hidden or unknown plan is not available, and the free plan needs no payment', async () => {
    fakeApi({
      [`GET /api/milan/plans/${goldYearly._id}`]: {
        status: 404,
        body: { status: false, success: false, message: MESSAGES.planNotFound },
      },
      [`GET /api/milan/plans/${freePlan._id}`]: { body: { success: true, data: freePlan } },
      'GET /api/milan/membership': { body: { success: true, data: membershipStatus() } },
    });
    const { router } = setup(goldYearly._id);
    expect(await screen.findByRole('heading', { level: 1, name: 'This plan is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/milan-sathi/membership');

    await router.navigate(`/milan-sathi/checkout/${freePlan._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The free plan needs no payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
