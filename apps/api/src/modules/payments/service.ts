/**
 * The payment core (DESIGN: Data; the payments issue). Every money movement is
 * a row before it is a call; every state change is a guarded UPDATE that moves
 * forward only (state.ts), so retries, replays and parallel calls change
 * nothing twice. Amounts are integer minor units of the row's currency
 * (paise for INR, cents for USD); PayPal's own calls live in paypal.ts.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, inArray, isNull, lt, notExists } from 'drizzle-orm';
import { MESSAGES, type PaymentPurpose, type PaymentStatus, type RazorpayPayment } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { GatewayRefund, PaymentGateway } from '../../providers/payments/types.js';
import type { PaypalGateway } from '../../providers/paypal/types.js';
import { statesBefore } from './state.js';
import { payments, refunds } from './tables.js';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** True for a payment taken through PayPal (live or sandbox), in USD; false for a card gateway. */
export const isPaypalGateway = (gateway: PaymentRow['gateway'] | undefined) =>
  gateway === 'paypal' || gateway === 'paypal-sandbox';

export interface NewPayment {
  customerId: string;
  amountPaise: number;
  purpose?: PaymentPurpose | undefined;
  purposeId?: string | undefined;
}

/**
 * Rows before calls, for any gateway: inserts the payment (`created`, minor
 * units of `values.currency`, INR by default), then asks `orderFor(row)` for
 * the gateway's order id and stores it. When the call throws, the row is
 * marked failed with the error's message and the error is rethrown
 * (ProviderError → 502): nothing is left half-made.
 */
