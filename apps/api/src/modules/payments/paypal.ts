/**
 * PayPal payments in USD (SPEC §3 "PayPal order response" and "PayPal
 * success result", §4 "pay first, then call the service", §7 POST
 * api/paypal/pay, §9 USD for PayPal). The same payments rows and guarded
 * moves as card payments (moves.ts): the row is written before the
 * provider call, in cents; a capture moves it created → paid exactly once.
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGES, centsToDollars, type PaymentPurpose, type PaypalSuccessResult } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { PaypalError, type PaypalCapture, type PaypalGateway } from '../../providers/paypal/types.js';
import { getCustomer, type CustomerRow } from '../customers/service.js';
import { findPaymentByOrder, openPayment, recordCaptureById, recordFailureById, type PaymentRow } from './moves.js';
import { reserveLateCaptureRefund, sendRefund } from './refunds.js';

export interface NewPaypalPayment {
  customerId: string;
  /** US cents, already bounded by the contract ($1 to $10,000). */
  amountCents: number;
  purpose?: PaymentPurpose | undefined;
  purposeId?: string | undefined;
}

/** What the customer reads when PayPal refused a capture, by PayPal's issue. */
const REFUSAL_MESSAGES: Record<string, string> = {
  ORDER_NOT_APPROVED: MESSAGES.paypalNotApproved,
  INSTRUMENT_DECLINED: MESSAGES.paypalInstrumentDeclined,
};

/** PayPal-Request-Ids: one per write we intend, so a retry is the same call to PayPal. */
const requestIds = {
  order: (paymentId: string) => `order-${paymentId}`,
  capture: (paymentId: string) => `capture-${paymentId}`,
};

/**
 * Writes a `created` USD payment (amountPaise = cents, gateway = the PayPal
 * gateway's name), then creates the PayPal order and stores its id. When
 * PayPal refuses, the row is marked failed and the PaypalError (502) is
 * rethrown. Returns the row; `gatewayOrderId` is the SPEC §3 `orderID`.
 */
export async function createPaypalOrder(db: Db, gateway: PaypalGateway, input: NewPaypalPayment): Promise<PaymentRow> {
  const { amountCents, ...rest } = input;
  return openPayment(db, { ...rest, amountPaise: amountCents, currency: 'USD', gateway: gateway.name }, async (row) => {
    const order = await gateway.createOrder({
      amountCents,
      currency: 'USD',
      requestId: requestIds.order(row.id),
      customId: row.id,
    });
    return order.id;
  });
}

/** The SPEC §3 PayPal success result: PayPal's capture, then the signed-in customer's own details. */
function successResult(capture: PaypalCapture, customer: CustomerRow): PaypalSuccessResult {
  return {
    paypal_order_id: capture.orderId,
    paymentId: capture.captureId,
    status: capture.status,
    amount: centsToDollars(capture.amountCents),
    currency: 'USD',
    payer_name: capture.payer.name,
    payer_email: capture.payer.email,
    payer_id: capture.payer.id,
    payment_time: capture.time,
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.email,
    contact: customer.mobile,
  };
}

/** Marks payment `row` failed with `reason` and answers 422 with `message`. */
async function refuse(db: Db, row: PaymentRow, reason: string, message: string): Promise<never> {
  await recordFailureById(db, row.id, reason);
  throw httpErrors.unprocessableEntity(message);
}

/**
 * Captures the approved PayPal order `orderId` of `customerId` and records
 * the payment as paid (created → paid, once). A replay on a paid payment
 * answers the same result from PayPal's order details and never captures
 * again. Returns the SPEC §3 PayPal success result (amount in dollars).
 * Throws 404 (no such order of this customer's), 409 (already spent or
 * refunded, or PayPal still holds the capture as PENDING), 422 (PayPal refused
 * the capture, e.g. ORDER_NOT_APPROVED or INSTRUMENT_DECLINED: the payment is
 * now failed; or it had failed before), PaypalError 502 (PayPal unreachable;
 * the payment stays created and a retry is safe).
 */
