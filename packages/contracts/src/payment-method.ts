/**
 * How a card-gateway payment was made: Razorpay's payment entity `method`
 * (Razorpay docs "Payments API: payment entity"; card | netbanking | wallet |
 * emi | upi | cardless_emi | paylater | emandate | nach | app …). Recorded when
 * the payment is captured, so a refund text can say where the money goes back.
 */
import { z } from './zod.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';

/** The methods Seva's checkout offers (the sandbox dialog picks one); Razorpay may answer others. */
export const PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's method as responses carry it: Razorpay's word, null for rows
 * older than the column (or PayPal); absent from answers that predate it.
 */
export const paymentMethodSchema = z.string().min(1).max(32).nullable().optional();

/** Where a refund lands: the instrument the customer paid with. */
export const REFUND_DESTINATIONS = ['card', 'bank', 'upi', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * Razorpay refunds go back to the source (Razorpay docs "Refunds"): card and
 * card EMI to the card, netbanking (and mandates) to the bank account, UPI to
 * the UPI account, wallets to the wallet. Null when unknown (old rows) or for
 * pay-later / cardless EMI, whose lender credits it: say the generic text then.
 */
export function refundDestination(method: string | null | undefined): RefundDestination | null {
  switch (method) {
    case 'card':
    case 'emi':
      return 'card';
    case 'netbanking':
    case 'emandate':
    case 'nach':
      return 'bank';
    case 'upi':
      return 'upi';
    case 'wallet':
    case 'app':
      return 'wallet';
    default:
      return null;
  }
}

/**
 * The usual time a refund takes to reach the customer, in working days,
 * once the gateway has processed it (Razorpay docs "Refunds: refund
 * timelines" — card 5–10, netbanking 2–10, UPI 2–7, wallet 0–3 working days).
 */
export const REFUND_WORKING_DAYS: Record<RefundDestination, { from: number; to: number }> = {
  card: { from: 5, to: 10 },
  bank: { from: 2, to: 10 },
  upi: { from: 2, to: 7 },
  wallet: { from: 0, to: 3 },
};

const REFUND_TO: Record<RefundDestination, (from: number, to: number) => string> = {
  card: MESSAGE_TEMPLATES.refundToCard,
  bank: MESSAGE_TEMPLATES.refundToBank,
  upi: MESSAGE_TEMPLATES.refundToUpi,
  wallet: MESSAGE_TEMPLATES.refundToWallet,
};

/**
 * Where and when a refund arrives, in English, for the API's messages:
 * "to your UPI account, usually within 2–7 working days" (REFUND_WORKING_DAYS);
 * for an unknown method "to the card, UPI or bank account you paid from,
 * usually within 10 working days" (the longest of the timelines). Catalogue
 * texts (MESSAGE_TEMPLATES.refundTo…), so the API can answer them in Hindi;
 * the web says the same through i18n (lib/refund-text).
 */
export function refundDestinationText(method: string | null | undefined): string {
  const destination = refundDestination(method);
  if (!destination) return MESSAGES.refundToPaidAccount;
  const { from, to } = REFUND_WORKING_DAYS[destination];
  return REFUND_TO[destination](from, to);
}
