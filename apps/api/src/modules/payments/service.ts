/**
 * The payment core (DESIGN: Data; the payments issue). Every money movement is
 * a row before it is a call; every state change is a guarded UPDATE that moves
 * forward only (state.ts), so retries, replays and parallel calls change
 * nothing twice. Amounts are integer paise.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES, type PaymentPurpose, type PaymentStatus, type RazorpayPayment } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { statesBefore } from './state.js';
import { payments, refunds } from './tables.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface NewPayment {
  customerId: string;
  amountPaise: number;
  purpose?: PaymentPurpose | undefined;
  purposeId?: string | undefined;
}

/**
 * Writes the payment row, then asks the gateway for an order and stores its
 * id. When the gateway refuses, the row is marked failed and the
 * ProviderError (502) is rethrown: nothing is left half-made.
 */
export async function createPaymentOrder(db: Db, gateway: PaymentGateway, input: NewPayment): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...input, gateway: gateway.name })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  try {
    const order = await gateway.createOrder({
      amountPaise: input.amountPaise,
      receipt: row.id,
      notes: { payment_id: row.id, ...(input.purpose ? { purpose: input.purpose } : {}) },
    });
    const [updated] = await db
      .update(payments)
      .set({ gatewayOrderId: order.id })
      .where(eq(payments.id, row.id))
      .returning();
    return updated ?? row;
  } catch (error) {
    await move(db, row.id, 'failed', { failureReason: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * Moves payment `id` to `to` when its current state allows it (state.ts);
 * returns the updated row, or null when another call moved it first.
 */
async function move(
  db: Db | Tx,
  id: string,
  to: PaymentStatus,
  set: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...set, status: to })
    .where(and(eq(payments.id, id), inArray(payments.status, statesBefore(to))))
    .returning();
  return row ?? null;
}

/** The payment behind gateway order `orderId`, or null. */
export async function findPaymentByOrder(db: Db | Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)).limit(1);
  return row ?? null;
}

/**
 * Records that the gateway captured `paymentId` for `orderId` (checkout or
 * webhook): created → paid. Idempotent for the same payment id. Returns the
 * row as it stands, or null for an order we never made.
 */
export async function recordCapture(db: Db | Tx, orderId: string, paymentId: string): Promise<PaymentRow | null> {
  const row = await findPaymentByOrder(db, orderId);
  if (!row) return null;
  if (row.status !== 'created') return row;
  const paid = await move(db, row.id, 'paid', { gatewayPaymentId: paymentId, paidAt: new Date() });
  return paid ?? findPaymentByOrder(db, orderId);
}

/** Notes the gateway payment id of a capture that came after the order failed (it is refunded next). */
export async function recordLateCapture(db: Db | Tx, id: string, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ gatewayPaymentId: paymentId })
    .where(and(eq(payments.id, id), eq(payments.status, 'failed'), isNull(payments.gatewayPaymentId)));
}

/** Records a failed attempt on `orderId`: created → failed, with the gateway's description. */
export async function recordFailure(db: Db | Tx, orderId: string, reason: string): Promise<PaymentRow | null> {
  const row = await findPaymentByOrder(db, orderId);
  if (!row) return null;
  return (await move(db, row.id, 'failed', { failureReason: reason })) ?? findPaymentByOrder(db, orderId);
}

/**
 * Verifies what checkout handed the browser (Razorpay docs: HMAC-SHA256 of
 * `order_id|payment_id`, the order id taken from our own row) and records the
 * capture. Returns the paid row.
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

  const current = (await recordCapture(db, row.gatewayOrderId, body.razorpay_payment_id)) ?? row;
  if (current.status === 'failed') throw httpErrors.unprocessableEntity(MESSAGES.paymentNotCompleted);
  if (current.status !== 'paid' || current.gatewayPaymentId !== body.razorpay_payment_id)
    throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  return current;
}

/**
 * Spends a paid payment on one order or booking, inside the caller's
 * transaction: paid → fulfilled, exactly once. The amount must equal the
 * server's own price (`expected.amountPaise`, minor units of
 * `expected.currency`, INR by default), never the browser's.
 * Throws 404 (not this customer's), 409 (not paid, or already used: a
 * replay), 422 (amount or purpose differs; the caller refunds).
 */
export async function claimPayment(
  tx: Db | Tx,
  paymentId: string,
  expected: { customerId: string; amountPaise: number; purpose: PaymentPurpose; currency?: 'INR' | 'USD' },
): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!row || row.customerId !== expected.customerId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
  if (row.status !== 'paid') throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  if (
    row.amountPaise !== expected.amountPaise ||
    row.currency !== (expected.currency ?? 'INR') ||
    (row.purpose && row.purpose !== expected.purpose)
  )
    throw httpErrors.unprocessableEntity(MESSAGES.paymentAmountMismatch);
  const fulfilled = await move(tx, row.id, 'fulfilled', { fulfilledAt: new Date() });
  if (!fulfilled) throw httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
  return fulfilled;
}

/**
 * Refunds a captured payment in full through the gateway and records it in
 * the ledger. The ledger row (unique idempotency key) is written before the
 * call, so a retry reuses it and the gateway never refunds twice. A paid
 * payment moves to refunded; a failed one (captured late) stays failed.
 * Throws 404 for an unknown or never-captured payment, ProviderError (502).
 */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway,
  paymentId: string,
  reason: string,
): Promise<RefundRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment?.gatewayPaymentId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
  const idempotencyKey = `full:${payment.id}`;
  await db
    .insert(refunds)
    .values({ paymentId, amountPaise: payment.amountPaise, idempotencyKey, reason })
    .onConflictDoNothing({ target: refunds.idempotencyKey });
  const [ledger] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
  if (!ledger) throw new Error('refund ledger row missing');
  if (ledger.status === 'processed') return ledger;

  const refund = await gateway.refund({
    paymentId: payment.gatewayPaymentId,
    amountPaise: ledger.amountPaise,
    idempotencyKey,
  });
  const [updated] = await db
    .update(refunds)
    .set({ gatewayRefundId: refund.id, status: refund.status })
    .where(eq(refunds.id, ledger.id))
    .returning();
  await move(db, payment.id, 'refunded');
  return updated ?? ledger;
}

/** The refund ledger of one payment, oldest first. */
export async function refundsOf(db: Db | Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
}
