/**
 * Reads recharge orders with what the customer and the console see beside
 * them: the customer's mobile, the card payment's ids and the refund ledger
 * row. `toRechargeOrder` turns one into the contract's RechargeOrder (SPEC §3
 * "Recharge success record", amounts in rupees).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { paiseToRupees, type RechargeOrder } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { serviceById } from '../../providers/recharge/catalogue/services.js';
import { customersToJoin, type CustomersToJoin } from '../customers/service.js';
import { paymentsToJoin, refundsToJoin, type PaymentRow, type RefundRow } from '../payments/service.js';
import { rechargeOrders } from './tables.js';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/** One order with its customer's mobile, its payment and its refund (null: none). */
export interface RechargeOrderView {
  order: RechargeOrderRow;
  mobile: string;
  payment: Pick<PaymentRow, 'id' | 'status' | 'gatewayOrderId' | 'gatewayPaymentId' | 'method'>;
  refund: RefundRow | null;
}

/** The sides an order is read with: its customer and its payment (subqueries their modules own). */
export interface OrderSides {
  customer: CustomersToJoin;
  payment: ReturnType<typeof paymentsToJoin>;
}

/** Which orders to read: a condition on the order's columns and, through `sides`, its customer's and payment's. */
export type OrderFilter = (sides: OrderSides) => SQL | undefined;

/** An OrderFilter that names the order's and its customer's columns only (what countOrders can count). */
export type OrderCustomerFilter = (sides: Pick<OrderSides, 'customer'>) => SQL | undefined;

/**
 * Orders matching `where`, newest first, `limit` from `offset`, each with its
 * mobile, payment and refund: one statement (the customer, payment and refund
 * joined as the customers and payments modules' subqueries).
 */
export async function readOrders(
  db: Db | Tx,
  where: OrderFilter,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<RechargeOrderView[]> {
  const customer = customersToJoin(db);
  const payment = paymentsToJoin(db);
  const refund = refundsToJoin(db);
  const rows = await db
    .select({
      order: rechargeOrders,
      mobile: customer.mobile,
      payment: {
        id: payment.id,
        status: payment.status,
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: payment.gatewayPaymentId,
        method: payment.method,
      },
      refund: {
        id: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        gatewayRefundId: refund.gatewayRefundId,
        status: refund.status,
        reason: refund.reason,
        createdAt: refund.createdAt,
        updatedAt: refund.updatedAt,
      },
    })
    .from(rechargeOrders)
    .innerJoin(customer, eq(customer.id, rechargeOrders.customerId))
    .innerJoin(payment, eq(payment.id, rechargeOrders.paymentId))
    .leftJoin(refund, eq(refund.paymentId, rechargeOrders.paymentId))
    .where(where({ customer, payment }))
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/**
 * How many orders match `where` (the order's and its customer's columns): the
 * count joins the customer alone, as readOrders joins it, so a search by the
 * customer's mobile counts alike.
 */
export async function countOrders(db: Db | Tx, where: OrderCustomerFilter): Promise<number> {
  const customer = customersToJoin(db);
  const [row] = await db
    .select({ total: count() })
    .from(rechargeOrders)
    .innerJoin(customer, eq(customer.id, rechargeOrders.customerId))
    .where(where({ customer }));
  return row?.total ?? 0;
}

/** The order `id` (of `customerId` when given) with its mobile, payment and refund; null when none. */
export async function readOrder(db: Db | Tx, id: string, customerId?: string): Promise<RechargeOrderView | null> {
  const where = customerId
    ? and(eq(rechargeOrders.id, id), eq(rechargeOrders.customerId, customerId))
    : eq(rechargeOrders.id, id);
  const [row] = await readOrders(db, () => where, { limit: 1 });
  return row ?? null;
}

/** The refund as the contract shows it: `entity: 'refund'` once the gateway accepted it. */
export function toRechargeRefund(refund: RefundRow): NonNullable<RechargeOrder['refund']> {
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
    reference: order.reference,
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
    paymentMethod: payment.method,
    fetched_bill_order_id: order.fetchedBillOrderId,
    bill_fetch_ref: order.billFetchRef,
    refund: refund && toRechargeRefund(refund),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
