/**
 * Recharge orders for the admin console: one page at a time, newest first,
 * filtered by status and searched, and one order in full. Read only: the
 * status job and the customer's calls move an order, the console shows it.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminRechargeOrder, RechargeStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { textOrIdMatch } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import { rechargeOrders } from './tables.js';
import {
  countOrders,
  readOrder,
  readOrders,
  toRechargeOrder,
  type OrderCustomerFilter,
  type RechargeOrderView,
} from './view.js';

export const ADMIN_RECHARGE_NOT_FOUND = 'This recharge order does not exist.';

export interface AdminRechargeOrderFilter extends Paging {
  /** One status or several (the overview's queues); absent: all. */
  status?: readonly RechargeStatus[] | undefined;
  /** Part of the recharged number, the customer's mobile, the operator's or provider's reference, or of the order id. */
  q?: string | undefined;
}

/** The console's shape of one order: the customer's plus the payment state and the provider's side. */
export function toAdminRechargeOrder(view: RechargeOrderView): AdminRechargeOrder {
  const { order, payment, refund } = view;
  return {
    ...toRechargeOrder(view),
    customerId: order.customerId,
    paymentRecordId: payment.id,
    paymentStatus: payment.status,
    refundStatus: refund?.status ?? null,
    provider: order.provider,
    polls: order.polls,
    nextPollAt: order.nextPollAt?.toISOString() ?? null,
    finishedAt: order.finishedAt?.toISOString() ?? null,
  };
}

/** Recharges the provider has not settled (PENDING): the overview's `rechargesPending` (the partial recharge_orders_poll_idx). */
export function countPendingRecharges(db: Db): Promise<number> {
  return db.$count(rechargeOrders, eq(rechargeOrders.status, 'PENDING'));
}

/** One page of orders, newest first, filtered; and how many match in all. */
export async function listAdminRechargeOrders(
  db: Db,
  filter: AdminRechargeOrderFilter,
): Promise<{ results: AdminRechargeOrder[]; total: number }> {
  const where: OrderCustomerFilter = ({ customer }) =>
    and(
      filter.status ? inArray(rechargeOrders.status, filter.status) : undefined,
      textOrIdMatch(
        filter.q,
        [rechargeOrders.number, customer.mobile, rechargeOrders.operatorReference, rechargeOrders.providerOrderId],
        rechargeOrders.id,
      ),
    );
  const [views, total] = await Promise.all([
    readOrders(db, where, { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }),
    countOrders(db, where),
  ]);
  return { results: views.map(toAdminRechargeOrder), total };
}

/** Order `id` in full. Throws 404 when there is none. */
export async function getAdminRechargeOrder(db: Db, id: string): Promise<AdminRechargeOrder> {
  const view = await readOrder(db, id);
  if (!view) throw httpErrors.notFound(ADMIN_RECHARGE_NOT_FOUND);
  return toAdminRechargeOrder(view);
}
