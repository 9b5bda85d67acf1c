/**
 * Shop orders and refunds for the admin console. Status moves forward only
 * (contracts' ORDER_STATUS_NEXT) under a row lock; cancelling puts the stock
 * back in the same transaction, then refunds the payment in full through the
 * payments ledger, whose idempotency key makes a second cancel change nothing.
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  canMoveOrder,
  ORDER_STATUSES_TO_SHIP,
  paiseToRupees,
  type AdminOrder,
  type AdminRefund,
  type OrderStatus,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { textOrIdMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { diffFields, recordAudit } from '../audit/service.js';
import {
  listRefunds,
  refundSummary,
  refundsByPaymentIds,
  reserveRefund,
  sendRefund,
  type RefundGateways,
} from '../payments/service.js';
import { withPayments, type OrderRow } from './orders.js';
import { noticeOrderStatus } from './order-notice.js';
import { orders, products } from './tables.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

export const ORDER_NOT_FOUND = 'This order does not exist.';
/** The ledger reason of a refund for an order Seva cancelled. */
export const CANCEL_REFUND_REASON = 'Cancelled by Seva';

/** The admin shape of `rows` (same order), each with its payment and refund state. */
async function toAdminOrders(db: Db, rows: OrderRow[]): Promise<AdminOrder[]> {
  const [shaped, refunds] = await Promise.all([
    withPayments(db, rows),
    refundsByPaymentIds(
      db,
      rows.map((row) => row.paymentId),
    ),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return shaped.flatMap((order) => {
    const row = byId.get(order._id);
    if (!row) return [];
    const refundStatus = refunds.get(row.paymentId)?.status ?? null;
    return [{ ...order, customerId: row.customerId, paymentId: row.paymentId, refundStatus }];
  });
}

/** Orders waiting to leave the warehouse (placed or packed): the overview's `ordersToShip` (orders_status_idx). */
export function countOrdersToShip(db: Db): Promise<number> {
  return db.$count(orders, inArray(orders.status, ORDER_STATUSES_TO_SHIP));
}

export interface AdminOrderFilter {
  page: number;
  pageSize: number;
  /** One status or several (the overview's queues); absent: all. */
  status?: readonly OrderStatus[] | undefined;
  /** Part of the customer's name, or part of the order id (e.g. the short id #3f9a1c2e). */
  q?: string | undefined;
}

/** One page of orders, newest first, filtered by status and search; and the number that match. */
export async function listAdminOrders(
  db: Db,
  filter: AdminOrderFilter,
): Promise<{ results: AdminOrder[]; total: number }> {
  const where = and(
    filter.status ? inArray(orders.status, filter.status) : undefined,
    textOrIdMatch(filter.q, [orders.customerName], orders.id),
  );
  const { rows, total } = await selectPage(db, orders, where, [desc(orders.createdAt), desc(orders.id)], filter);
  return { results: await toAdminOrders(db, rows), total };
}

/** One order. Throws 404 when the id is unknown. */
export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = await toAdminOrders(db, rows);
  if (!order) throw httpErrors.notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Moves order `id` to `to`. Asking for the status it already has changes
 * nothing (`changed: false`), except that a cancelled order whose refund the
 * gateway has not accepted yet is refunded again. Cancelling puts every
 * line's quantity back in stock and commits the full refund (reason
 * CANCEL_REFUND_REASON) in the same transaction as the status, then sends it.
 * A move to packed, shipped or delivered tells the customer (order-notice.ts).
 * Every move records its time (the customer's tracking timeline); the move
 * to shipped keeps `shipment` (courier and AWB, which the route requires).
 * Each move is on the audit log, in its transaction, as `actor`'s: 'order.status'
 * or 'order.cancel' (with the refund reserved), status and shipment before → after.
 * Throws 404 (unknown id), 409 (not a forward move), ProviderError (502: the
 * order stays cancelled; cancelling again retries the refund).
 */
export async function changeOrderStatus(
  db: Db,
  gateways: RefundGateways,
  actor: AdminActor,
  id: string,
  to: OrderStatus,
  shipment?: { courier?: string | undefined; awb?: string | undefined },
): Promise<{ order: AdminOrder; changed: boolean }> {
  const { changed, refund, moved } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw httpErrors.notFound(ORDER_NOT_FOUND);
    if (current.status === to) {
      // Cancelled before, refund not yet accepted by the gateway: send it again.
      const pending = to === 'cancelled' && (await refundsByPaymentIds(tx, [current.paymentId])).get(current.paymentId);
      const retry =
        pending && pending.status === 'requested' ? await reserveRefund(tx, current.paymentId, pending.reason) : null;
      return { changed: false, refund: retry, moved: null };
    }
    if (!canMoveOrder(current.status, to))
      throw httpErrors.conflict(`An order that is ${current.status} cannot be marked ${to}.`);
    const statusTimes = [...current.statusTimes, { status: to, at: new Date().toISOString() }];
    const shipped = to === 'shipped' ? { courier: shipment?.courier ?? null, awb: shipment?.awb ?? null } : {};
    const [updated] = await tx
      .update(orders)
      .set({ status: to, statusTimes, ...shipped })
      .where(eq(orders.id, id))
      .returning();
    if (!updated) throw new Error('order update returned nothing');
    forgetCustomerReads(tx, 'history', updated.customerId);
    if (to === 'cancelled') {
      for (const line of current.items) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
    }
    // Committed with the cancellation: the money goes back even if this process stops before sending.
    const reserved = to === 'cancelled' ? await reserveRefund(tx, current.paymentId, CANCEL_REFUND_REASON) : null;
    const change = diffFields(current, updated, ['status', 'courier', 'awb']);
    await recordAudit(tx, actor, {
      action: to === 'cancelled' ? 'order.cancel' : 'order.status',
      targetId: id,
      before: change?.before ?? null,
      after: reserved ? { ...change?.after, refund: refundSummary(reserved) } : (change?.after ?? null),
    });
    return { changed: true, refund: reserved, moved: updated };
  });

  if (moved) await noticeOrderStatus(db, moved);
  if (refund) await sendRefund(db, gateways, refund);
  return { order: await getAdminOrder(db, id), changed };
}

/** One page of the refund ledger, newest first, amounts in rupees (dollars for USD), with the shop order paid. */
export async function listAdminRefunds(
  db: Db,
  paging: { page: number; pageSize: number },
): Promise<{ results: AdminRefund[]; total: number }> {
  const { rows, total } = await listRefunds(db, paging);
  const paymentIds = [...new Set(rows.map((row) => row.paymentId))];
  const paidOrders =
    paymentIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, reference: orders.reference, paymentId: orders.paymentId })
          .from(orders)
          .where(inArray(orders.paymentId, paymentIds));
  const orderOf = new Map(paidOrders.map((order) => [order.paymentId, order]));
  const results = rows.map((row) => ({
    _id: row.id,
    paymentId: row.paymentId,
    orderId: orderOf.get(row.paymentId)?.id ?? null,
    orderReference: orderOf.get(row.paymentId)?.reference ?? null,
    customerId: row.customerId,
    amount: paiseToRupees(row.amountPaise),
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    gatewayRefundId: row.gatewayRefundId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { results, total };
}
