/**
 * Test helpers for the shop, used the way a customer uses it: through HTTP.
 * Seed the demo catalogue first (seed/shop/seed.ts). Also a change made
 * straight in the tables, behind the API's back (a category renamed), for
 * tests of the read caches.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Cart, Product } from '@seva/contracts';
import { productCategories } from '../modules/shop/tables.js';
import { injectAs, loginAs, type LoggedIn } from './login.js';

/** A delivery address in Varanasi; the name is the caller's to choose. */
export const DELIVERY_ADDRESS = {
  mobile: '9876543210',
  houseNo: '12, Assi Ghat Road',
  area: 'Bhelupur',
  city: 'Varanasi',
  state: 'Uttar Pradesh',
  pincode: '221005',
};

/** Every active product of the seeded catalogue (get_products, one page of 60). */
export async function catalogueOf(app: FastifyInstance): Promise<Product[]> {
  const res = await app.inject({ method: 'POST', url: '/api/e-commerce/get_products', payload: { pageSize: 60 } });
  return res.json<{ data: Product[] }>().data;
}

/**
 * A new customer (or `existing`) with `lines` (product id → quantity) added to the cart and
 * DELIVERY_ADDRESS saved under `name`. Returns who they are, the cart as the
 * server answered it and the address id. Throws when a call is refused.
 */
export async function shopper(
  app: FastifyInstance,
  lines: { productId: string; quantity: number }[],
  name = 'Priya Verma',
  existing?: LoggedIn,
): Promise<{ who: LoggedIn; cart: Cart; addressId: string }> {
  const who = existing ?? (await loginAs(app));
  const post = async (url: string, payload: object) => {
    const res = await injectAs(app, who.token, { method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body}`);
    return res;
  };
  let cart: Cart = { items: [], totalPrice: 0, totalQuantity: 0 };
  for (const line of lines) cart = (await post('/api/e-commerce/add_to_cart', line)).json<{ data: Cart }>().data;
  const address = await post('/api/e-commerce/add_address', { userId: who.userId, name, ...DELIVERY_ADDRESS });
  return { who, cart, addressId: address.json<{ data: { _id: string } }>().data._id };
}

/** Renames product category `id` to `name` straight in the table, behind the API's back: no cache hears of it. */
export async function renameCategoryQuietly(app: FastifyInstance, id: string, name: string): Promise<void> {
  await app.db.update(productCategories).set({ name }).where(eq(productCategories.id, id));
}
