import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductCategory } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { CATALOGUE_PRODUCTS, seedShop } from '../../test/demo-seed.js';
import { forgetCatalogue } from '../../db/read-cache.js';
import { products } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
});
afterAll(async () => ctx.app.close());

const getProducts = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/e-commerce/get_products', payload });
const categories = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_product_category' })).json<{
    data: ProductCategory[];
  }>().data;

describe('catalogue', () => {
  it('lists the six seeded categories with their product counts, publicly and cacheable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_product_category' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=');
    const data = res.json<{ data: ProductCategory[] }>().data;
    expect(data.map((c) => c.slug)).toEqual([
      'puja-samagri',
      'idols-murtis',
      'rudraksha-malas',
      'books-scriptures',
      'incense-dhoop',
      'prasad-dry-fruits',
    ]);
    expect(data.reduce((n, c) => n + c.productCount, 0)).toBe(CATALOGUE_PRODUCTS.length);
  });

  it('pages products by name with prices in rupees and a served image', async () => {
    const first = (await getProducts({ page: 1, pageSize: 10 })).json<{ data: Product[]; total: number }>();
    expect(first.total).toBe(CATALOGUE_PRODUCTS.length);
    expect(first.data).toHaveLength(10);
    const names = first.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const camphor = CATALOGUE_PRODUCTS.find((p) => p.slug === 'camphor-tablets-100g');
    const all = (await getProducts({ pageSize: 60 })).json<{ data: Product[] }>().data;
    expect(all.find((p) => p.slug === 'camphor-tablets-100g')).toMatchObject({
      price: (camphor?.pricePaise ?? 0) / 100,
      mrp: (camphor?.mrpPaise ?? 0) / 100,
      categoryName: 'Puja Samagri',
    });
    const image = await ctx.app.inject({ method: 'GET', url: first.data[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['cache-control']).toContain('immutable');
  });

  it('filters by category and by search text, matching % literally', async () => {
    const books = (await categories()).find((c) => c.slug === 'books-scriptures');
    const inBooks = (await getProducts({ categoryId: books?._id, pageSize: 60 })).json<{ data: Product[] }>().data;
    expect(inBooks.length).toBe(books?.productCount);
    expect(new Set(inBooks.map((p) => p.categoryName))).toEqual(new Set(['Books & Scriptures']));
    const rudraksha = (await getProducts({ search: 'rudraksha' })).json<{ data: Product[] }>().data;
    expect(rudraksha.length).toBeGreaterThan(0);
    for (const p of rudraksha) expect(`${p.name} ${p.description}`.toLowerCase()).toContain('rudraksha');
    expect((await getProducts({ search: '%' })).json<{ total: number }>().total).toBe(0);
  });

  it('refuses bad paging and ids with 400', async () => {
    expect((await getProducts({ page: 0 })).statusCode).toBe(400);
    expect((await getProducts({ pageSize: 500 })).statusCode).toBe(400);
    expect((await getProducts({ categoryId: 'abc' })).statusCode).toBe(400);
  });

  it('shows product details and 404 for unknown or withdrawn products', async () => {
    const [one] = (await getProducts({ pageSize: 1 })).json<{ data: Product[] }>().data;
    const details = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${one?._id}` });
    expect(details.json()).toMatchObject({ status: true, data: { _id: one?._id, name: one?.name } });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/e-commerce/get_product_details/0123456789abcdef01234567',
    });
    expect(unknown.statusCode).toBe(404);
    await ctx.app.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, one?._id ?? ''));
    forgetCatalogue(ctx.app.db); // as an admin write does
    const withdrawn = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${one?._id}` });
    expect(withdrawn.statusCode).toBe(404);
    expect((await getProducts({ pageSize: 60 })).json<{ total: number }>().total).toBe(CATALOGUE_PRODUCTS.length - 1);
  });

  it('seeds only what is missing', async () => {
    await seedShop(ctx.app.db, ctx.app.providers);
    expect((await ctx.app.db.select().from(products)).length).toBe(CATALOGUE_PRODUCTS.length);
  });
});
