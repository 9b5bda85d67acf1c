/**
 * Recent numbers (issue 23): the distinct numbers a customer recharged
 * successfully (prepaid mobile, DTH: the services of kind 'recharge'), newest
 * first, each with what its latest successful recharge bought, so the
 * recharge page offers "Repeat ₹299" in one tap.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { RECENT_NUMBERS_LIMIT, paiseToRupees, type RecentRecharge } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { SERVICES } from '../../providers/recharge/catalogue/services.js';
import { rechargeOrders } from './tables.js';

/** The services whose numbers are recharged again and again (plans and packs), not bills. */
const RECHARGE_SERVICE_IDS = SERVICES.filter((s) => s.kind === 'recharge').map((s) => s.service_id);

type OrderRow = typeof rechargeOrders.$inferSelect;

function toRecent(row: OrderRow): RecentRecharge {
  return {
    number: row.number,
    service_id: row.serviceId,
    billType: row.billType,
    product_code: row.productCode,
    productName: row.productName,
    circle: row.circle,
    amount: paiseToRupees(row.amountPaise),
    plan:
      row.planId && row.planValidity !== null
        ? {
            id: row.planId,
            amount: paiseToRupees(row.amountPaise),
            validity: row.planValidity,
            description: row.planDescription ?? '',
          }
        : null,
    lastOrderId: row.id,
    rechargedAt: row.createdAt.toISOString(),
  };
}

/**
 * `customerId`'s recent numbers: per number (and service), its latest
 * SUCCESS recharge; newest first, at most RECENT_NUMBERS_LIMIT. Only the
 * customer's own orders are read.
 */
export async function recentRecharges(db: Db, customerId: string): Promise<RecentRecharge[]> {
  const latest = await db
    .selectDistinctOn([rechargeOrders.serviceId, rechargeOrders.number])
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.customerId, customerId),
        eq(rechargeOrders.status, 'SUCCESS'),
        inArray(rechargeOrders.serviceId, RECHARGE_SERVICE_IDS),
      ),
    )
    .orderBy(rechargeOrders.serviceId, rechargeOrders.number, desc(rechargeOrders.createdAt));
  return latest
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, RECENT_NUMBERS_LIMIT)
    .map(toRecent);
}
