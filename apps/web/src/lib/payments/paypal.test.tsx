import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { closePaymentDialog } from './dialog-store';
import { PaymentDialogsHost } from './payment-dialogs-host';
import { payWithPaypal } from './paypal';
import type { PaypalButtonsOptions, PaypalNamespace } from './paypal-types';
import { fetchUrl, outcomeOf, paypalResult, removeScripts } from './test-helpers';

const SANDBOX_CONFIG = { body: { success: true, clientId: 'sandbox', sandbox: true } };
const REAL_CONFIG = { body: { success: true, clientId: 'AbC-123', sandbox: false } };
const ORDER = { body: { success: true, orderID: 'PAYPAL-ORDER-1' } };
const SDK_SRC = 'https://www.paypal.com/sdk/js?client-id=AbC-123&currency=USD&intent=capture';
const input = {
  amount: 12.5,
  containerId: 'paypal-box',
  purpose: 'puja',
  purposeId: '0123456789abcdef01234567',
} as const;

/** The PayPal SDK script element, found by attribute (jsdom's selector engine trips on its query string). */
const sdkScript = () =>
  Array.from(document.querySelectorAll('script')).find((script) => script.getAttribute('src') === SDK_SRC);

afterEach(() => {
  closePaymentDialog();
  removeScripts();
  delete window.paypal;
});

const setup = () => ({
  ...renderWithProviders(
    <>
      <div id="paypal-box" data-testid="paypal-box" />
      <PaymentDialogsHost />
    </>,
  ),
  user: userEvent.setup(),
});

/** Starts a sandbox payment and clicks the stand-in's PayPal button; `payment` settles later. */
async function startSandbox(user: ReturnType<typeof userEvent.setup>) {
  const payment = outcomeOf(payWithPaypal(input));
  await user.click(await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' }));
  return { payment };
}

describe('payWithPaypal with the PayPal sandbox', () => {
  it('creates the order, approves it in the sandbox dialog, captures and resolves the success result', async () => {
    const fetchMock = stubFetch(
      SANDBOX_CONFIG,
      ORDER,
      { body: { success: true, orderID: 'PAYPAL-ORDER-1', payerID: 'PAYER-1' } },
      { body: { success: true, data: paypalResult } },
    );
    const { user } = setup();
    const { payment } = await startSandbox(user);

    const dialog = await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' });
    expect(dialog).toHaveAccessibleDescription('This is a test payment: no money moves.');
    expect(within(dialog).getByText('PAYPAL-ORDER-1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment' }));

    expect(await payment).toEqual({ value: paypalResult });
    expect(fetchUrl(fetchMock, 0)).toBe('/api/paypal/config');
    expect(fetchUrl(fetchMock, 1)).toBe('/api/paypal/pay');
    expect(fetchBody(fetchMock, 1)).toEqual({
      amount: 12.5,
      currency: 'USD',
      purpose: 'puja',
      purposeId: '0123456789abcdef01234567',
    });
    expect(fetchUrl(fetchMock, 2)).toBe('/api/dev/sandbox/paypal/approve');
    expect(fetchBody(fetchMock, 2)).toEqual({ orderID: 'PAYPAL-ORDER-1', outcome: 'approve' });
    expect(fetchUrl(fetchMock, 3)).toBe('/api/paypal/capture');
    expect(fetchBody(fetchMock, 3)).toEqual({ orderID: 'PAYPAL-ORDER-1' });
    // One call, one attempt: the button goes once the payment is settled.
    await waitFor(() => expect(screen.getByTestId('paypal-box')).toBeEmptyDOMElement());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['success false', { body: { success: false } }],
    ['no orderID', { body: { success: true } }],
    ['a 500 without a message', { status: 500 }],
  ])("rejects 'Payment creation failed.' when the order answer has %s", async (_case, answer) => {
    const fetchMock = stubFetch(SANDBOX_CONFIG, answer);
    const { user } = setup();
    expect(await (await startSandbox(user)).payment).toEqual({ error: new Error('Payment creation failed.') });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects with the server message when the order call answers one', async () => {
    stubFetch(SANDBOX_CONFIG, { status: 400, body: { success: false, message: 'PayPal payments are in USD.' } });
    const { user } = setup();
    expect(await (await startSandbox(user)).payment).toEqual({ error: new Error('PayPal payments are in USD.') });
  });

  it("rejects 'Payment dismissed before completion.' on Cancel", async () => {
    const fetchMock = stubFetch(SANDBOX_CONFIG, ORDER, { body: { success: false, cancelled: true } });
    const { user } = setup();
    const { payment } = await startSandbox(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await payment).toEqual({ error: new Error('Payment dismissed before completion.') });
    expect(fetchBody(fetchMock, 2)).toEqual({ orderID: 'PAYPAL-ORDER-1', outcome: 'cancel' });
  });

  it("rejects 'Payment dismissed before completion.' on Escape", async () => {
    stubFetch(SANDBOX_CONFIG, ORDER, { body: { success: false, cancelled: true } });
    const { user } = setup();
    const { payment } = await startSandbox(user);
    await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' });
    await user.keyboard('{Escape}');
    expect(await payment).toEqual({ error: new Error('Payment dismissed before completion.') });
  });

  it("rejects 'Something went wrong during payment.' on Error", async () => {
    const fetchMock = stubFetch(SANDBOX_CONFIG, ORDER, { body: { success: false, error: 'INSTRUMENT_DECLINED' } });
    const { user } = setup();
    const { payment } = await startSandbox(user);
    await user.click(await screen.findByRole('button', { name: 'Simulate error' }));
    expect(await payment).toEqual({ error: new Error('Something went wrong during payment.') });
    expect(fetchBody(fetchMock, 2)).toEqual({ orderID: 'PAYPAL-ORDER-1', outcome: 'error' });
  });

  it("rejects 'Something went wrong during payment.' when the capture fails", async () => {
    stubFetch(
      SANDBOX_CONFIG,
      ORDER,
      { body: { success: true, orderID: 'PAYPAL-ORDER-1', payerID: 'P' } },
      { status: 500 },
    );
    const { user } = setup();
    const { payment } = await startSandbox(user);
    await user.click(await screen.findByRole('button', { name: 'Approve payment' }));
    expect(await payment).toEqual({ error: new Error('Something went wrong during payment.') });
  });

  it("rejects 'PayPal container not found.' when the container is missing", async () => {
    stubFetch(SANDBOX_CONFIG);
    setup();
    expect(await outcomeOf(payWithPaypal({ ...input, containerId: 'nowhere' }))).toEqual({
      error: new Error('PayPal container not found.'),
    });
  });
});

