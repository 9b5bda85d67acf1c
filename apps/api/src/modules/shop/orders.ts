/**
 * Orders (SPEC §7 order_product, getCustomerOrder; admin status changes).
 * An order is the customer's cart, paid by one verified card payment whose
 * amount equals the cart total the server computes; placing it decrements
 * stock, writes the order and empties the cart in one transaction
 * (payments/service.ts payAndFulfil refunds when it refuses).
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  paiseToRupees,
  trackingUrl,
  type Order,
  type OrderProductBody,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { forgetCatalogue } from '../../db/read-cache.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { getOwnAddress, toAddress } from '../addresses/service.js';
import {
  claimPayment,
  invoiceNumbersByPaymentIds,
  isRefusal,
  payAndFulfil,
  paymentsByIds,
  type PaymentRow,
} from '../payments/service.js';
import { cartLines, cartTotalPaise, clearCart } from './cart.js';
import { orders, products } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The API shape of an order (rupees, ISO dates, payment ids and state, the
 * GST invoice number when given, the status timeline and the shipment).
 */
export function toOrder(
  row: OrderRow,
  payment: Pick<PaymentRow, 'gatewayOrderId' | 'gatewayPaymentId' | 'status'> & Partial<Pick<PaymentRow, 'method'>>,
  invoiceNumber: string | null,
): Order {
  return {
    _id: row.id,
    reference: row.reference,
    customerName: row.customerName,
    items: row.items.map(({ pricePaise, hi, ...line }) => ({
      ...line,
      price: paiseToRupees(pricePaise),
      hi: hi ?? {},
    })),
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    paymentStatus: payment.status === 'refunded' ? 'refunded' : 'paid',
    razorpayOrderId: payment.gatewayOrderId ?? '',
    razorpayPaymentId: payment.gatewayPaymentId ?? '',
    paymentMethod: payment.method ?? null,
    address: row.address,
    invoiceNumber,
    timeline: [{ status: 'placed', at: row.createdAt.toISOString() }, ...row.statusTimes],
    shipment:
      row.courier && row.awb
        ? { courier: row.courier, awb: row.awb, trackingUrl: trackingUrl(row.courier, row.awb) }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Turns the customer's cart into an order paid by `payment`, inside `tx`:
 * locks the products, checks every line is still in stock, claims the
 * payment at the server's cart total, decrements stock, writes the order and
 * empties the cart. Throws 404 (address), 409 (empty cart, sold out, payment
 * spent), 422 (amount differs from the cart total).
 */
export async function placeOrder(
  tx: Tx,
  payment: PaymentRow,
  input: { customerId: string; customerName: string; addressId: string },
): Promise<OrderRow> {
  const address = await getOwnAddress(tx, input.customerId, input.addressId);
  const lines = await cartLines(tx, input.customerId, { forUpdate: true });
  if (lines.length === 0) throw httpErrors.conflict(MESSAGES.cartEmptyRefund);
  const short = lines.find((line) => line.quantity > line.stock);
  if (short)
    throw httpErrors.conflict(
      short.stock === 0
        ? MESSAGE_TEMPLATES.wentOutOfStockRefund(short.name)
        : MESSAGE_TEMPLATES.fewLeftRefund(short.stock, short.name),
    );
  const amountPaise = cartTotalPaise(lines);
  await claimPayment(tx, payment.id, { customerId: input.customerId, amountPaise, purpose: 'cart' });

  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) throw httpErrors.conflict(MESSAGE_TEMPLATES.wentOutOfStock(line.name));
  }
  const { _id: _unused, createdAt: _created, ...shipTo } = toAddress(address);
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: input.customerId,
      paymentId: payment.id,
      customerName: input.customerName,
      amountPaise,
      address: shipTo,
      items: lines.map(({ productId, name, image, unit, pricePaise, quantity, hi }) => ({
        productId,
        name,
        image,
        unit,
        pricePaise,
        quantity,
        hi: { name: hi.name, unit: hi.unit },
      })),
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await clearCart(tx, input.customerId);
  return order;
}

/**
 * order_product: verifies the card payment and places the cart as an order
 * (placeOrder). Refusals are refunded (payAndFulfil). Returns the order.
 */
export async function orderProduct(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: OrderProductBody,
): Promise<Order> {
  const { customerName, addressId, ...checkout } = body;
  const order = await payAndFulfil(db, gateway, customerId, checkout, async (tx, payment) => {
    const placed = await placeOrder(tx, payment, { customerId, customerName, addressId });
    const invoiceNumbers = await invoiceNumbersByPaymentIds(tx, [payment.id]);
    return toOrder(placed, payment, invoiceNumbers.get(payment.id) ?? null);
  });
  forgetCatalogue(db); // the stock shown changed
  forgetCustomerReads(db, 'cart', customerId); // the cart is empty now
  return order;
}

/** The customer's orders, newest first (SPEC §7 getCustomerOrder). */
export async function listOrders(db: Db, customerId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withPayments(db, rows);
}

/** Pairs each order with its payment's ids and state and its invoice number. */
export async function withPayments(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const paymentIds = rows.map((row) => row.paymentId);
  const [paid, invoiceNumbers] = await Promise.all([
    paymentsByIds(db, paymentIds),
    invoiceNumbersByPaymentIds(db, paymentIds),
  ]);
  return rows.flatMap((row) => {
    const payment = paid.get(row.paymentId);
    return payment ? [toOrder(row, payment, invoiceNumbers.get(row.paymentId) ?? null)] : [];
  });
}

/**
 * Reconciliation's way to finish a cart payment whose browser never came
 * back (issue: reconciliation job; payments' purpose registry, routes.ts
 * registers it): when the payment names its delivery address (`purposeId`),
 * places the cart as an order for the address's name. Returns the order, or
 * null when it cannot be placed from the server's own records (no address,
 * cart changed or sold out): the caller refunds.
 */
export async function fulfilCartPayment(db: Db, payment: PaymentRow): Promise<OrderRow | null> {
  if (payment.purpose !== 'cart' || !payment.purposeId) return null;
  const addressId = payment.purposeId;
  try {
    const order = await db.transaction(async (tx) => {
      const address = await getOwnAddress(tx, payment.customerId, addressId);
      return placeOrder(tx, payment, { customerId: payment.customerId, customerName: address.name, addressId });
    });
    forgetCatalogue(db);
    forgetCustomerReads(db, 'cart', payment.customerId);
    return order;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
