/**
 * The payment state machine at work (DESIGN: Data; the payments issue): every
 * money movement is a row before it is a call, and every state change is a
 * guarded UPDATE that moves forward only (the transitions are state.ts's), so
 * retries, replays and parallel calls change nothing twice. Opening a payment,
 * recording a capture or a failure, and a claim that spends it. Amounts are
 * integer minor units of the row's currency (paise for INR, cents for USD);
 * refunds are refunds.ts's, PayPal's own calls paypal.ts's.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES, type PaymentPurpose, type PaymentStatus } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { statesBefore } from './state.js';
import { payments } from './tables.js';
import { assignInvoiceNumber, INVOICED_PURPOSES } from './invoice-numbers.js';

export type PaymentRow = typeof payments.$inferSelect;

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
 * or booking a claim pays for). Internal to this module (refunds.ts moves a
 * payment to refunded); other modules move payments through the named steps.
 */
export async function move(
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
 * Notes how `paymentId` was paid (Razorpay's `method`) on a row that has none
 * yet and is not tied to another gateway payment; the state is untouched.
 * Returns the row as it stands.
 */
async function noteMethod(db: Db | Tx, row: PaymentRow, paymentId: string, method: string): Promise<PaymentRow> {
  if (row.method || (row.gatewayPaymentId && row.gatewayPaymentId !== paymentId)) return row;
  const [noted] = await db
    .update(payments)
    .set({ method })
    .where(and(eq(payments.id, row.id), isNull(payments.method)))
    .returning();
  return noted ?? row;
}

/**
 * Records that the gateway captured `paymentId` (its payment or capture id)
 * for our payment `id`: created → paid, with how it was paid (`method`,
 * Razorpay's word) when known. Idempotent for the same payment id; a later
 * call may still fill in a method an earlier one lacked. Returns the row as it
 * stands (still failed, or paid by an earlier call), or null for a payment we never made.
 */
export async function recordCaptureById(
  db: Db | Tx,
  id: string,
  paymentId: string,
  method?: string | null,
): Promise<PaymentRow | null> {
  const row = await findPaymentById(db, id);
  if (!row) return null;
  if (row.status !== 'created') return method ? noteMethod(db, row, paymentId, method) : row;
  const paid = await move(db, row.id, 'paid', {
    gatewayPaymentId: paymentId,
    paidAt: new Date(),
    ...(method ? { method } : {}),
  });
  return paid ?? findPaymentById(db, id);
}

/**
 * Records that the gateway captured `paymentId` for `orderId` (checkout or
 * webhook) by `method` when known: created → paid. Idempotent for the same payment id. Returns the
 * row as it stands, or null for an order we never made.
 */
export async function recordCapture(
  db: Db | Tx,
  orderId: string,
  paymentId: string,
  method?: string | null,
): Promise<PaymentRow | null> {
  const row = await findPaymentByOrder(db, orderId);
  return row && recordCaptureById(db, row.id, paymentId, method);
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
 * Spends a paid payment on one order or booking, inside the caller's
 * transaction: paid → fulfilled, exactly once. The amount must equal the
 * server's own price (`expected.amountPaise`, minor units of
 * `expected.currency`, INR by default), never the browser's.
 * An invoiced purpose (invoice-numbers.ts) gets its GST invoice number here.
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
  // The tax invoice's number is given at payment, with the fulfilment: a refused fulfilment takes it back.
  if (INVOICED_PURPOSES.includes(expected.purpose)) await assignInvoiceNumber(tx, fulfilled);
  return fulfilled;
}
