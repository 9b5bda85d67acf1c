/**
 * Buy again (issue 23): a past order's products into the cart again, each
 * as many as were ordered where the stock and the per-product limit allow
 * (cart.ts addAvailable); products sold out or no longer sold are left out
 * and reported, so the customer is told what could not be added.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type BuyAgainLine, type Cart } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { addAvailable, getCart } from './cart.js';
import { orders } from './tables.js';

/**
 * Adds the lines of `customerId`'s order `orderId` to their cart. Returns the
 * cart and, per line, how many were wanted and added. Throws 404 for an
 * unknown order or someone else's.
 */
export async function buyAgain(
  db: Db,
  customerId: string,
  orderId: string,
): Promise<{ cart: Cart; lines: BuyAgainLine[] }> {
  const [order] = await db
    .select({ items: orders.items })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw httpErrors.notFound(MESSAGES.orderOrBookingNotFound);
  const lines: BuyAgainLine[] = [];
  for (const item of order.items) {
    const added = await addAvailable(db, customerId, item.productId, item.quantity);
    lines.push({
      productId: item.productId,
      name: item.name,
      ...(item.hi?.name ? { hiName: item.hi.name } : {}),
      wanted: item.quantity,
      added,
    });
  }
  return { cart: await getCart(db, customerId), lines };
}
