/**
 * PayPal payments in USD (SPEC §3 "PayPal order response" / "PayPal success
 * result", §4, §7 POST api/paypal/pay, §9 currency USD). Amounts in bodies are
 * US dollars with at most 2 decimals; the server stores integer cents.
 */
import { z } from './zod.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { recordIdSchema } from './common.js';
import { PAYMENT_PURPOSES } from './payments.js';

/**
 * SPEC §8 PayPal messages, word for word: what payWithPaypal rejects with
 * (and, for `initiationFailed`, toasts) on each path.
 */
export const PAYPAL_MESSAGES = {
  /** The order call answered without `success` or `orderID`. */
  paymentCreationFailed: 'Payment creation failed.',
  /** No element with the given id on the page. */
  containerNotFound: 'PayPal container not found.',
  /** The buyer closed the PayPal window. */
  dismissed: 'Payment dismissed before completion.',
  /** PayPal's onError (or a failed capture). */
  paymentError: 'Something went wrong during payment.',
  /** The toast on a top-level failure (config or SDK could not load)... */
  initiationFailed: 'Something went wrong while initiating PayPal payment.',
  /** ...and the rejection that goes with it. */
  apiCallFailed: 'API call failed',
  /** window.paypal is still absent after loading the SDK. */
  sdkNotLoaded: 'PayPal SDK not loaded',
} as const;

/** Smallest and largest PayPal payment we take: $1 to $10,000. */
export const MIN_PAYPAL_CENTS = 100;
export const MAX_PAYPAL_CENTS = 10_000_00;

/** Dollars (up to 2 decimals) → integer cents; null when not a whole number of cents. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** Integer cents → dollars. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

const dollarsSchema = z
  .number({ error: MESSAGES.enterAmountDollars })
  .positive(MESSAGES.amountAboveZeroDollars)
  .refine((value) => dollarsToCents(value) !== null, MESSAGES.amountDecimalsCents)
  .refine(
    (value) => value * 100 >= MIN_PAYPAL_CENTS && value * 100 <= MAX_PAYPAL_CENTS,
    MESSAGE_TEMPLATES.dollarAmountRange(
      String(MIN_PAYPAL_CENTS / 100),
      (MAX_PAYPAL_CENTS / 100).toLocaleString('en-US'),
    ),
  );

/** POST /api/paypal/pay `{ amount, currency: 'USD' }` (+ what it pays for). */
export const paypalPayBodySchema = z
  .object({
    amount: dollarsSchema,
    currency: z.literal('USD', { error: MESSAGES.paypalInUsd }),
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    purposeId: recordIdSchema.optional(),
  })
  .refine((body) => !body.purposeId || body.purpose, {
    message: MESSAGES.paymentPurposeMissing,
    path: ['purpose'],
  });
export type PaypalPayBody = z.input<typeof paypalPayBodySchema>;

/** `{ success, orderID }` (SPEC §3). */
export const paypalPayResponseSchema = z.object({ success: z.literal(true), orderID: z.string() });
export type PaypalPayResponse = z.infer<typeof paypalPayResponseSchema>;

/** POST /api/paypal/capture `{ orderID }`: captures an approved order. */
export const paypalCaptureBodySchema = z.object({ orderID: z.string().min(1).max(64) });

/** The PayPal success result (SPEC §3), word for word. amount in dollars. */
export const paypalSuccessResultSchema = z.object({
  paypal_order_id: z.string(),
  /** PayPal's capture id. */
  paymentId: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  payer_name: z.string(),
  payer_email: z.string(),
  payer_id: z.string(),
  payment_time: z.string(),
  /** The signed-in customer's name, e-mail and mobile. */
  name: z.string(),
  email: z.string(),
  contact: z.string(),
});
export type PaypalSuccessResult = z.infer<typeof paypalSuccessResultSchema>;
export const paypalCaptureResponseSchema = z.object({ success: z.literal(true), data: paypalSuccessResultSchema });

/** GET /api/paypal/config: what the web needs to load the PayPal JS SDK (or the sandbox). */
export const paypalConfigResponseSchema = z.object({
  success: z.literal(true),
  clientId: z.string(),
  sandbox: z.boolean(),
});
export type PaypalConfig = z.infer<typeof paypalConfigResponseSchema>;

/** POST /api/dev/sandbox/paypal/approve: the sandbox approval dialog's buttons. */
export const sandboxPaypalApproveBodySchema = z.object({
  orderID: z.string().min(1).max(64),
  outcome: z.enum(['approve', 'cancel', 'error']),
});
export const sandboxPaypalApproveResponseSchema = z.union([
  z.object({ success: z.literal(true), orderID: z.string(), payerID: z.string() }),
  z.object({ success: z.literal(false), cancelled: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type SandboxPaypalApproveResponse = z.infer<typeof sandboxPaypalApproveResponseSchema>;
