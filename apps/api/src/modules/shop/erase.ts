/**
 * The shop's part of deleting an account (issue 24, docs/decisions/017): the
 * cart goes; orders stay as the financial records the law keeps
 * (RETENTION.financialRecordsYears), with the name and the address copy
 * replaced: the state stays, as it is the invoice's place of supply (IGST Act
 * s.10(1)(a)), and the city with it. An order not yet delivered or cancelled
 * holds the deletion back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME, type OrderStatus } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { cartItems, orders } from './tables.js';

/** Orders still on their way. */
const OPEN_ORDER_STATUSES: OrderStatus[] = ['placed', 'packed', 'shipped'];

/** `customerId`'s orders still on their way: reference and the India date they were placed, oldest first. */
export async function openOrdersOf(db: Db | Tx, customerId: string): Promise<{ reference: string; placedAt: Date }[]> {
  const rows = await db
    .select({ reference: orders.reference, placedAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, OPEN_ORDER_STATUSES)))
    .orderBy(orders.createdAt);
  return rows;
}

/** Empties `customerId`'s cart and anonymises their orders inside `tx`. */
export async function eraseCustomerShop(tx: Tx, customerId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
  const kept = await tx
    .select({ id: orders.id, address: orders.address })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  for (const order of kept) {
    const address = {
      name: DELETED_CUSTOMER_NAME,
      mobile: '',
      houseNo: '',
      area: '',
      landmark: '',
      city: order.address.city,
      state: order.address.state,
      pincode: '',
      addressType: order.address.addressType,
    };
    await tx.update(orders).set({ customerName: DELETED_CUSTOMER_NAME, address }).where(eq(orders.id, order.id));
  }
  forgetCustomerReads(tx, 'cart', customerId);
  forgetCustomerReads(tx, 'history', customerId);
}
