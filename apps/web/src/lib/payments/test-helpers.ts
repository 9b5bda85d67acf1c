/** Shared fixtures of the payments tests. */
import type { PaypalSuccessResult } from '@seva/contracts';

export const ORDER_ID = 'order_Q1w2E3r4T5y6U7';
export const SIGNATURE = 'a'.repeat(64);

export const sandboxOrder = (amountPaise = 110_050) => ({
  status: true,
  key_id: 'rzp_test_sandbox',
  data: { id: ORDER_ID, amount: amountPaise, currency: 'INR' },
});

export const paidAnswer = {
  status: true,
  razorpay_order_id: ORDER_ID,
  razorpay_payment_id: 'pay_Z9y8X7w6V5u4T3',
  razorpay_signature: SIGNATURE,
};

export const paypalResult: PaypalSuccessResult = {
  paypal_order_id: 'PAYPAL-ORDER-1',
  paymentId: 'CAPTURE-1',
  status: 'COMPLETED',
  amount: 12.5,
  currency: 'USD',
  payer_name: 'Sandbox Buyer',
  payer_email: 'buyer@example.com',
  payer_id: 'PAYER-1',
  payment_time: '2025-03-12T10:00:00.000Z',
  name: 'Asha Verma',
  email: 'asha@example.com',
  contact: '9876543210',
};

/** Turns a promise into a value that never rejects, so a rejection is asserted, not reported as unhandled. */
export function outcomeOf<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** The url of the n-th fetch call. */
export function fetchUrl(fetchMock: { mock: { calls: unknown[][] } }, call: number): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

/** Removes the scripts a test added to <head> (checkout.js, the PayPal SDK). */
export function removeScripts(): void {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
}
