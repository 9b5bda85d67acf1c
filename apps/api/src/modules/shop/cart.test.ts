import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY, type Cart, type Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { catalogueOf } from '../../test/shop.js';
import { seedShop } from '../../test/demo-seed.js';
import { products } from './tables.js';

let ctx: TestContext;
let priya: LoggedIn;
let ravi: LoggedIn;
let catalogue: Product[];
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
  priya = await loginAs(ctx.app);
  ravi = await loginAs(ctx.app);
  catalogue = await catalogueOf(ctx.app);
});
afterAll(async () => ctx.app.close());

const inStock = (min: number, skip = 0) => {
  const found = catalogue.filter((p) => p.stock >= min)[skip];
  if (!found) throw new Error(`no product with ${min} in stock`);
  return found;
};
const call = (who: LoggedIn, name: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/e-commerce/${name}`, payload });
const cartOf = async (who: LoggedIn) =>
  (await call(who, 'get_customer_cart', { customerId: who.userId })).json<{ data: Cart }>().data;

describe('cart', () => {
  it('adds up quantities, totals in rupees and sums the badge quantity', async () => {
    const diya = inStock(20);
    const book = inStock(20, 1);
    expect((await call(priya, 'add_to_cart', { productId: diya._id })).json()).toMatchObject({
      status: true,
      data: { totalQuantity: 1 },
    });
    await call(priya, 'add_to_cart', { productId: diya._id, quantity: 2 });
    const res = await call(priya, 'add_to_cart', { productId: book._id, quantity: 1 });
    const cart = res.json<{ data: Cart }>().data;
    expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([
      [diya._id, 3],
      [book._id, 1],
    ]);
    expect(cart.totalQuantity).toBe(4);
    expect(cart.totalPrice).toBeCloseTo(diya.price * 3 + book.price, 2);
    expect(cart.items[0]?.lineTotal).toBeCloseTo(diya.price * 3, 2);
    expect(await cartOf(priya)).toEqual(cart);
  });

  it('adds up parallel taps on "Add to cart" for a product not yet in the cart', async () => {
    const meera = await loginAs(ctx.app);
    const product = inStock(20, 2);
    await Promise.all([1, 2, 3].map(() => call(meera, 'add_to_cart', { productId: product._id })));
    expect((await cartOf(meera)).items.map((i) => [i.productId, i.quantity])).toEqual([[product._id, 3]]);
  });

  it('sets a quantity, and 0 removes the line', async () => {
    const [first] = (await cartOf(priya)).items;
    const set = await call(priya, 'update_cart_item_quantity', { productId: first?.productId, quantity: 5 });
    expect(set.json<{ data: Cart }>().data.items[0]?.quantity).toBe(5);
    const removed = await call(priya, 'update_cart_item_quantity', { productId: first?.productId, quantity: 0 });
    expect(removed.json<{ data: Cart }>().data.items.map((i) => i.productId)).not.toContain(first?.productId);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }],
    ['a fraction', { quantity: 1.5 }],
    ['a string', { quantity: '2' }],
    [`more than ${MAX_CART_QUANTITY}`, { quantity: MAX_CART_QUANTITY + 1 }],
  ])('refuses %s with 400 and changes nothing', async (_label, change) => {
    const before = await cartOf(priya);
    const res = await call(priya, 'update_cart_item_quantity', { productId: inStock(20)._id, ...change });
    expect(res.statusCode).toBe(400);
    expect(await cartOf(priya)).toEqual(before);
  });

  it('refuses unknown products (404), sold-out products and more than the stock (409)', async () => {
    const before = await cartOf(priya);
    const unknown = await call(priya, 'add_to_cart', { productId: '0123456789abcdef01234567' });
    expect(unknown.statusCode).toBe(404);
    const soldOut = catalogue.find((p) => p.stock === 0);
    const none = await call(priya, 'add_to_cart', { productId: soldOut?._id });
    expect(none.statusCode).toBe(409);
    expect(none.json<{ message: string }>().message).toBe(`Sorry, ${soldOut?.name} is out of stock.`);

    const scarce = inStock(1);
    await ctx.app.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce._id));
    const tooMany = await call(priya, 'update_cart_item_quantity', { productId: scarce._id, quantity: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toContain('Only 2 of');
    expect(await cartOf(priya)).toEqual(before);
  });

  it("never shows or changes another customer's cart", async () => {
    expect((await call(ravi, 'get_customer_cart', { customerId: priya.userId })).statusCode).toBe(403);
    await call(ravi, 'add_to_cart', { productId: inStock(20)._id });
    expect((await cartOf(ravi)).totalQuantity).toBe(1);
    expect((await cartOf(priya)).items.length).toBeGreaterThan(0);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-commerce/add_to_cart',
      payload: { productId: inStock(20)._id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