export async function openPayment(
  db: Db,
  values: NewPayment & Pick<typeof payments.$inferInsert, 'gateway' | 'currency'>,
  orderFor: (row: PaymentRow) => Promise<string>,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  forgetCustomerReads(db, 'history', row.customerId);
  try {
    const gatewayOrderId = await orderFor(row);
    const [updated] = await db.update(payments).set({ gatewayOrderId }).where(eq(payments.id, row.id)).returning();
    forgetCustomerReads(db, 'history', row.customerId);
    return updated ?? row;
  } catch (error) {
    await move(db, row.id, 'failed', { failureReason: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * A card payment (INR, paise): writes the payment row, then asks the gateway
 * for an order and stores its id. When the gateway refuses, the row is marked
 * failed and the ProviderError (502) is rethrown.
 */
export async function createPaymentOrder(db: Db, gateway: PaymentGateway, input: NewPayment): Promise<PaymentRow> {
  return openPayment(db, { ...input, gateway: gateway.name }, async (row) => {
    const order = await gateway.createOrder({
      amountPaise: input.amountPaise,
      receipt: row.id,
      notes: { payment_id: row.id, ...(input.purpose ? { purpose: input.purpose } : {}) },
    });
    return order.id;
  });
}

/**
 * Moves payment `id` to `to` when its current state allows it (state.ts);
 * returns the updated row, or null when another call moved it first. The
 * customer's histories are forgotten once the move commits (with the order
 * or booking a claim pays for).
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
  if (row) forgetCustomerReads(db, 'history', row.customerId);
  return row ?? null;
}

/** The payment behind gateway order `orderId`, or null. */
export async function findPaymentByOrder(db: Db | Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)).limit(1);
  return row ?? null;
}

/** The payment with our record id `id`, or null. */
export async function findPaymentById(db: Db | Tx, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

/**
 * Records that the gateway captured `paymentId` (its payment or capture id)
 * for our payment `id`: created → paid. Idempotent for the same payment id.
 * Returns the row as it stands (still failed, or paid by an earlier call), or
 * null for a payment we never made.
 */
export async function recordCaptureById(db: Db | Tx, id: string, paymentId: string): Promise<PaymentRow | null> {
  const row = await findPaymentById(db, id);
  if (!row || row.status !== 'created') return row;
  const paid = await move(db, row.id, 'paid', { gatewayPaymentId: paymentId, paidAt: new Date() });
  return paid ?? findPaymentById(db, id);
}

/**
 * Records that the gateway captured `paymentId` for `orderId` (checkout or
 * webhook): created → paid. Idempotent for the same payment id. Returns the
 * row as it stands, or null for an order we never made.
 */
export async function recordCapture(db: Db | Tx, orderId: string, paymentId: string): Promise<PaymentRow | null> {
  const row = await findPaymentByOrder(db, orderId);
  return row && recordCaptureById(db, row.id, paymentId);
}

/**
 * A capture (gateway payment `gatewayPaymentId`) that came after our payment
 * `id` had failed: notes it on the row and commits its full refund
 * (reserveRefund; send it with sendRefund). Pass the caller's transaction to
 * commit both with the caller's own change. Returns the reservation, or null
 * when the row is not a failed payment without a capture.
 */
export async function reserveLateCaptureRefund(
  db: Db | Tx,
  id: string,
  gatewayPaymentId: string,
): Promise<ReservedRefund | null> {
  const noted = await db
    .update(payments)
    .set({ gatewayPaymentId })
    .where(and(eq(payments.id, id), eq(payments.status, 'failed'), isNull(payments.gatewayPaymentId)))
    .returning({ id: payments.id, customerId: payments.customerId });
  for (const { customerId } of noted) forgetCustomerReads(db, 'history', customerId);
  return noted.length > 0 ? reserveRefund(db, id, 'Captured after the payment had failed.') : null;
}

/**
 * Records a failed attempt on our payment `id`: created → failed, with the
 * gateway's description. Returns the row as it stands (a paid one stays
 * paid), or null for a payment we never made.
 */
export async function recordFailureById(db: Db | Tx, id: string, reason: string): Promise<PaymentRow | null> {
  return (await move(db, id, 'failed', { failureReason: reason })) ?? findPaymentById(db, id);
}

/** Records a failed attempt on `orderId`: created → failed, with the gateway's description. */
export async function recordFailure(db: Db | Tx, orderId: string, reason: string): Promise<PaymentRow | null> {
  const row = await findPaymentByOrder(db, orderId);
  return row && recordFailureById(db, row.id, reason);
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
 * The gateways a refund may go through: the card gateway alone, or by name
 * (`app.providers` fits); PayPal payments need `paypal`.
 */
export type RefundGateways = PaymentGateway | { payments?: PaymentGateway; paypal?: PaypalGateway };

/** Sends one refund through the gateway that took the payment (by the row's `gateway`). */
function refundThrough(
  gateways: RefundGateways,
  payment: PaymentRow & { gatewayPaymentId: string },
  amount: number,
  idempotencyKey: string,
): Promise<GatewayRefund> {
  const { payments: card, paypal } = 'refund' in gateways ? { payments: gateways, paypal: undefined } : gateways;
  if (isPaypalGateway(payment.gateway)) {
    if (!paypal) throw new Error(`refunding PayPal payment ${payment.id} needs the PayPal gateway`);
    // PayPal-Request-Id = our ledger key: a retried refund answers the first one.
    return paypal.refundCapture({
      captureId: payment.gatewayPaymentId,
      amountCents: amount,
      requestId: idempotencyKey,
    });
  }
  if (!card) throw new Error(`refunding card payment ${payment.id} needs the card gateway`);
  return card.refund({ paymentId: payment.gatewayPaymentId, amountPaise: amount, idempotencyKey });
}

/** The ledger key of the one refund a payment can have (in full, or a part kept by a cancellation fee). */
const refundKey = (paymentId: string) => `refund:${paymentId}`;

/** A refund committed to in the ledger, waiting to be sent (sendRefund). */
export interface ReservedRefund {
  payment: PaymentRow & { gatewayPaymentId: string };
  ledger: RefundRow;
}

/**
 * Commits to refunding payment `id` (in full, or `amountPaise` of it in its
 * minor units when a fee is kept), with the payment row locked: writes the
 * ledger row (unique key `refund:<id>`: one refund per payment) and moves a paid or
 * fulfilled payment to refunded (a late-captured failed one stays failed).
 * The payment leaves `paid` here, before any gateway call, so nothing can
 * claim it afterwards; with `onlyIfUnspent`, a claim that came first wins
 * and nothing is reserved (null). Pass the caller's transaction to commit the
 * reservation together with the caller's own change (an order cancelled, a
 * webhook event recorded); a ledger row left `requested` is sent by
 * reconciliation if sendRefund never runs.
 * Throws 404 for an unknown or never-captured payment.
 */
export async function reserveRefund(
  db: Db | Tx,
  id: string,
  reason: string,
  { onlyIfUnspent = false, amountPaise }: { onlyIfUnspent?: boolean; amountPaise?: number } = {},
): Promise<ReservedRefund | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (onlyIfUnspent && payment?.status !== 'paid') return null;
    if (!payment?.gatewayPaymentId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
    const idempotencyKey = refundKey(id);
    await tx
      .insert(refunds)
      .values({
        paymentId: id,
        amountPaise: Math.min(amountPaise ?? payment.amountPaise, payment.amountPaise),
        idempotencyKey,
        reason,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
    const [ledger] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
    if (!ledger) throw new Error('refund ledger row missing');
    forgetCustomerReads(tx, 'history', payment.customerId);
    await move(tx, id, 'refunded');
    return { payment: { ...payment, gatewayPaymentId: payment.gatewayPaymentId }, ledger };
  });
}

/**
 * Sends a reserved refund through the gateway that took the payment (unless
 * already processed) under the ledger's idempotency key, and records the
 * answer. Throws ProviderError (the ledger row stays `requested`).
 */
export async function sendRefund(
  db: Db,
  gateways: RefundGateways,
  { payment, ledger }: ReservedRefund,
): Promise<RefundRow> {
  if (ledger.status === 'processed') return ledger;
  const refund = await refundThrough(gateways, payment, ledger.amountPaise, ledger.idempotencyKey);
  const [updated] = await db
    .update(refunds)
    .set({ gatewayRefundId: refund.id, status: refund.status })
    .where(eq(refunds.id, ledger.id))
    .returning();
  forgetCustomerReads(db, 'history', payment.customerId);
  return updated ?? ledger;
}

/**
 * Refunds a captured payment in full through the gateway that took it (card
 * or PayPal, by the row's `gateway`; amounts in the row's minor units) and
 * records it in the ledger. The ledger row (unique idempotency key) and the
 * move to refunded are committed before the call (reserveRefund), so a retry
 * reuses them and the gateway never refunds twice; a ledger row left
 * `requested` (gateway down) is retried by reconciliation. Pass
 * `app.providers` (or both gateways) for PayPal payments.
 * Throws 404 for an unknown or never-captured payment, ProviderError (502).
 */
export async function refundPayment(
  db: Db,
  gateways: RefundGateways,
  paymentId: string,
  reason: string,
): Promise<RefundRow> {
  const reserved = await reserveRefund(db, paymentId, reason);
  if (!reserved) throw new Error('refund reservation returned nothing');
  return sendRefund(db, gateways, reserved);
}

/** The refund ledger of one payment, oldest first. */
export async function refundsOf(db: Db | Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
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
 * (fulfil claims it at the server's price). When `fulfil` refuses (a 4xx)
 * the transaction rolls back, the still-unspent payment is refunded through
 * `gateways`, and the refusal is rethrown.
 */
export async function fulfilPaid<T>(
  db: Db,
  gateways: RefundGateways,
  payment: PaymentRow,
  fulfil: (tx: Tx, payment: PaymentRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => fulfil(tx, payment));
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
 * Refunds payment `id` only while it is still paid and unspent: when an
 * order or booking claimed it first, nothing happens. Throws ProviderError
 * (the reservation stays and reconciliation resends it).
 */
export async function refundUnspent(db: Db, gateways: RefundGateways, id: string, reason: string): Promise<void> {
  const reserved = await reserveRefund(db, id, reason, { onlyIfUnspent: true });
  if (reserved) await sendRefund(db, gateways, reserved);
}

/** The payments with ids `ids`, by id (missing ids are absent). */
export async function paymentsByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, PaymentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Payments captured before `paidBefore` that no order or booking has spent
 * and no refund has started: what reconciliation must finish. Oldest first.
 */
export async function stalePaidPayments(db: Db, paidBefore: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'paid'),
        lt(payments.paidAt, paidBefore),
        notExists(db.select().from(refunds).where(eq(refunds.paymentId, payments.id))),
      ),
    )
    .orderBy(payments.paidAt)
    .limit(limit);
}

/** Refunds the gateway has not accepted yet (status `requested`) that were asked for before `before`. */
export async function unsentRefunds(db: Db, before: Date, limit = 100): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lt(refunds.createdAt, before)))
    .orderBy(refunds.createdAt)
    .limit(limit);
}

/** A refund ledger row with the customer and currency of its payment. */
export type RefundListRow = RefundRow & Pick<PaymentRow, 'customerId' | 'currency'>;

/**
 * One page of the refund ledger, newest first, each row with its payment's
 * customer and currency (amounts in that currency's minor units); and the
 * number of ledger rows.
 */
export async function listRefunds(
  db: Db,
  paging: { page: number; pageSize: number },
): Promise<{ rows: RefundListRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ refund: refunds, customerId: payments.customerId, currency: payments.currency })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(refunds),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.refund, customerId: row.customerId, currency: row.currency })),
    total: totals[0]?.total ?? 0,
  };
}

/** The newest refund ledger row of each payment in `ids`, by payment id (never-refunded payments are absent). */
export async function refundsByPaymentIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, RefundRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...new Set(ids)]))
    .orderBy(refunds.createdAt, refunds.id);
  // Oldest first, so a later row of the same payment replaces an earlier one.
  return new Map(rows.map((row) => [row.paymentId, row]));
}

/** Payments of `gateways` still `created` (never captured nor failed) that were made before `before`. Oldest first. */
export async function staleCreatedPayments(
  db: Db,
  gateways: PaymentRow['gateway'][],
  before: Date,
  limit = 100,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'created'), inArray(payments.gateway, gateways), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}