describe('payWithPaypal with the PayPal JS SDK', () => {
  /** A window.paypal whose Buttons records the options, as the real SDK would receive them. */
  function fakePaypal(render = vi.fn(async () => {})) {
    let options: PaypalButtonsOptions | undefined;
    const close = vi.fn(async () => {});
    const paypal: PaypalNamespace = {
      Buttons: (given) => {
        options = given;
        return { render, close };
      },
    };
    window.paypal = paypal;
    const buttons = async () => {
      await waitFor(() => expect(render).toHaveBeenCalled());
      return options!;
    };
    return { buttons, render, close };
  }

  it('renders into the container and resolves the captured result', async () => {
    const fetchMock = stubFetch(REAL_CONFIG, ORDER, { body: { success: true, data: paypalResult } });
    setup();
    const sdk = fakePaypal();
    const payment = outcomeOf(payWithPaypal(input));
    const options = await sdk.buttons();
    expect(sdk.render).toHaveBeenCalledWith(screen.getByTestId('paypal-box'));

    await expect(options.createOrder()).resolves.toBe('PAYPAL-ORDER-1');
    await options.onApprove({ orderID: 'PAYPAL-ORDER-1', payerID: 'PAYER-1' });
    expect(await payment).toEqual({ value: paypalResult });
    expect(fetchBody(fetchMock, 2)).toEqual({ orderID: 'PAYPAL-ORDER-1' });
    expect(sdk.close).toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it("rejects 'Payment creation failed.' from createOrder, not PayPal's onError that follows", async () => {
    stubFetch(REAL_CONFIG, { body: { success: false } });
    setup();
    const sdk = fakePaypal();
    const payment = outcomeOf(payWithPaypal(input));
    const options = await sdk.buttons();
    await expect(options.createOrder()).rejects.toThrow('Payment creation failed.');
    options.onError?.(new Error('createOrder rejected'));
    expect(await payment).toEqual({ error: new Error('Payment creation failed.') });
  });

  it("rejects 'Payment dismissed before completion.' on onCancel", async () => {
    stubFetch(REAL_CONFIG);
    setup();
    const sdk = fakePaypal();
    const payment = outcomeOf(payWithPaypal(input));
    (await sdk.buttons()).onCancel?.({ orderID: 'PAYPAL-ORDER-1' });
    expect(await payment).toEqual({ error: new Error('Payment dismissed before completion.') });
  });

  it("rejects 'Something went wrong during payment.' on onError", async () => {
    stubFetch(REAL_CONFIG);
    setup();
    const sdk = fakePaypal();
    const payment = outcomeOf(payWithPaypal(input));
    (await sdk.buttons()).onError?.(new Error('popup blocked'));
    expect(await payment).toEqual({ error: new Error('Something went wrong during payment.') });
  });

  it("loads the SDK for the configured client id and rejects 'PayPal SDK not loaded' when it defines nothing", async () => {
    const toastSpy = vi.spyOn(toast, 'error');
    stubFetch(REAL_CONFIG);
    setup();
    const payment = outcomeOf(payWithPaypal(input));
    await waitFor(() => expect(sdkScript()).toBeDefined());
    sdkScript()!.dispatchEvent(new Event('load'));
    expect(await payment).toEqual({ error: new Error('PayPal SDK not loaded') });
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it("toasts 'Something went wrong while initiating PayPal payment.' and rejects 'API call failed' when the config call fails", async () => {
    stubFetch({ status: 500 });
    setup();
    expect(await outcomeOf(payWithPaypal(input))).toEqual({ error: new Error('API call failed') });
    expect(await screen.findByText('Something went wrong while initiating PayPal payment.')).toBeInTheDocument();
  });

  it("toasts and rejects 'API call failed' when the SDK script cannot load", async () => {
    const toastSpy = vi.spyOn(toast, 'error');
    stubFetch(REAL_CONFIG);
    setup();
    const payment = outcomeOf(payWithPaypal(input));
    await waitFor(() => expect(sdkScript()).toBeDefined());
    sdkScript()!.dispatchEvent(new Event('error'));
    expect(await payment).toEqual({ error: new Error('API call failed') });
    expect(toastSpy).toHaveBeenCalledWith('Something went wrong while initiating PayPal payment.');
  });

  it("toasts and rejects 'API call failed' when the button cannot render", async () => {
    const toastSpy = vi.spyOn(toast, 'error');
    stubFetch(REAL_CONFIG);
    setup();
    fakePaypal(vi.fn(async () => Promise.reject(new Error('zoid: container removed'))));
    expect(await outcomeOf(payWithPaypal(input))).toEqual({ error: new Error('API call failed') });
    expect(toastSpy).toHaveBeenCalledWith('Something went wrong while initiating PayPal payment.');
  });
});
