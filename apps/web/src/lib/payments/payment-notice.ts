/**
 * The payment texts the browser words itself (issue 21): SPEC §4's card
 * texts (CARD_PAYMENT_MESSAGES) and §8's PayPal ones (PAYPAL_MESSAGES), kept
 * in English word for word as the payment functions' results and rejections,
 * and shown through t() of the payments namespace's `notices`, whose English
 * is those same texts (payment-notice.test.ts). This is the one way a
 * checkout flow toasts them: `toast.info(paymentNotice(payment.message))`.
 * The checkout pages load the namespace (app/router.tsx); until it is there,
 * and for a text that is no payment notice, the text shows as it is.
 */
import { PAYPAL_MESSAGES } from '@seva/contracts';
import { i18n } from '@/i18n';
import { CARD_PAYMENT_MESSAGES } from './card-messages';

const KEY_BY_TEXT = new Map<string, string>([
  [CARD_PAYMENT_MESSAGES.success, 'notices.success'],
  [CARD_PAYMENT_MESSAGES.dismissed, 'notices.dismissed'],
  ...Object.entries(PAYPAL_MESSAGES).map(([key, text]): [string, string] => [text, `notices.paypal.${key}`]),
]);

/** Whether `text` is one of the browser's own payment texts (a card or PayPal notice). */
export function isPaymentNotice(text: string): boolean {
  return KEY_BY_TEXT.has(text);
}

/** `text` (a CARD_PAYMENT_MESSAGES or PAYPAL_MESSAGES text) in the interface language; any other text as it is. */
export function paymentNotice(text: string): string {
  const key = KEY_BY_TEXT.get(text);
  return key ? i18n.t(key, { ns: 'payments', defaultValue: text }) : text;
}
