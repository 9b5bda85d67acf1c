/** The browser side of card (Razorpay) and PayPal payments. */
export {
  CARD_PAYMENT_MESSAGES,
  CardPaymentError,
  SANDBOX_RAZORPAY_KEY_ID,
  payWithCard,
  showPaymentError,
  type CardPaymentInput,
  type CardPaymentResult,
} from './card';
export { isPaymentNotice, paymentNotice } from './payment-notice';
export { payWithPaypal, type PaypalPaymentInput } from './paypal';
export { loadPaypalSdk } from './paypal-sdk';
export { PaymentDialogsHost } from './payment-dialogs-host';
export { closePaymentDialog } from './dialog-store';
export type { CheckoutPrefill } from './razorpay-checkout';
