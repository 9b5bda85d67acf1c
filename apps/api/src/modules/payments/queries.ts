/**
 * What reconciliation (jobs/reconcile-payments.ts) and the console read of
 * payments and the refund ledger: rows by id for a page of orders or
 * bookings, the payments and refunds left waiting, the refund ledger's
 * pages, and the subqueries another module joins to page or find its rows by
 * their payment in one statement. Amounts are integer minor units of each
 * payment's currency.
 */
import { and, count, desc, eq, inArray, lt, notExists } from 'drizzle-orm';
import { PAYMENT_STATUSES, type PaymentStatus } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentRow } from './moves.js';
import type { RefundRow } from './refunds.js';
import { payments, refunds } from './tables.js';

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

/** Refunds the gateway has not confirmed yet (requested or pending): the overview's `refundsUnconfirmed` (refunds_status_idx). */
export function countUnconfirmedRefunds(db: Db): Promise<number> {
  return db.$count(refunds, inArray(refunds.status, ['requested', 'pending']));
}

/**
 * How many payments are in each state, every state present (0 when none):
 * one grouped scan for the metrics scrape (plugins/metrics-collectors.ts).
 */
export async function countPaymentsByStatus(db: Db): Promise<Record<PaymentStatus, number>> {
  const rows = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  const counts = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<PaymentStatus, number>;
  for (const { status, n } of rows) counts[status] = n;
  return counts;
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

/**
 * The payments' id, state, gateway order and payment ids and method as a subquery
 * aliased `payment`, to join on `id` (`.innerJoin(payment, eq(payment.id,
 * orders.paymentId))`) and read or search those columns in the same
 * statement that pages another module's rows (the recharge orders).
 * PostgreSQL pulls a subquery this plain up into the join, so the plan is
 * that of a join on the table itself.
 */
export function paymentsToJoin(db: Db | Tx) {
  return db
    .select({
      id: payments.id,
      status: payments.status,
      gatewayOrderId: payments.gatewayOrderId,
      gatewayPaymentId: payments.gatewayPaymentId,
      method: payments.method,
    })
    .from(payments)
    .as('payment');
}

/**
 * The refund ledger as a subquery aliased `refund`, to left-join on
 * `paymentId` beside paymentsToJoin (at most one row per payment: its ledger
 * key). Amounts in the payment's minor units.
 */
export function refundsToJoin(db: Db | Tx) {
  return db.select().from(refunds).as('refund');
}
