/**
 * The browser's SPEC §4 record calls (SPEC §7 app/recharge/…) and the
 * customer's reads. The server already did the work when the provider
 * answered (orders.ts); these calls record that the customer's app saw each
 * step, check what it says against the server's own order, and never move
 * money twice, whatever order they come in:
 *   - success-recharge: only for a SUCCESS order; a repeat answers 409.
 *   - refund-recharge: only for a FAILED order and the amount paid; answers
 *     its one refund (sending it now if the gateway refused it earlier); a
 *     repeat answers 409 and refunds nothing.
 *   - refund-success-rechar: only for the refund the gateway made; a repeat 409.
 *   - failed-recharge: the payment failed (status CANCEL); recorded once.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, isNull } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  DEFAULT_PINCODE,
  MESSAGES,
  formatInr,
  paiseToRupees,
  rupeesToPaise,
  type FailedRechargeBody,
  type RechargeOrder,
  type RefundRechargeBody,
  type RefundSuccessRechargeBody,
  type SuccessRechargeBody,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { findPaymentByOrder, recordFailure, reserveRefund, sendRefund } from '../payments/service.js';
import { resolveTarget, targetColumns } from './target.js';
import { rechargeOrders } from './tables.js';
import { readOrder, readOrders, toRechargeOrder, toRechargeRefund, type RechargeOrderView } from './view.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

const NOT_FOUND = MESSAGES.rechargeNotFound;
/** How many orders the history answers (newest first). */
export const HISTORY_LIMIT = 100;

/** The customer's order `id` as the contract shows it. Throws 404. */
export async function getRechargeOrder(db: Db, customerId: string, id: string): Promise<RechargeOrder> {
  const view = await readOrder(db, id, customerId);
  if (!view) throw httpErrors.notFound(NOT_FOUND);
  return toRechargeOrder(view);
}

/** The customer's recharge orders, newest first (SPEC §9), at most HISTORY_LIMIT. */
export async function rechargeHistory(db: Db, customerId: string): Promise<RechargeOrder[]> {
  const views = await readOrders(db, () => eq(rechargeOrders.customerId, customerId), { limit: HISTORY_LIMIT });
  return views.map(toRechargeOrder);
}

/** Why an order in this state cannot take the record a call asks for. */
const notNow: Record<RechargeOrder['status'], string> = {
  PENDING: MESSAGES.rechargeStillPending,
  SUCCESS: MESSAGES.rechargeSucceededNoRefund,
  FAILED: MESSAGES.rechargeFailedRefunding,
  CANCEL: MESSAGES.rechargePaymentCancelled,
};

/** Sets `column` to now on order `id` if it is still unset; false when an earlier call set it. */
async function recordOnce(
  db: Db,
  id: string,
  column: 'successRecordedAt' | 'refundRecordedAt' | 'refundSuccessRecordedAt',
): Promise<boolean> {
  const done = await db
    .update(rechargeOrders)
    .set({ [column]: new Date() })
    .where(and(eq(rechargeOrders.id, id), isNull(rechargeOrders[column])))
    .returning({ customerId: rechargeOrders.customerId });
  for (const { customerId } of done) forgetCustomerReads(db, 'history', customerId);
  return done.length > 0;
}

async function reread(db: Db, id: string): Promise<RechargeOrder> {
  const view = await readOrder(db, id);
  if (!view) throw httpErrors.notFound(NOT_FOUND);
  return toRechargeOrder(view);
}

/**
 * success-recharge: records the customer's app saw the success of order
 * `request_id`. Throws 404 (not theirs), 422 (the record differs from the
 * order: payment or amount), 409 (not SUCCESS, or already recorded).
 */
export async function recordSuccess(db: Db, customerId: string, body: SuccessRechargeBody): Promise<RechargeOrder> {
  const view = await readOrder(db, body.request_id, customerId);
  if (!view) throw httpErrors.notFound(NOT_FOUND);
  if (view.payment.gatewayOrderId !== body.razorpayOrderId || rupeesToPaise(body.amount) !== view.order.amountPaise)
    throw httpErrors.unprocessableEntity(MESSAGES.rechargeRecordMismatch);
  if (view.order.status !== 'SUCCESS') throw httpErrors.conflict(notNow[view.order.status]);
  if (!(await recordOnce(db, view.order.id, 'successRecordedAt')))
    throw httpErrors.conflict(MESSAGES.rechargeAlreadyRecorded);
  return reread(db, view.order.id);
}

