/**
 * The customer is told when an admin moves their order on (issue 23,
 * `order_update`): packed, shipped (with the courier and AWB when the order
 * carries them), delivered; leading to the order in Product History. Once
 * per order and status (dedupeKey `order_update:<order id>:<status>`).
 */
import type { OrderStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/service.js';
import type { orders } from './tables.js';

type OrderRow = typeof orders.$inferSelect;

/** Where an order notification leads: the order's card in Product History. */
export const orderLink = (order: Pick<OrderRow, 'reference'>) => `/history/product-history#order-${order.reference}`;

/** The courier and AWB of a shipped order (the tracking timeline's fields, which the move to shipped requires). */
function shipping({ courier, awb }: OrderRow): string {
  if (courier && awb) return ` with ${courier}, AWB ${awb}`;
  if (courier) return ` with ${courier}`;
  return awb ? `, AWB ${awb}` : '';
}

const TOLD: Partial<Record<OrderStatus, (order: OrderRow) => { title: string; body: string }>> = {
  packed: (o) => ({ title: 'Your order is packed', body: `Order ${o.reference} is packed and will ship soon.` }),
  shipped: (o) => ({ title: 'Your order has shipped', body: `Order ${o.reference} has shipped${shipping(o)}.` }),
  delivered: (o) => ({
    title: 'Your order was delivered',
    body: `Order ${o.reference} was delivered. Thank you for shopping with Seva.`,
  }),
};

/** Tells `order`'s customer it is now `order.status` (packed, shipped or delivered; other statuses: nothing). Never throws. */
export async function noticeOrderStatus(db: Db, order: OrderRow): Promise<void> {
  const told = TOLD[order.status];
  if (!told) return;
  await notify(db, null, order.customerId, {
    kind: 'order_update',
    ...told(order),
    link: orderLink(order),
    dedupeKey: `order_update:${order.id}:${order.status}`,
  }).catch(() => null);
}