export async function capturePaypalOrder(
  db: Db,
  gateway: PaypalGateway,
  customerId: string,
  orderId: string,
): Promise<PaypalSuccessResult> {
  const row = await findPaymentByOrder(db, orderId);
  const customer = await getCustomer(db, customerId);
  if (!row || !customer || row.customerId !== customerId || row.gateway !== gateway.name)
    throw httpErrors.notFound(MESSAGES.paymentNotFound);
  if (row.status === 'failed') throw httpErrors.unprocessableEntity(MESSAGES.paymentNotCompleted);
  if (row.status !== 'created' && row.status !== 'paid') throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  if (row.status === 'paid') return successResult(await gateway.getCapture(orderId), customer);

  let capture: PaypalCapture;
  try {
    capture = await gateway.captureOrder({ orderId, requestId: requestIds.capture(row.id) });
  } catch (error) {
    if (!(error instanceof PaypalError && error.refused)) throw error;
    return refuse(db, row, error.message, REFUSAL_MESSAGES[error.issue] ?? MESSAGES.paymentNotCompleted);
  }
  if (capture.status === 'DECLINED' || capture.status === 'FAILED')
    return refuse(db, row, `PayPal capture ${capture.status}`, MESSAGES.paymentNotCompleted);
  if (capture.status !== 'COMPLETED') throw httpErrors.conflict(MESSAGES.paypalStillProcessing);

  const paid = await recordCaptureById(db, row.id, capture.captureId);
  if (paid?.status === 'failed') {
    // The payment was given up on (sandbox error) while PayPal took the money: give it back.
    const reserved = await reserveLateCaptureRefund(db, row.id, capture.captureId);
    // A refund PayPal refuses now stays `requested` for reconciliation to resend.
    if (reserved) await sendRefund(db, { paypal: gateway }, reserved).catch(() => undefined);
    throw httpErrors.unprocessableEntity(MESSAGES.paymentNotCompleted);
  }
  if (paid?.gatewayPaymentId !== capture.captureId) throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  return successResult(capture, customer);
}

/**
 * Reconciliation of a PayPal payment still `created` long after it was made
 * (the capture's answer was lost, or the payer approved and closed the
 * page): asks PayPal under the payment's one capture request id, so nothing
 * is captured twice. A completed capture is recorded (the payment is paid and
 * then fulfilled or refunded like any other); an order PayPal will not
 * capture (never approved, expired, declined) is marked failed. Returns the
 * new status, or null while PayPal still holds the payment (PENDING).
 * Throws PaypalError when PayPal cannot be reached (the next pass retries).
 */
export async function settleStalePaypalPayment(
  db: Db,
  gateway: PaypalGateway,
  row: PaymentRow,
): Promise<'paid' | 'failed' | null> {
  if (!row.gatewayOrderId) return (await recordFailureById(db, row.id, 'PayPal order was never created.')) && 'failed';
  const orderId = row.gatewayOrderId;
  let capture: PaypalCapture;
  try {
    capture = await gateway.captureOrder({ orderId, requestId: requestIds.capture(row.id) });
  } catch (error) {
    if (!(error instanceof PaypalError)) throw error;
    if (error.issue === 'ORDER_ALREADY_CAPTURED') capture = await gateway.getCapture(orderId);
    else if (error.refused) return (await recordFailureById(db, row.id, error.message)) && 'failed';
    else throw error;
  }
  if (capture.status === 'COMPLETED') return (await recordCaptureById(db, row.id, capture.captureId)) && 'paid';
  if (capture.status === 'DECLINED' || capture.status === 'FAILED')
    return (await recordFailureById(db, row.id, `PayPal capture ${capture.status}`)) && 'failed';
  return null;
}

/**
 * The captured PayPal payment behind `orderId`, for the booking it pays
 * (capture happened through POST /api/paypal/capture). Throws 404 (not this
 * customer's PayPal order), 422 (it failed), 409 (not captured yet, or
 * already spent or refunded).
 */
export async function paidPaypalPayment(
  db: Db,
  gateway: PaypalGateway,
  customerId: string,
  orderId: string,
): Promise<PaymentRow> {
  const row = await findPaymentByOrder(db, orderId);
  if (!row || row.customerId !== customerId || row.gateway !== gateway.name)
    throw httpErrors.notFound(MESSAGES.paymentNotFound);
  if (row.status === 'failed') throw httpErrors.unprocessableEntity(MESSAGES.paymentNotCompleted);
  if (row.status === 'created') throw httpErrors.conflict(MESSAGES.paypalNotComplete);
  if (row.status !== 'paid') throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  return row;
}