/** The customer's order paid by gateway payment `paymentId` (checkout's razorpay_payment_id). Throws 404. */
async function orderByGatewayPayment(db: Db, customerId: string, paymentId: string): Promise<RechargeOrderView> {
  const [view] = await readOrders(
    db,
    ({ payment }) => and(eq(payment.gatewayPaymentId, paymentId), eq(rechargeOrders.customerId, customerId)),
    { limit: 1 },
  );
  if (!view) throw httpErrors.notFound(MESSAGES.paymentNotFound);
  return view;
}

/**
 * refund-recharge `{ amount, paymentId }`: the refund of a failed recharge.
 * The server reserved it when the recharge failed; a refund the gateway
 * refused then is sent again now. Returns the refund with its payment id.
 * Throws 404, 409 (not FAILED, or already recorded: no second refund), 422
 * (the amount is not the amount paid), ProviderError never (a refused send
 * stays queued for reconciliation).
 */
export async function recordRefund(
  db: Db,
  providers: Pick<Providers, 'payments'>,
  customerId: string,
  body: RefundRechargeBody,
) {
  const view = await orderByGatewayPayment(db, customerId, body.paymentId);
  const { order } = view;
  if (order.status !== 'FAILED') throw httpErrors.conflict(notNow[order.status]);
  if (rupeesToPaise(body.amount) !== order.amountPaise)
    throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.refundIsFor(formatInr(paiseToRupees(order.amountPaise))));
  // Idempotent: answers the ledger row made when the recharge failed (one refund per payment).
  const reserved = await reserveRefund(db, order.paymentId, 'Recharge failed.');
  if (!reserved) throw new Error(`refund of recharge ${order.id} missing`);
  const ledger =
    reserved.ledger.status === 'requested'
      ? await sendRefund(db, providers.payments, reserved).catch(() => reserved.ledger)
      : reserved.ledger;
  if (!(await recordOnce(db, order.id, 'refundRecordedAt'))) throw httpErrors.conflict(MESSAGES.paymentAlreadyRefunded);
  return { ...toRechargeRefund(ledger), payment_id: body.paymentId };
}

/**
 * refund-success-rechar: records that the refund `refundId` of a failed
 * recharge went through. Throws 404, 409 (no such gateway refund yet, or
 * already recorded), 422 (another refund or amount).
 */
export async function recordRefundSuccess(
  db: Db,
  customerId: string,
  body: RefundSuccessRechargeBody,
): Promise<RechargeOrder> {
  const { order, refund } = await orderByGatewayPayment(db, customerId, body.paymentId);
  if (order.status !== 'FAILED') throw httpErrors.conflict(notNow[order.status]);
  if (!refund?.gatewayRefundId) throw httpErrors.conflict(MESSAGES.refundNotAtBank);
  if (refund.gatewayRefundId !== body.refundId || rupeesToPaise(body.amount) !== refund.amountPaise)
    throw httpErrors.unprocessableEntity(MESSAGES.refundMismatch);
  if (!(await recordOnce(db, order.id, 'refundSuccessRecordedAt')))
    throw httpErrors.conflict(MESSAGES.refundAlreadyRecorded);
  return reread(db, order.id);
}

/**
 * failed-recharge (status CANCEL): the card payment for a recharge failed.
 * Records the failure on the payment and a CANCEL order, once. Throws 404
 * (not the customer's payment order), 400/422 (number or operator), 409
 * (the payment went through after all, or already recorded).
 */
export async function recordPaymentFailure(
  db: Db,
  providerName: string,
  customerId: string,
  body: FailedRechargeBody,
): Promise<RechargeOrder> {
  const target = resolveTarget(body);
  const payment = await findPaymentByOrder(db, body.razorpayOrderId);
  if (!payment || payment.customerId !== customerId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
  const message = body.message?.trim() || MESSAGES.paymentFailed;
  const current = await recordFailure(db, body.razorpayOrderId, message);
  if (current?.status !== 'failed') throw httpErrors.conflict(MESSAGES.paymentDidNotFail);
  const [row] = await db
    .insert(rechargeOrders)
    .values({
      customerId,
      paymentId: payment.id,
      ...targetColumns(target),
      amountPaise: payment.amountPaise,
      pincode: DEFAULT_PINCODE,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      status: 'CANCEL',
      message,
      finishedAt: new Date(),
      provider: providerName,
    })
    .onConflictDoNothing({ target: rechargeOrders.paymentId })
    .returning({ id: rechargeOrders.id });
  if (!row) throw httpErrors.conflict(MESSAGES.failedPaymentAlreadyRecorded);
  forgetCustomerReads(db, 'history', customerId);
  return reread(db, row.id);
}
