import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type BuyAgainResponse, type Order, type Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { seedShop } from '../../test/demo-seed.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard } from '../../test/payments.js';
import { catalogueOf, shopper } from '../../test/shop.js';
import { products } from './tables.js';

let ctx: TestContext;
let catalogue: Product[];
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
  catalogue = (await catalogueOf(ctx.app)).filter((p) => p.stock >= 10);
});
afterAll(async () => ctx.app.close());

const post = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });

/** A new customer's order of 3 × a, 2 × b and 1 × c, paid and placed. */
async function pastOrder(a: Product, b: Product, c: Product) {
  const lines = [
    { productId: a._id, quantity: 3 },
    { productId: b._id, quantity: 2 },
    { productId: c._id, quantity: 1 },
  ];
  const { who, cart, addressId } = await shopper(ctx.app, lines);
  const paid = await payByCard(ctx.app, who, cart.totalPrice);
  const res = await post(who, '/api/e-commerce/order_product', { customerName: 'Priya Verma', addressId, ...paid });
  return { who, order: res.json<{ data: Order }>().data };
}

describe('POST /api/e-commerce/buy_again', () => {
  it('puts the order’s products back in the cart, capped by the stock, and names what could not be added', async () => {
    const [a, b, c] = catalogue as [Product, Product, Product];
    const { who, order } = await pastOrder(a, b, c);
    // Since the order: b has 1 left, c is sold out.
    await ctx.app.db.update(products).set({ stock: 1 }).where(eq(products.id, b._id));
    await ctx.app.db.update(products).set({ stock: 0 }).where(eq(products.id, c._id));

    const res = await post(who, '/api/e-commerce/buy_again', { orderId: order._id });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json<BuyAgainResponse>();
    expect(message).toBe(MESSAGES.addedToCart);
    expect(data.lines.map((line) => [line.productId, line.wanted, line.added])).toEqual([
      [a._id, 3, 3],
      [b._id, 2, 1],
      [c._id, 1, 0],
    ]);
    expect(data.lines[0]?.hiName).toBe(a.hi.name);
    expect(data.cart.items.map((item) => [item.productId, item.quantity])).toEqual([
      [a._id, 3],
      [b._id, 1],
    ]);
    const cart = await post(who, '/api/e-commerce/get_customer_cart', { customerId: who.userId });
    expect(cart.json<{ data: { totalQuantity: number } }>().data.totalQuantity).toBe(4);

    // Again: b is already all the stock there is, so only a grows.
    const again = (await post(who, '/api/e-commerce/buy_again', { orderId: order._id })).json<BuyAgainResponse>();
    expect(again.data.lines.map((line) => line.added)).toEqual([3, 0, 0]);
  });

  it('says so when nothing can be added, and answers 404 for another customer’s order', async () => {
    const [a, b, c] = catalogue.slice(3) as [Product, Product, Product];
    const { who, order } = await pastOrder(a, b, c);
    await ctx.app.db.update(products).set({ active: false }).where(eq(products.id, a._id));
    await ctx.app.db.update(products).set({ stock: 0 }).where(eq(products.id, b._id));
    await ctx.app.db.update(products).set({ stock: 0 }).where(eq(products.id, c._id));
    const res = await post(who, '/api/e-commerce/buy_again', { orderId: order._id });
    expect(res.json<BuyAgainResponse>()).toMatchObject({
      message: MESSAGES.buyAgainNothing,
      data: { cart: { items: [] } },
    });
    const stranger = await loginAs(ctx.app);
    expect((await post(stranger, '/api/e-commerce/buy_again', { orderId: order._id })).statusCode).toBe(404);
    expect((await post(stranger, '/api/e-commerce/buy_again', { orderId: 'nope' })).statusCode).toBe(400);
  });
});
