/**
 * Card payments (SPEC §3 "Payment order response", §4 "Payments", §7
 * create_razorpay_order). Amounts in request bodies are rupees, as the spec
 * shows them; `data.amount` in the order response is paise, as Razorpay
 * answers. The server converts once (rupeesToPaise) and stores paise.
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { recordIdSchema } from './common.js';
import { PAYMENT_METHODS } from './payment-method.js';

/** What a payment pays for; the server prices it from its own records. */
export const PAYMENT_PURPOSES = ['cart', 'puja', 'yatra', 'pitr', 'recharge', 'membership'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A payment's life, forward only (DESIGN: Data). */
export const PAYMENT_STATUSES = ['created', 'paid', 'fulfilled', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund's state in the ledger: requested until the gateway takes it, then pending or processed. */
export const REFUND_STATUSES = ['requested', 'pending', 'processed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Razorpay's smallest order: ₹1 (100 paise). Our largest: ₹5,00,000 per payment. */
export const MIN_PAYMENT_PAISE = 100;
export const MAX_PAYMENT_PAISE = 5_00_000_00;

/** Rupees (up to 2 decimals) → integer paise; null when not a whole number of paise. */
export function rupeesToPaise(rupees: number): number | null {
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

/** Integer paise → rupees for display and for payloads that speak rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees as messages write them, Indian grouping: "₹1,23,456" or "₹1,234.50". */
export function formatInr(rupees: number): string {
  const fraction = Number.isInteger(rupees) ? 0 : 2;
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: 2 })}`;
}

const rupeesSchema = z
  .number({ error: MESSAGES.enterAmountRupees })
  .positive(MESSAGES.amountAboveZeroRupees)
  .refine((value) => rupeesToPaise(value) !== null, MESSAGES.amountDecimals)
  .refine(
    (value) => value * 100 >= MIN_PAYMENT_PAISE && value * 100 <= MAX_PAYMENT_PAISE,
    // Written when a check fails, not when the module loads: a browser's first en-IN number format costs a
    // slow phone ~50 ms, which the pages importing this module spent before they answered a tap.
    {
      error: () =>
        `The amount must be between ${formatInr(MIN_PAYMENT_PAISE / 100)} and ${formatInr(MAX_PAYMENT_PAISE / 100)}.`,
    },
  );

/** POST /api/app/customer/create_razorpay_order body. */
export const createRazorpayOrderBodySchema = z
  .object({
    amount: rupeesSchema,
    purpose: z.enum(PAYMENT_PURPOSES).optional(),
    purposeId: recordIdSchema.optional(),
  })
  .refine((body) => !body.purposeId || body.purpose, {
    message: MESSAGES.paymentPurposeMissing,
    path: ['purpose'],
  });
export type CreateRazorpayOrderBody = z.infer<typeof createRazorpayOrderBodySchema>;

/** `{ status, key_id, data: { amount (paise), id } }` (SPEC §3). */
export const createRazorpayOrderResponseSchema = z.object({
  status: z.literal(true),
  key_id: z.string(),
  data: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
});
export type CreateRazorpayOrderResponse = z.infer<typeof createRazorpayOrderResponseSchema>;

/** POST /api/payments/verify answer: the payment, now paid (amount in rupees). */
export const verifyPaymentResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ _id: z.string(), status: z.literal('paid'), amount: z.number() }),
});

/** POST /api/payments/razorpay/webhook answer: what the delivery did. */
export const webhookResponseSchema = z.object({
  status: z.literal(true),
  result: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookOutcome = z.infer<typeof webhookResponseSchema>['result'];

/** What Razorpay Checkout hands the browser after a successful payment. */
export const razorpayPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, MESSAGES.invalidPaymentSignature),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

/** POST /api/dev/sandbox/checkout: the sandbox checkout dialog's three buttons. */
export const sandboxCheckoutBodySchema = z.object({
  order_id: z.string().min(1).max(64),
  outcome: z.enum(['success', 'failure', 'dismiss']),
  /** How the sandbox "customer" paid (Razorpay's payment `method`); UPI when not said. */
  method: z.enum(PAYMENT_METHODS).default('upi'),
});
/** What the dialog sends (`method` may be left out: UPI). */
export type SandboxCheckoutBody = z.input<typeof sandboxCheckoutBodySchema>;

/** Razorpay's `error` object of a failed payment (checkout's payment.failed). */
export const paymentErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  reason: z.string(),
});

export const sandboxCheckoutResponseSchema = z.union([
  razorpayPaymentSchema.extend({ status: z.literal(true) }),
  z.object({ status: z.literal(false), dismissed: z.literal(true) }),
  z.object({ status: z.literal(false), error: paymentErrorSchema }),
]);
export type SandboxCheckoutResponse = z.infer<typeof sandboxCheckoutResponseSchema>;
