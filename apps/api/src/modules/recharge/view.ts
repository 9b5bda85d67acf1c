/**
 * Reads recharge orders with what the customer and the console see beside
 * them: the customer's mobile, the card payment's ids and the refund ledger
 * row. `toRechargeOrder` turns one into the contract's RechargeOrder (SPEC §3
 * "Recharge success record", amounts in rupees).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { paiseToRupees, type RechargeOrder } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { serviceById } from '../../providers/recharge/catalogue/services.js';
import { customers } from '../customers/tables.js';
import { payments, refunds } from '../payments/tables.js';
import { rechargeOrders } from './tables.js';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/** One order with its customer's mobile, its payment and its refund (null: none). */
export interface RechargeOrderView {
  order: RechargeOrderRow;
  mobile: string;
  payment: Pick<typeof payments.$inferSelect, 'id' | 'status' | 'gatewayOrderId' | 'gatewayPaymentId'>;
  refund: typeof refunds.$inferSelect | null;
}

/**
 * Orders matching `where`, newest first, `limit` from `offset`, each with its
 * mobile, payment and refund.
 */
export async function readOrders(
  db: Db | Tx,
  where: SQL | undefined,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<RechargeOrderView[]> {
  const rows = await db
    .select({
      order: rechargeOrders,
      mobile: customers.mobile,
      payment: {
        id: payments.id,
        status: payments.status,
        gatewayOrderId: payments.gatewayOrderId,
        gatewayPaymentId: payments.gatewayPaymentId,
      },
      refund: refunds,
    })
    .from(rechargeOrders)
    .innerJoin(customers, eq(customers.id, rechargeOrders.customerId))
    .innerJoin(payments, eq(payments.id, rechargeOrders.paymentId))
    .leftJoin(refunds, eq(refunds.paymentId, rechargeOrders.paymentId))
    .where(where)
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** The order `id` (of `customerId` when given) with its mobile, payment and refund; null when none. */
export async function readOrder(db: Db | Tx, id: string, customerId?: string): Promise<RechargeOrderView | null> {
  const where = customerId
    ? and(eq(rechargeOrders.id, id), eq(rechargeOrders.customerId, customerId))
    : eq(rechargeOrders.id, id);
  const [row] = await readOrders(db, where, { limit: 1 });
  return row ?? null;
}

/** The refund as the contract shows it: `entity: 'refund'` once the gateway accepted it. */
export function toRechargeRefund(refund: typeof refunds.$inferSelect): NonNullable<RechargeOrder['refund']> {
  return {
    entity: refund.gatewayRefundId ? 'refund' : 'refund_request',
    id: refund.gatewayRefundId,
    amount: paiseToRupees(refund.amountPaise),
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The contract's RechargeOrder for one view (amounts in rupees, times ISO). */
export function toRechargeOrder({ order, mobile, payment, refund }: RechargeOrderView): RechargeOrder {
  return {
    _id: order.id,
    userId: order.customerId,
    mobile,
    service_id: order.serviceId,
    serviceName: serviceById(order.serviceId)?.name ?? order.billType,
    operatorId: order.productCode,
    productName: order.productName,
    billType: order.billType,
    number: order.number,
    circle: order.circle,
    amount: paiseToRupees(order.amountPaise),
    status: order.status,
    operator_reference: order.operatorReference,
    rechargeOrderId: order.providerOrderId,
    request_id: order.id,
    message: order.message,
    razorpayOrderId: payment.gatewayOrderId,
    razorpayPaymentId: payment.gatewayPaymentId,
    fetched_bill_order_id: order.fetchedBillOrderId,
    bill_fetch_ref: order.billFetchRef,
    refund: refund && toRechargeRefund(refund),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
