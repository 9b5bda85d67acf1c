import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory, AdminProduct, Product } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { CATALOGUE_CATEGORIES } from './categories.js';
import { CATALOGUE_PRODUCTS } from './products.js';
import { seedShop } from './seed.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  await seedShop(ctx.app.db, ctx.app.providers);
});
afterAll(async () => ctx.app.close());

const adminGet = async <T>(url: string) => (await requestAs(ctx.app, admin, 'GET', url)).json<T>();
const search = async (text: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/e-commerce/get_products', payload: { search: text } })).json<{
    data: Product[];
    total: number;
  }>();

describe('the demo shop in Hindi (issue 21)', () => {
  it('ships every category and product with complete Hindi', async () => {
    const products = await adminGet<{ results: AdminProduct[]; total: number }>(
      '/api/admin/shop/products?pageSize=100',
    );
    expect(products.total).toBe(CATALOGUE_PRODUCTS.length);
    for (const product of products.results) expect(product.hindiMissing, product.slug).toEqual([]);
    expect((await adminGet<{ total: number }>('/api/admin/shop/products?hindi=missing')).total).toBe(0);
    const categories = await adminGet<{ data: AdminCategory[] }>('/api/admin/shop/categories');
    expect(categories.data).toHaveLength(CATALOGUE_CATEGORIES.length);
    for (const category of categories.data) expect(category.hindiMissing, category.slug).toEqual([]);
  });

  it('finds products by their Hindi name: "गणेश" finds the Ganesh murti, with its Hindi and its category’s', async () => {
    const found = await search('गणेश');
    expect(found.total).toBeGreaterThan(0);
    const murti = found.data.find((p) => /ganesh/i.test(p.name) && /murti/i.test(p.name));
    expect(murti?.hi.name).toContain('गणेश');
    expect(murti?.hi.categoryName).toMatch(/[\u0900-\u097F]/);
    for (const product of found.data) expect(`${product.hi.name} ${product.hi.description}`).toContain('गणेश');
    expect((await search('रुद्राक्ष')).data.map((p) => p.name).join()).toMatch(/Rudraksha/);
  });
});
