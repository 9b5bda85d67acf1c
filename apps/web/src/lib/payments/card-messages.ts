/** SPEC §4 card payment messages, word for word (shown through paymentNotice: payment-notice.ts). */
export const CARD_PAYMENT_MESSAGES = {
  success: 'Payment successful.',
  dismissed: 'Payment was dismissed by the user.',
} as const;
