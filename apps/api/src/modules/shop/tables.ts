/**
 * The devotional shop (SPEC §7 e-commerce calls). Money is integer paise,
 * GST included. A cart is one row per (customer, product); an order copies
 * the names, prices and address it was placed with, so later catalogue or
 * address edits never change history. `orders.payment_id` is unique: one
 * payment fulfils one order (DESIGN: Data).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address, OrderStatus, ProductHindi } from '@seva/contracts';
import { createdAtColumn, idColumn, referenceColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { payments } from '../payments/tables.js';

export const productCategories = pgTable(
  'product_categories',
  {
    id: idColumn(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The Hindi of name and description (decision 011). */
    hi: jsonb().$type<{ name?: string; description?: string }>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('product_categories_slug_key').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    categoryId: text()
      .notNull()
      .references(() => productCategories.id),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    pricePaise: integer().notNull(),
    mrpPaise: integer().notNull(),
    unit: text().notNull().default('1 pc'),
    stock: integer().notNull().default(0),
    /** Public URL of the product image (storage provider). */
    image: text().notNull().default(''),
    active: boolean().notNull().default(true),
    /** The Hindi of name, description and pack size (decision 011). */
    hi: jsonb().$type<ProductHindi>().notNull().default({}),
    /** The Hindi name, for search ("गणेश" finds the Ganesh murti). */
    hiName: text().generatedAlwaysAs(sql`hi ->> 'name'`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_id_idx').on(t.categoryId, t.name),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0 and ${t.mrpPaise} >= ${t.pricePaise}`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    productId: text()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('cart_items_customer_product_key').on(t.customerId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** What an order line keeps of the product at the time of purchase. */
export interface OrderLine {
  productId: string;
  name: string;
  image: string;
  unit: string;
  pricePaise: number;
  quantity: number;
  /** The Hindi of name and pack size at the time of purchase (absent on orders placed before it existed). */
  hi?: Pick<ProductHindi, 'name' | 'unit'>;
}

/** orders.reference (db/columns.ts referenceColumn) and its sequence. */
const ordersReference = referenceColumn('OD', 'orders_reference_seq');
export const ordersReferenceSequence = ordersReference.sequence;

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    reference: ordersReference.column,
    customerId: text()
      .notNull()
      .references(() => customers.id),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    customerName: text().notNull(),
    items: jsonb().$type<OrderLine[]>().notNull(),
    amountPaise: integer().notNull(),
    /** The delivery address as it was when the order was placed. */
    address: jsonb().$type<Omit<Address, '_id' | 'createdAt'>>().notNull(),
    status: text().$type<OrderStatus>().notNull().default('placed'),
    /** When each later status was reached (ISO instants, oldest first; placed is created_at). Issue 23. */
    statusTimes: jsonb().$type<{ status: OrderStatus; at: string }[]>().notNull().default([]),
    /** The courier and AWB number, entered with the move to shipped. */
    courier: text(),
    awb: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('orders_reference_key').on(t.reference),
    uniqueIndex('orders_payment_id_key').on(t.paymentId),
    index('orders_customer_id_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);
