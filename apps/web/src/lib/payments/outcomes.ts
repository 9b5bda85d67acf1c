/**
 * What a checkout window (Razorpay's or the sandbox dialog) or a PayPal
 * approval ends with, before payWithCard / payWithPaypal turn it into the
 * SPEC §4 / §8 answer.
 */
import type { RazorpayPayment } from '@seva/contracts';

export type CardCheckoutOutcome =
  | { kind: 'paid'; payment: RazorpayPayment }
  | { kind: 'dismissed' }
  /** The provider's description of the failure (Razorpay `error.description`). */
  | { kind: 'failed'; description: string };

export type PaypalApprovalOutcome =
  { kind: 'approved'; orderID: string; payerID: string } | { kind: 'cancelled' } | { kind: 'error'; message: string };
