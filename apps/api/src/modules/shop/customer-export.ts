/**
 * The shop's part of "Download my data" (issue 24): the customer's orders
 * with their items, the address each shipped to, the status history and the
 * courier's tracking (AWB), and the cart they keep.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { cartItems, orders } from './tables.js';

/** `shop-orders.json` (newest first; amounts in rupees) and `cart.json`. */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const [rows, cart] = await Promise.all([
    db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)),
    db.select().from(cartItems).where(eq(cartItems.customerId, customerId)).orderBy(asc(cartItems.createdAt)),
  ]);
  return {
    json: {
      'shop-orders.json': rows.map((o) => ({
        id: o.id,
        reference: o.reference,
        paymentId: o.paymentId,
        customerName: o.customerName,
        items: o.items,
        amountRupees: o.amountPaise / 100,
        address: o.address,
        status: o.status,
        statusTimes: o.statusTimes,
        tracking: { courier: o.courier, awb: o.awb },
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
      })),
      'cart.json': cart.map(({ customerId: _owner, ...item }) => item),
    },
  };
}
