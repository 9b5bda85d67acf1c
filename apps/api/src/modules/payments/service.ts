/**
 * The payments module's public API (DESIGN: modules): the only file other
 * modules, jobs and the CLI import from. Payments is the lowest domain layer
 * and knows none of its callers: a module that sells a purpose registers its
 * price, names and fulfilment here (registerPurposeQuote, registerPurposeNames,
 * registerPurposeFulfil) rather than payments importing it. Each
 * rule lives in the file named beside it:
 *   moves.ts          the state machine at work: rows before calls, guarded forward moves, claims
 *   refunds.ts        the refund ledger: reserve, then send, once per payment
 *   checkout.ts       pay first, then call the service: verify, fulfil (and the receipt), refund a refusal
 *   receipts.ts       the receipt after a fulfilled payment: SMS and e-mail through notifications, once per payment
 *   paypal.ts         PayPal orders and captures (USD)
 *   queries.ts        what reconciliation and the console read (rows by id, stale payments, the ledger)
 *   booking-states.ts the payment state a console shows beside each booking
 *   invoice-numbers.ts GST invoice numbers: one per invoiced payment, consecutive in each financial year
 *   purposes.ts       the purpose registry: each selling module's own price, names and fulfilment of its purpose
 * Amounts are integer minor units of the payment's currency (paise for INR,
 * cents for USD).
 */
export {
  claimPayment,
  createPaymentOrder,
  findPaymentById,
  findPaymentByOrder,
  isPaypalGateway,
  openPayment,
  recordCapture,
  recordCaptureById,
  recordFailure,
  recordFailureById,
  type NewPayment,
  type PaymentRow,
} from './moves.js';
export {
  refundPayment,
  refundUnspent,
  refundsOf,
  reserveLateCaptureRefund,
  refundSummary,
  reserveRefund,
  sendRefund,
  type RefundGateways,
  type RefundRow,
  type ReservedRefund,
} from './refunds.js';
export { fulfilByPurpose, fulfilPaid, isRefusal, payAndFulfil, verifyCheckout } from './checkout.js';
export { paidPaypalPayment, settleStalePaypalPayment } from './paypal.js';
export {
  countPaymentsByStatus,
  countUnconfirmedRefunds,
  listRefunds,
  paymentsByIds,
  paymentsToJoin,
  refundsByPaymentIds,
  refundsToJoin,
  staleCreatedPayments,
  stalePaidPayments,
  unsentRefunds,
  type RefundListRow,
} from './queries.js';
export {
  withPaymentStates,
  withPaymentStatesAndMobiles,
  type PaidBookingRow,
  type PaymentState,
} from './booking-states.js';
export {
  registerPurposeFulfil,
  registerPurposeNames,
  registerPurposeQuote,
  type PurposeFulfil,
  type PurposeNames,
  type PurposeQuote,
} from './purposes.js';
export {
  formatInvoiceNumber,
  invoiceFacts,
  invoiceNumberFor,
  invoiceNumbersByPaymentIds,
  INVOICED_PURPOSES,
  type InvoiceFacts,
  type InvoiceNumber,
} from './invoice-numbers.js';
export { exportCustomerData } from './customer-export.js';
export { refundsInProgressOf } from './open-refunds.js';
