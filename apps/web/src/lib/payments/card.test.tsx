import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, MESSAGES_HI } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { CardPaymentError, payWithCard, showPaymentError } from './card';
import { closePaymentDialog } from './dialog-store';
import { PaymentDialogsHost } from './payment-dialogs-host';
import { ORDER_ID, SIGNATURE, fetchUrl, outcomeOf, paidAnswer, removeScripts, sandboxOrder } from './test-helpers';

const DECLINED = 'Your payment could not be completed as the bank declined it. Please try another method.';
const PAID = {
  status: true,
  message: 'Payment successful.',
  result: { razorpay_order_id: ORDER_ID, razorpay_payment_id: 'pay_Z9y8X7w6V5u4T3', razorpay_signature: SIGNATURE },
};
const DISMISSED = { status: false, message: 'Payment was dismissed by the user.' };

afterEach(() => {
  closePaymentDialog();
  removeScripts();
});

const setup = () => ({ ...renderWithProviders(<PaymentDialogsHost />), user: userEvent.setup() });

describe('payWithCard with the sandbox gateway', () => {
  it('creates the order, shows the sandbox checkout and resolves status true with the three ids after Pay', async () => {
    const fetchMock = stubFetch({ body: sandboxOrder(110_050) }, { body: paidAnswer });
    const { user } = setup();
    const payment = outcomeOf(
      payWithCard({ amount: 1100.5, purpose: 'cart', purposeId: '0123456789abcdef01234567', description: 'Your cart' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Seva Sandbox Checkout' });
    expect(dialog).toHaveAccessibleDescription('This is a test payment: no money moves.');
    expect(within(dialog).getByText('₹1,100.50')).toBeInTheDocument();
    expect(within(dialog).getByText(ORDER_ID)).toBeInTheDocument();
    expect(within(dialog).getByText('Your cart')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹1,100.50' });
    expect(pay).toHaveFocus();

    await user.click(pay);

    expect(await payment).toEqual({ value: PAID });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchUrl(fetchMock, 0)).toBe('/api/app/customer/create_razorpay_order');
    expect(fetchBody(fetchMock, 0)).toEqual({ amount: 1100.5, purpose: 'cart', purposeId: '0123456789abcdef01234567' });
    expect(fetchUrl(fetchMock, 1)).toBe('/api/dev/sandbox/checkout');
    expect(fetchBody(fetchMock, 1)).toEqual({ order_id: ORDER_ID, outcome: 'success', method: 'upi' });
  });

  it('pays by the method chosen under "Pay by" (UPI unless changed)', async () => {
    const fetchMock = stubFetch({ body: sandboxOrder(50_000) }, { body: paidAnswer });
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 500 }));
    const dialog = await screen.findByRole('dialog', { name: 'Seva Sandbox Checkout' });
    const method = within(dialog).getByRole('combobox', { name: 'Pay by' });
    expect(method).toHaveValue('upi');
    await user.selectOptions(method, 'Netbanking');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹500' }));
    expect(await payment).toEqual({ value: PAID });
    expect(fetchBody(fetchMock, 1)).toEqual({ order_id: ORDER_ID, outcome: 'success', method: 'netbanking' });
  });

  it('shows whole rupees without paise', async () => {
    stubFetch({ body: sandboxOrder(1_00_000_00) });
    setup();
    void outcomeOf(payWithCard({ amount: 100_000 }));
    expect(await screen.findByRole('button', { name: 'Pay ₹1,00,000' })).toBeInTheDocument();
  });

  it('resolves the dismissal message on Dismiss', async () => {
    const fetchMock = stubFetch({ body: sandboxOrder() }, { body: { status: false, dismissed: true } });
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await payment).toEqual({ value: DISMISSED });
    expect(fetchBody(fetchMock, 1)).toEqual({ order_id: ORDER_ID, outcome: 'dismiss' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves the dismissal message on Escape', async () => {
    const fetchMock = stubFetch({ body: sandboxOrder() }, { body: { status: false, dismissed: true } });
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    await screen.findByRole('dialog', { name: 'Seva Sandbox Checkout' });
    await user.keyboard('{Escape}');
    expect(await payment).toEqual({ value: DISMISSED });
    expect(fetchBody(fetchMock, 1)).toEqual({ order_id: ORDER_ID, outcome: 'dismiss' });
  });

  it('resolves the dismissal message on the close button, even when the sandbox call fails', async () => {
    stubFetch({ body: sandboxOrder() }, { status: 500, body: { message: 'Down' } });
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await payment).toEqual({ value: DISMISSED });
  });

  it('rejects with the provider description on Fail', async () => {
    const fetchMock = stubFetch(
      { body: sandboxOrder() },
      {
        body: { status: false, error: { code: 'BAD_REQUEST_ERROR', description: DECLINED, reason: 'payment_failed' } },
      },
    );
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    await user.click(await screen.findByRole('button', { name: 'Fail payment' }));
    const settled = await payment;
    expect(settled).toEqual({ error: new CardPaymentError(DECLINED, ORDER_ID) });
    expect(fetchBody(fetchMock, 1)).toEqual({ order_id: ORDER_ID, outcome: 'failure' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a spinner while the call runs and ignores Escape until it answers', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch({ body: sandboxOrder() });
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,100.50' });
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));

    await user.click(pay);
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Processing payment…');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => answer(new Response(JSON.stringify(paidAnswer), { status: 200 })));
    expect(await payment).toEqual({ value: PAID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog open with the server message when the sandbox call fails, and can still be dismissed', async () => {
    stubFetch(
      { body: sandboxOrder() },
      { status: 409, body: { status: false, success: false, message: 'This payment has already been used.' } },
      { body: { status: false, dismissed: true } },
    );
    const { user } = setup();
    const payment = outcomeOf(payWithCard({ amount: 1100.5 }));
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100.50' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This payment has already been used.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay ₹1,100.50' })).toBeEnabled();

    await user.keyboard('{Escape}');
    expect(await payment).toEqual({ value: DISMISSED });
  });

  it('speaks Hindi when the interface does', async () => {
    await i18n.changeLanguage('hi');
    stubFetch({ body: sandboxOrder() });
    setup();
    void outcomeOf(payWithCard({ amount: 1100.5 }));
    expect(await screen.findByRole('dialog', { name: 'सेवा सैंडबॉक्स चेकआउट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹1,100.50 का भुगतान करें' })).toBeInTheDocument();
  });

  it("rejects 'Payment Failed.' when no PaymentDialogsHost is mounted", async () => {
    stubFetch({ body: sandboxOrder() });
    expect(await outcomeOf(payWithCard({ amount: 1100.5 }))).toEqual({
      error: new CardPaymentError('Payment Failed.', ORDER_ID),
    });
  });
});

