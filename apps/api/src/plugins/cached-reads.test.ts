import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Product } from '@seva/contracts';
import {
  cachedCustomerAnswer,
  customerReadMark,
  forgetCustomerReads,
  keepCustomerAnswer,
  MAX_ANSWERS_PER_SHELF,
} from '../db/customer-read-cache.js';
import { cachedAnswer, catalogueGeneration, forgetCatalogue, keepAnswer } from '../db/read-cache.js';
import { seedShop } from '../seed/shop/seed.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../test/login.js';
import { catalogueOf } from '../test/shop.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
});
afterAll(async () => ctx.app.close());

const products = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/e-commerce/get_products', payload: body });
const prices = (res: { json(): unknown }) => (res.json() as { data: { price: number }[] }).data.map((p) => p.price);

describe('public reads answered from memory', () => {
  it('answers a repeated read with the same bytes and ETag until the catalogue is forgotten', async () => {
    const first = await products({ page: 1, pageSize: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w+/=]+"$/);
    // A change no forget announced (another process's write, until its message arrives) is not seen yet...
    await ctx.app.db.execute(sql`update products set price_paise = price_paise + 100, mrp_paise = mrp_paise + 100`);
    const second = await products({ page: 1, pageSize: 3 });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    // ...and is seen at once after forgetCatalogue, which every catalogue write calls.
    forgetCatalogue(ctx.app.db);
    const third = await products({ page: 1, pageSize: 3 });
    expect(prices(third)).toEqual(prices(first).map((price) => price + 1));
    expect(third.headers.etag).not.toBe(first.headers.etag);
  });

  it('keys a POST read by its body', async () => {
    const [page1, page2] = [await products({ page: 1, pageSize: 2 }), await products({ page: 2, pageSize: 2 })];
    expect(page2.body).not.toBe(page1.body);
    expect((await products({ page: 2, pageSize: 2 })).body).toBe(page2.body);
  });

  it("keeps the handler's Cache-Control on an answer from memory", async () => {
    const read = () => ctx.app.inject({ method: 'GET', url: '/api/app/customer/get_all_yatra' });
    const [first, second] = [await read(), await read()];
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers If-None-Match from memory with 304 and no body', async () => {
    const url = '/api/admin/getSeparateCategories';
    const first = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('does not keep a failed answer', async () => {
    const unknown = '/api/e-commerce/get_product_details/0123456789abcdef01234567';
    expect((await ctx.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect(cachedAnswer(ctx.app.db, `GET ${unknown}`)).toBeUndefined();
  });

  it('does not keep an answer read before a forget that came while it was on its way', () => {
    const answer = { body: '{"old":true}', contentType: 'application/json', etag: '"x"' };
    const began = catalogueGeneration(ctx.app.db);
    forgetCatalogue(ctx.app.db);
    keepAnswer(ctx.app.db, 'GET /late', answer, began);
    expect(cachedAnswer(ctx.app.db, 'GET /late')).toBeUndefined();
    keepAnswer(ctx.app.db, 'GET /late', answer, catalogueGeneration(ctx.app.db));
    expect(cachedAnswer(ctx.app.db, 'GET /late')).toEqual(answer);
  });
});

describe("a signed-in customer's cart answered from memory", () => {
  let priya: LoggedIn;
  let ravi: LoggedIn;
  let product: Product;
  beforeAll(async () => {
    [priya, ravi] = [await loginAs(ctx.app), await loginAs(ctx.app)];
    const found = (await catalogueOf(ctx.app)).find((p) => p.stock >= 10);
    if (!found) throw new Error('no product with stock');
    product = found;
  });

  const call = (who: LoggedIn, name: string, payload: object) =>
    injectAs(ctx.app, who.token, { method: 'POST', url: `/api/e-commerce/${name}`, payload });
  const cartRead = (who: LoggedIn, customerId = who.userId) => call(who, 'get_customer_cart', { customerId });
  const quantities = (res: { json(): unknown }) =>
    (res.json() as { data: Cart }).data.items.map((item) => [item.productId, item.quantity]);

  it('answers a repeat from memory and shows the customer their own change at once', async () => {
    await call(priya, 'add_to_cart', { productId: product._id });
    const first = await cartRead(priya);
    expect(quantities(first)).toEqual([[product._id, 1]]);
    // A write that announced nothing is not seen: the answer came from memory...
    await ctx.app.db.execute(sql`update cart_items set quantity = 5`);
    const second = await cartRead(priya);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('no-store');
    // ...and the customer's own add_to_cart forgets it.
    await call(priya, 'add_to_cart', { productId: product._id });
    expect(quantities(await cartRead(priya))).toEqual([[product._id, 6]]);
  });

  it("never serves one customer's answer to another, nor after logout", async () => {
    const own = await cartRead(priya);
    expect((await cartRead(priya)).body).toBe(own.body);
    // The same URL and body from someone else is still refused by the handler.
    expect((await cartRead(ravi, priya.userId)).statusCode).toBe(403);
    expect(quantities(await cartRead(ravi))).toEqual([]);
    const meera = await loginAs(ctx.app);
    const kept = await cartRead(meera);
    expect((await cartRead(meera)).body).toBe(kept.body);
    await injectAs(ctx.app, meera.token, { method: 'POST', url: '/api/app/customer/logout' });
    expect((await cartRead(meera)).statusCode).toBe(401);
  });

  it("shows today's prices once the catalogue is forgotten", async () => {
    const before = (await cartRead(priya)).json<{ data: Cart }>().data.totalPrice;
    await ctx.app.db.execute(sql`update products set price_paise = price_paise + 100, mrp_paise = mrp_paise + 100`);
    forgetCatalogue(ctx.app.db);
    const after = (await cartRead(priya)).json<{ data: Cart }>().data.totalPrice;
    expect(after).toBeCloseTo(before + 6, 2);
  });

  it('keeps a bounded number of answers per customer, whatever extra fields the bodies carry', async () => {
    // Unknown fields pass validation (they are stripped), so each body is a new key: a script must not grow memory with them.
    const keyOf = (extra: string) =>
      `POST /api/e-commerce/get_customer_cart ${JSON.stringify({ customerId: ravi.userId, extra })}`;
    const extras = [...Array.from({ length: 12 }, (_, i) => `x${i}`), 'y'.repeat(20_000)];
    for (const extra of extras) {
      const res = await call(ravi, 'get_customer_cart', { customerId: ravi.userId, extra });
      expect(res.statusCode).toBe(200);
    }
    const kept = extras.filter((extra) => cachedCustomerAnswer(ctx.app.db, 'cart', ravi.userId, keyOf(extra)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(MAX_ANSWERS_PER_SHELF);
    expect(kept).not.toContain('y'.repeat(20_000));
  });

  it('does not keep an answer read before a forget that came while it was on its way', () => {
    const answer = { body: '{"old":true}', contentType: 'application/json', etag: '"y"' };
    const mark = customerReadMark(ctx.app.db, 'cart', ravi.userId);
    forgetCustomerReads(ctx.app.db, 'cart', ravi.userId);
    keepCustomerAnswer(ctx.app.db, 'cart', ravi.userId, 'POST /late', answer, mark);
    expect(cachedCustomerAnswer(ctx.app.db, 'cart', ravi.userId, 'POST /late')).toBeUndefined();
    keepCustomerAnswer(
      ctx.app.db,
      'cart',
      ravi.userId,
      'POST /late',
      answer,
      customerReadMark(ctx.app.db, 'cart', ravi.userId),
    );
    expect(cachedCustomerAnswer(ctx.app.db, 'cart', ravi.userId, 'POST /late')).toEqual(answer);
  });
});
