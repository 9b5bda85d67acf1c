/**
 * The customer's cart (SPEC §3 "Cart", §7 add_to_cart,
 * update_cart_item_quantity, get_customer_cart). One row per product; a
 * quantity is always 1..MAX_CART_QUANTITY and never more than the stock.
 * Totals are computed here from today's prices, never taken from the browser.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  MESSAGE_TEMPLATES,
  MAX_CART_QUANTITY,
  paiseToRupees,
  type Cart,
  type ProductHindi,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { PurposeQuote } from '../payments/service.js';
import { PRODUCT_NOT_FOUND } from './products.js';
import { cartItems, productCategories, products } from './tables.js';

/** A cart line joined with its product, prices in paise. */
export interface CartLine {
  id: string;
  productId: string;
  name: string;
  image: string;
  unit: string;
  pricePaise: number;
  mrpPaise: number;
  /** 0 when the product or its category was withdrawn. */
  stock: number;
  quantity: number;
  /** The product's Hindi (name, pack size…). */
  hi: ProductHindi;
}

/**
 * The customer's cart lines, oldest first. With `forUpdate` the product rows
 * are locked until the transaction ends (checkout decrements their stock).
 */
export async function cartLines(
  db: Db | Tx,
  customerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartLine[]> {
  const query = db
    .select({
      id: cartItems.id,
      productId: products.id,
      name: products.name,
      image: products.image,
      unit: products.unit,
      pricePaise: products.pricePaise,
      mrpPaise: products.mrpPaise,
      stock: sql<number>`case when ${products.active} and ${productCategories.active} then ${products.stock} else 0 end`,
      quantity: cartItems.quantity,
      hi: products.hi,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // Lock the cart lines too: a second checkout of the same cart waits, then finds them gone (PostgreSQL re-reads locked rows).
  return options.forUpdate ? query.for('update', { of: [cartItems, products] }) : query;
}

/** Σ price × quantity in paise. */
export function cartTotalPaise(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.pricePaise * line.quantity, 0);
}

/** Why the cart cannot be bought as it stands: empty, or a line beyond the stock. */
function cartRefusal(lines: CartLine[]): string | undefined {
  if (lines.length === 0) return MESSAGES.cartEmpty;
  const short = lines.find((line) => line.quantity > line.stock);
  if (!short) return undefined;
  return short.stock === 0
    ? MESSAGE_TEMPLATES.outOfStockRemove(short.name)
    : MESSAGE_TEMPLATES.fewLeft(short.stock, short.name);
}

/**
 * The server's price of a `cart` payment (payments' purpose registry; routes.ts
 * registers it): the customer's cart total today in paise, or why the cart
 * cannot be bought (empty, or a line beyond the stock).
 */
export const cartQuote: PurposeQuote = async (db, customerId) => {
  const lines = await cartLines(db, customerId);
  return {
    amountPaise: cartTotalPaise(lines),
    refusal: cartRefusal(lines),
    changed: MESSAGE_TEMPLATES.cartTotalChanged,
  };
};

/** The API shape of a cart: items, totalPrice (rupees) and totalQuantity (the header badge, SPEC §9). */
export function toCart(lines: readonly CartLine[]): Cart {
  return {
    items: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      image: line.image,
      unit: line.unit,
      price: paiseToRupees(line.pricePaise),
      mrp: paiseToRupees(line.mrpPaise),
      quantity: line.quantity,
      stock: line.stock,
      lineTotal: paiseToRupees(line.pricePaise * line.quantity),
      hi: { name: line.hi.name, unit: line.hi.unit },
    })),
    totalPrice: paiseToRupees(cartTotalPaise(lines)),
    totalQuantity: lines.reduce((total, line) => total + line.quantity, 0),
  };
}

/** The customer's cart as the API answers it. */
export async function getCart(db: Db, customerId: string): Promise<Cart> {
  return toCart(await cartLines(db, customerId));
}

/** The sellable product `productId` with its stock. Throws 404 when unknown or withdrawn. */
async function sellable(tx: Tx, productId: string): Promise<{ name: string; stock: number }> {
  const [row] = await tx
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.active, true), eq(productCategories.active, true)))
    .limit(1);
  if (!row) throw httpErrors.notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** Throws 409 when `quantity` of the product cannot be sold (stock or the per-product limit). */
function assertAvailable(product: { name: string; stock: number }, quantity: number): void {
  if (product.stock === 0) throw httpErrors.conflict(MESSAGE_TEMPLATES.outOfStock(product.name));
  if (quantity > product.stock) throw httpErrors.conflict(MESSAGE_TEMPLATES.fewLeft(product.stock, product.name));
  if (quantity > MAX_CART_QUANTITY) throw httpErrors.conflict(MESSAGE_TEMPLATES.cartQuantityLimit(MAX_CART_QUANTITY));
}

/**
 * Locks this customer's cart line of `productId` for the transaction (even
 * before the line exists, so two quick taps add up) and reads it.
 */
async function lockedLine(tx: Tx, customerId: string, productId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${customerId}:${productId}`}, 0))`);
  const [line] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)));
  return line;
}

/**
 * Adds up to `wanted` of `productId` to the cart, as many as the stock and
 * the per-product limit (MAX_CART_QUANTITY) allow beside what the cart
 * holds (buy again, issue 23). Returns how many were added: 0 for a product
 * sold out or no longer sold. Never throws for availability.
 */
export async function addAvailable(db: Db, customerId: string, productId: string, wanted: number): Promise<number> {
  const added = await db.transaction(async (tx) => {
    const line = await lockedLine(tx, customerId, productId);
    const product = await sellable(tx, productId).catch(() => null);
    const current = line?.quantity ?? 0;
    const quantity = product ? Math.min(current + wanted, product.stock, MAX_CART_QUANTITY) : current;
    if (quantity <= current) return 0;
    await tx
      .insert(cartItems)
      .values({ customerId, productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId], set: { quantity } });
    return quantity - current;
  });
  if (added > 0) forgetCustomerReads(db, 'cart', customerId);
  return added;
}

/**
 * Sets the cart's quantity of `productId` from its current quantity
 * (`next(current)`, current 0 when absent); 0 removes the line. Runs in one
 * transaction holding a lock on this customer's line of this product (even
 * before the line exists), so two quick taps on "Add to cart" add up to two.
 * Throws 404 (unknown product) or 409 (stock, limit).
 */
async function changeQuantity(
  db: Db,
  customerId: string,
  productId: string,
  next: (current: number) => number,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const line = await lockedLine(tx, customerId, productId);
    const quantity = next(line?.quantity ?? 0);
    if (quantity === 0) {
      if (line) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return;
    }
    assertAvailable(await sellable(tx, productId), quantity);
    await tx
      .insert(cartItems)
      .values({ customerId, productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId], set: { quantity } });
  });
  forgetCustomerReads(db, 'cart', customerId);
  return getCart(db, customerId);
}

/** add_to_cart: adds `quantity` to what the cart holds. Errors as changeQuantity. */
export function addToCart(db: Db, customerId: string, productId: string, quantity: number): Promise<Cart> {
  return changeQuantity(db, customerId, productId, (current) => current + quantity);
}

/** update_cart_item_quantity: sets the quantity; 0 removes the line. Errors as changeQuantity. */
export function setCartQuantity(db: Db, customerId: string, productId: string, quantity: number): Promise<Cart> {
  return changeQuantity(db, customerId, productId, () => quantity);
}

/**
 * Empties the customer's cart (after an order took its lines). The caller
 * calls forgetCustomerReads(db, 'cart', customerId) once its transaction committed.
 */
export async function clearCart(tx: Db | Tx, customerId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
}