describe('payWithCard when the order cannot be created', () => {
  it.each([
    ['status false without a message', { body: { status: false } }, 'Payment Failed.'],
    ['status false with a message', { body: { status: false, message: 'Cart is empty.' } }, 'Cart is empty.'],
    ['a 500 without a body', { status: 500 }, 'Payment Failed.'],
    [
      'a 422 with the server message',
      { status: 422, body: { status: false, success: false, message: 'The amount must be more than ₹0.' } },
      'The amount must be more than ₹0.',
    ],
    ['status true without an order', { body: { status: true, key_id: 'rzp_test_sandbox' } }, 'Payment Failed.'],
  ])('rejects on %s', async (_case, response, message) => {
    const fetchMock = stubFetch(response);
    setup();
    expect(await outcomeOf(payWithCard({ amount: 10 }))).toEqual({ error: new Error(message) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("rejects 'Payment Failed.' when the network is down", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await outcomeOf(payWithCard({ amount: 10 }))).toEqual({ error: new Error('Payment Failed.') });
  });
});

describe('payWithCard with Razorpay checkout.js', () => {
  const liveOrder = {
    status: true,
    key_id: 'rzp_live_AbCdEf',
    data: { id: ORDER_ID, amount: 49_900, currency: 'INR' },
  };

  function fakeRazorpay() {
    const instances: Array<{ options: Record<string, unknown>; failed?: (response: unknown) => void }> = [];
    const open = vi.fn();
    const close = vi.fn();
    class FakeRazorpay {
      constructor(options: Record<string, unknown>) {
        instances.push({ options });
      }
      on(event: string, listener: (response: unknown) => void) {
        if (event === 'payment.failed') instances[instances.length - 1]!.failed = listener;
      }
      open = open;
      close = close;
    }
    window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
    const opened = async () => {
      await waitFor(() => expect(open).toHaveBeenCalled());
      const instance = instances[0]!;
      return {
        options: instance.options as {
          handler: (response: unknown) => void;
          modal: { ondismiss: () => void };
        } & Record<string, unknown>,
        fail: (response: unknown) => instance.failed!(response),
      };
    };
    return { opened, open, close, instances };
  }

  afterEach(() => {
    delete window.Razorpay;
  });

  it('opens checkout with the order, INR, the theme colour and the prefill, and resolves status true from the handler', async () => {
    stubFetch({ body: liveOrder });
    const razorpay = fakeRazorpay();
    const prefill = { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.com' };
    const payment = outcomeOf(payWithCard({ amount: 499, description: 'Puja booking', prefill }));

    const { options } = await razorpay.opened();
    expect(options).toMatchObject({
      key: 'rzp_live_AbCdEf',
      order_id: ORDER_ID,
      amount: 49_900,
      currency: 'INR',
      name: 'Seva',
      description: 'Puja booking',
      prefill,
      theme: { color: '#E15602' },
    });
    options.handler({ ...PAID.result, extra: 'ignored' });
    expect(await payment).toEqual({ value: PAID });
    expect(document.querySelector('script[src="https://checkout.razorpay.com/v1/checkout.js"]')).toBeNull();
  });

  it('resolves the dismissal message from modal.ondismiss', async () => {
    stubFetch({ body: liveOrder });
    const razorpay = fakeRazorpay();
    const payment = outcomeOf(payWithCard({ amount: 499 }));
    (await razorpay.opened()).options.modal.ondismiss();
    expect(await payment).toEqual({ value: DISMISSED });
  });

  it('rejects with the provider description on payment.failed and closes checkout', async () => {
    stubFetch({ body: liveOrder });
    const razorpay = fakeRazorpay();
    const payment = outcomeOf(payWithCard({ amount: 499 }));
    (await razorpay.opened()).fail({ error: { code: 'BAD_REQUEST_ERROR', description: DECLINED, reason: 'x' } });
    expect(await payment).toEqual({ error: new CardPaymentError(DECLINED, ORDER_ID) });
    expect(razorpay.close).toHaveBeenCalled();
  });

  it('loads checkout.js once, then opens it', async () => {
    stubFetch({ body: liveOrder }, { body: liveOrder });
    const first = outcomeOf(payWithCard({ amount: 499 }));
    const second = outcomeOf(payWithCard({ amount: 499 }));
    const selector = 'script[src="https://checkout.razorpay.com/v1/checkout.js"]';
    await waitFor(() => expect(document.querySelectorAll(selector)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelectorAll(selector)).toHaveLength(1);

    const razorpay = fakeRazorpay();
    document.querySelector(selector)!.dispatchEvent(new Event('load'));
    await waitFor(() => expect(razorpay.open).toHaveBeenCalledTimes(2));
    razorpay.instances.forEach((instance) => (instance.options.modal as { ondismiss: () => void }).ondismiss());
    expect(await first).toEqual({ value: DISMISSED });
    expect(await second).toEqual({ value: DISMISSED });
  });

  it("rejects 'Payment Failed.' when checkout.js cannot load", async () => {
    stubFetch({ body: liveOrder });
    const payment = outcomeOf(payWithCard({ amount: 499 }));
    const selector = 'script[src="https://checkout.razorpay.com/v1/checkout.js"]';
    await waitFor(() => expect(document.querySelector(selector)).not.toBeNull());
    document.querySelector(selector)!.dispatchEvent(new Event('error'));
    expect(await payment).toEqual({ error: new CardPaymentError('Payment Failed.', ORDER_ID) });
    expect(document.querySelector(selector)).toBeNull();
  });
});

describe('showPaymentError', () => {
  it("toasts 'Payment Failed.' with the error message as the description", async () => {
    setup();
    act(() => showPaymentError(new Error(DECLINED)));
    expect(await screen.findByText('Payment Failed.')).toBeInTheDocument();
    expect(screen.getByText(DECLINED)).toBeInTheDocument();
  });

  it.each([
    ['the message says nothing more', new Error('Payment Failed.')],
    ['it is not an Error', 'boom'],
  ])("toasts 'Payment Failed.' without a description when %s", (_case, error) => {
    const spy = vi.spyOn(toast, 'error');
    showPaymentError(error);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]).toEqual(['Payment Failed.']);
  });

  it('passes the description to sonner', () => {
    const spy = vi.spyOn(toast, 'error');
    showPaymentError(new Error(DECLINED));
    expect(spy).toHaveBeenCalledWith('Payment Failed.', { description: DECLINED });
  });

  it('says where a promised refund goes and when', async () => {
    await loadNamespace('payments');
    const spy = vi.spyOn(toast, 'error');
    showPaymentError(new Error(MESSAGES.paymentCapturedLate));
    expect(spy).toHaveBeenCalledWith('Payment Failed.', {
      description: `${MESSAGES.paymentCapturedLate} The refund goes back to the card, UPI or bank account you paid from, usually within 10 working days.`,
    });
  });

  it('speaks Hindi once हिं is chosen, the refusal the API sent in Hindi included', async () => {
    await i18n.changeLanguage('hi');
    await loadNamespace('payments');
    const spy = vi.spyOn(toast, 'error');
    showPaymentError(new Error(MESSAGES_HI.departureFull));
    const [title, options] = spy.mock.calls[0] as [string, { description: string }];
    expect(title).toBe(MESSAGES_HI.paymentFailed);
    expect(options.description).toMatch(new RegExp(`^${MESSAGES_HI.departureFull} .+कार्य दिवस`));
    showPaymentError('boom');
    expect(spy.mock.calls[1]).toEqual([MESSAGES_HI.paymentFailed]);
    await i18n.changeLanguage('en');
  });
});
