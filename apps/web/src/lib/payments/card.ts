/**
 * Card payments in the browser (SPEC §4 "Card payment", §8 "Payment Failed."):
 * create the order on the server, open checkout (Razorpay's checkout.js, or
 * the sandbox checkout dialog when the server runs the sandbox gateway), and
 * answer the way the SPEC says. The caller then asks the server to verify and
 * fulfil ("pay first, then call the service").
 */
import { toast } from 'sonner';
import {
  MESSAGES,
  MESSAGES_HI,
  createRazorpayOrderResponseSchema,
  translateMessage,
  type CreateRazorpayOrderBody,
  type MessageKey,
  type PaymentPurpose,
  type RazorpayPayment,
} from '@seva/contracts';
import { currentLanguage, i18n } from '@/i18n';
import { CARD_PAYMENT_MESSAGES } from './card-messages';
import { showSandboxCheckout } from './dialog-store';
import type { CardCheckoutOutcome } from './outcomes';
import { isPaymentNotice, paymentNotice } from './payment-notice';
import { postOrFail } from './post';
import { openRazorpayCheckout, type CheckoutPrefill } from './razorpay-checkout';
import { refundNoteKey } from './refund-note';

/** The key_id the server answers with when it runs the sandbox gateway. */
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandbox';

export { CARD_PAYMENT_MESSAGES };

export type CardPaymentInput = {
  /** Rupees, up to 2 decimals (the server converts to paise). */
  amount: number;
  /** What the payment is for; the server prices purposeId from its own records. */
  purpose?: PaymentPurpose;
  purposeId?: string;
  /** Shown in checkout under the merchant name. */
  description?: string;
  prefill?: CheckoutPrefill;
};

/** SPEC §3 "Card payment result": status, message, result. */
export type CardPaymentResult =
  | { status: true; message: typeof CARD_PAYMENT_MESSAGES.success; result: RazorpayPayment }
  | { status: false; message: typeof CARD_PAYMENT_MESSAGES.dismissed };

/**
 * A card payment that failed after its order was created (the provider
 * declined it, or checkout could not open): `orderId` is that Razorpay order,
 * for callers that keep a record of the failed attempt (SPEC §4 recharge
 * "failed record with status CANCEL"). Order creation failures are plain Errors.
 */
export class CardPaymentError extends Error {
  readonly orderId: string;

  constructor(message: string, orderId: string) {
    super(message);
    this.orderId = orderId;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

async function createOrder(input: CardPaymentInput) {
  const body: CreateRazorpayOrderBody = { amount: input.amount, purpose: input.purpose, purposeId: input.purposeId };
  const answer = await postOrFail('/app/customer/create_razorpay_order', body, MESSAGES.paymentFailed);
  const order = createRazorpayOrderResponseSchema.safeParse(answer);
  if (!order.success) throw new Error(messageOf(answer) ?? MESSAGES.paymentFailed);
  return order.data;
}

/**
 * Takes a card payment of `amount` rupees. Resolves `{ status: true, message:
 * 'Payment successful.', result: { razorpay_order_id, razorpay_payment_id,
 * razorpay_signature } }`, or `{ status: false, message: 'Payment was
 * dismissed by the user.' }` when the customer closes checkout. Rejects with
 * a CardPaymentError (carrying the order id) whose message is the provider's
 * description when the payment fails, or 'Payment Failed.' when checkout
 * cannot open; with a plain Error carrying the server message (else
 * 'Payment Failed.') when the order cannot be created.
 */
export async function payWithCard(input: CardPaymentInput): Promise<CardPaymentResult> {
  const order = await createOrder(input);

  let outcome: CardCheckoutOutcome;
  try {
    outcome =
      order.key_id === SANDBOX_RAZORPAY_KEY_ID
        ? await showSandboxCheckout({
            orderId: order.data.id,
            amountPaise: order.data.amount,
            description: input.description,
          })
        : await openRazorpayCheckout({
            key: order.key_id,
            order: order.data,
            description: input.description,
            prefill: input.prefill,
          });
  } catch {
    throw new CardPaymentError(MESSAGES.paymentFailed, order.data.id);
  }

  if (outcome.kind === 'paid') return { status: true, message: CARD_PAYMENT_MESSAGES.success, result: outcome.payment };
  if (outcome.kind === 'dismissed') return { status: false, message: CARD_PAYMENT_MESSAGES.dismissed };
  throw new CardPaymentError(outcome.description || MESSAGES.paymentFailed, order.data.id);
}

/** The checkout refusals that promise a refund, in both languages: the toast says where it goes and when. */
const REFUND_PROMISED: ReadonlySet<string> = new Set(
  (
    [
      'paymentSignatureInvalid',
      'paymentCapturedLate',
      'paymentAmountMismatch',
      'cartEmptyRefund',
      'packageNotOffered',
      'pujaDateNotOffered',
      'pitrAmountMismatch',
      'pitrAbroadPaysByPaypal',
      'pitrIndiaPaysByCard',
      'departureNotOffered',
      'departureFull',
      'oneSeatLeft',
      'otherPlanPayment',
    ] as const satisfies readonly MessageKey[]
  ).flatMap((key) => [MESSAGES[key], MESSAGES_HI[key]]),
);

/**
 * Toasts a payWithCard rejection (SPEC §8): 'Payment Failed.' with the
 * error's message as the description when it says something more, both in
 * the interface language (contracts' catalogue; the API's refusals arrive in
 * it already). A refusal that promises a refund adds where the refund goes
 * and its usual timeline (payments' refund.unknown: the method is not known
 * here), once the checkout page has loaded the payments strings.
 */
export function showPaymentError(error: unknown): void {
  const language = currentLanguage();
  const title = translateMessage(MESSAGES.paymentFailed, language);
  const said = error instanceof Error ? error.message : '';
  const detail = isPaymentNotice(said) ? paymentNotice(said) : translateMessage(said, language);
  if (!detail || detail === title) {
    toast.error(title);
    return;
  }
  const refundKey = refundNoteKey(null);
  const refund =
    REFUND_PROMISED.has(said) && i18n.exists(refundKey, { ns: 'payments' })
      ? ` ${i18n.t(refundKey, { ns: 'payments' })}`
      : '';
  toast.error(title, { description: `${detail}${refund}` });
}
