/**
 * Razorpay Checkout (checkout.js) in the browser: loads the script once,
 * opens the checkout for a created order and reports how it ended.
 * https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 */
import { CURRENCY_CARD, THEME_COLOUR, type RazorpayPayment } from '@seva/contracts';
import { loadScript } from './load-script';
import type { CardCheckoutOutcome } from './outcomes';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

export type CheckoutPrefill = { name?: string; contact?: string; email?: string };

/** The checkout.js options we use (a subset of Razorpay's). `amount` is paise. */
export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: typeof CURRENCY_CARD;
  name: string;
  description?: string;
  prefill?: CheckoutPrefill;
  theme: { color: string };
  handler: (response: RazorpayPayment) => void;
  modal: { ondismiss: () => void };
};

/** checkout.js's `payment.failed` payload (only what we read). */
export type RazorpayFailure = { error: { code?: string; description: string; reason?: string } };

export type RazorpayInstance = {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The merchant name checkout.js shows above the amount. */
const MERCHANT_NAME = 'Seva';

/**
 * Opens checkout.js for `order` (amount in paise). Resolves paid (the three
 * ids), dismissed, or failed (Razorpay's description); rejects only when
 * checkout.js cannot be loaded.
 */
export async function openRazorpayCheckout(checkout: {
  key: string;
  order: { id: string; amount: number };
  description?: string;
  prefill?: CheckoutPrefill;
}): Promise<CardCheckoutOutcome> {
  if (!window.Razorpay) await loadScript(RAZORPAY_CHECKOUT_SRC);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay checkout.js did not load.');

  return new Promise<CardCheckoutOutcome>((resolve) => {
    const rzp = new Razorpay({
      key: checkout.key,
      order_id: checkout.order.id,
      amount: checkout.order.amount,
      currency: CURRENCY_CARD,
      name: MERCHANT_NAME,
      description: checkout.description,
      prefill: checkout.prefill,
      theme: { color: THEME_COLOUR },
      handler: ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) =>
        resolve({ kind: 'paid', payment: { razorpay_order_id, razorpay_payment_id, razorpay_signature } }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    rzp.on('payment.failed', (response) => {
      resolve({ kind: 'failed', description: response.error.description });
      // The caller already has its answer: a retry inside this checkout could take money
      // that nobody is waiting for, so close it (the caller shows the error).
      rzp.close();
    });
    rzp.open();
  });
}
