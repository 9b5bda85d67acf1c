/**
 * Checkout (SPEC §4 "pay first, then call the service"): the card payment
 * checkout hands back is verified and recorded, then spent on the order or
 * booking it pays for in one transaction; a refusal refunds the still-unspent
 * payment. Amounts are integer paise.
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGES, type RazorpayPayment } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { findPaymentByOrder, recordCapture, type PaymentRow } from './moves.js';
import { purposeFulfilOf } from './purposes.js';
import { sendReceipt } from './receipts.js';
import { refundUnspent, reserveLateCaptureRefund, sendRefund, type RefundGateways } from './refunds.js';

/**
 * Verifies what checkout handed the browser (Razorpay docs: HMAC-SHA256 of
 * `order_id|payment_id`, the order id taken from our own row) and records the
 * capture with its method (asked of the gateway). Returns the paid row.
 * Throws 404 (not this customer's order), 400 (bad signature), 409 (already
 * fulfilled or refunded, or another payment on the order), 422 (failed order).
 */
export async function verifyCheckout(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: RazorpayPayment,
): Promise<PaymentRow> {
  const row = await findPaymentByOrder(db, body.razorpay_order_id);
  if (!row || row.customerId !== customerId || !row.gatewayOrderId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
  const signed = gateway.verifyPaymentSignature({
    orderId: row.gatewayOrderId,
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  if (!signed) throw httpErrors.badRequest(MESSAGES.paymentSignatureInvalid);

  // The capture is written before we call out; how it was paid is asked of the gateway after, and noted on the row.
  const captured = await recordCapture(db, row.gatewayOrderId, body.razorpay_payment_id);
  const method = captured?.status === 'paid' ? await gateway.paymentMethod(body.razorpay_payment_id) : null;
  const current =
    (method ? await recordCapture(db, row.gatewayOrderId, body.razorpay_payment_id, method) : captured) ?? row;
  if (current.status === 'failed') {
    // A signed capture on an order we had given up on: the money came, so it goes back now, not only by webhook.
    // A refund the gateway refuses now stays `requested` for reconciliation to resend.
    const reserved = await reserveLateCaptureRefund(db, current.id, body.razorpay_payment_id);
    if (reserved) await sendRefund(db, gateway, reserved).catch(() => undefined);
    throw httpErrors.unprocessableEntity(MESSAGES.paymentCapturedLate);
  }
  if (current.status !== 'paid' || current.gatewayPaymentId !== body.razorpay_payment_id)
    throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  return current;
}

/**
 * The one way a paid service is delivered (SPEC §4 "pay first, then call the
 * service"): verifies checkout's signature (verifyCheckout), then runs
 * `fulfil` in one transaction; `fulfil` prices the service from the server's
 * own records and calls claimPayment with that price. When `fulfil` refuses
 * (a 4xx: amount mismatch, sold out, unknown address…) the transaction rolls
 * back, the still-unspent payment is refunded, and the refusal is rethrown.
 * A replay of a spent payment answers 409 and changes nothing.
 */
export async function payAndFulfil<T>(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  checkout: RazorpayPayment,
  fulfil: (tx: Tx, payment: PaymentRow) => Promise<T>,
): Promise<T> {
  return fulfilPaid(db, gateway, await verifyCheckout(db, gateway, customerId, checkout), fulfil);
}

/**
 * Runs `fulfil` for an already verified, paid `payment` in one transaction
 * (fulfil claims it at the server's price), then sends the customer its
 * receipt (receipts.ts; once per payment, never failing the call). When
 * `fulfil` refuses (a 4xx) the transaction rolls back, the still-unspent
 * payment is refunded through `gateways`, and the refusal is rethrown.
 */
export async function fulfilPaid<T>(
  db: Db,
  gateways: RefundGateways,
  payment: PaymentRow,
  fulfil: (tx: Tx, payment: PaymentRow) => Promise<T>,
): Promise<T> {
  try {
    const made = await db.transaction((tx) => fulfil(tx, payment));
    await sendReceipt(db, payment, made);
    return made;
  } catch (error) {
    // A refund the gateway refuses now stays `requested` in the ledger; reconciliation retries it.
    if (isRefusal(error)) await refundUnspent(db, gateways, payment.id, error.message).catch(() => undefined);
    throw error;
  }
}

/** A client-side refusal (HTTP 4xx) rather than a fault of ours. */
export function isRefusal(error: unknown): error is Error & { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Fulfils `payment` through its purpose's registered PurposeFulfil
 * (purposes.ts; reconciliation, without the browser) and then sends its
 * receipt; answers whether it did (false when its purpose has none, or the
 * fulfilment could not be made: the caller refunds). Throws what the
 * fulfilment throws.
 */
export async function fulfilByPurpose(db: Db, payment: PaymentRow): Promise<boolean> {
  const fulfil = purposeFulfilOf(payment.purpose);
  const made = fulfil ? await fulfil(db, payment) : null;
  if (made) await sendReceipt(db, payment, made);
  return Boolean(made);
}
