/**
 * A shop order's GST tax invoice (issue 23; lib/invoices): the order's lines
 * at the prices paid (GST-inclusive) with each product's HSN and rate
 * (tax-classes.ts), billed and shipped to the delivery address kept with the
 * order, whose state is the place of supply (IGST Act s.10(1)(a): where the
 * goods are delivered).
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { InvoiceDocument, InvoiceParty } from '../../lib/invoices/pdf.js';
import { invoiceFacts } from '../payments/service.js';
import { orders, productCategories, products, type OrderLine } from './tables.js';
import { taxClassOf } from './tax-classes.js';

/** The category slug of each product in `lines`, by product id. */
async function categoriesOf(db: Db, lines: OrderLine[]): Promise<Map<string, string>> {
  if (lines.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, slug: productCategories.slug })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * The invoice of order `orderId`; `customerId` limits it to that customer's
 * orders (null: an admin's download). Throws 404 (unknown or someone
 * else's order), 409 (not paid).
 */
export async function orderInvoice(
  db: Db,
  seller: InvoiceDocument['seller'],
  orderId: string,
  customerId: string | null,
): Promise<InvoiceDocument> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), customerId ? eq(orders.customerId, customerId) : undefined));
  if (!order) throw httpErrors.notFound(MESSAGES.orderOrBookingNotFound);
  const facts = await invoiceFacts(db, order.paymentId);
  const slugs = await categoriesOf(db, order.items);
  const { address } = order;
  const party: InvoiceParty = {
    name: address.name,
    lines: [
      [address.houseNo, address.area].filter(Boolean).join(', '),
      address.landmark ? `Near ${address.landmark}` : '',
      `${address.city}, ${address.state} ${address.pincode}`.trim(),
      // An erased account's order keeps no mobile (account-deletion, issue 24).
      address.mobile ? `Mobile ${address.mobile}` : '',
    ].filter(Boolean),
  };
  return {
    ...facts,
    seller,
    billTo: { ...party, name: order.customerName },
    shipTo: party,
    reference: { label: 'Order', value: order.reference },
    place: { state: address.state },
    items: order.items.map((line) => ({
      description: line.hi?.name ? `${line.name} (${line.hi.name}), ${line.unit}` : `${line.name}, ${line.unit}`,
      quantity: line.quantity,
      unitPrice: line.pricePaise,
      ...taxClassOf(slugs.get(line.productId)),
    })),
  };
}
