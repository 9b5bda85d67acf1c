import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MRP_BELOW_PRICE, type AdminCategory, type AdminProduct, type ProductCategory } from '@seva/contracts';
import {
  createAdminTestApp,
  expectAdminOnly,
  messageOf,
  multipartImage,
  openApiOperations,
  requestAs,
} from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { injectAs, type LoggedIn } from '../../test/login.js';
import { NOT_AN_IMAGE } from './admin-service.js';
import { seedShop } from '../../test/demo-seed.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;
let categories: AdminCategory[];

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
  await seedShop(ctx.app.db, ctx.app.providers);
  categories = (await as(admin, 'GET', '/api/admin/shop/categories')).json<{ data: AdminCategory[] }>().data;
});
afterAll(async () => ctx.app.close());

const as = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  requestAs(ctx.app, who, method, url, payload);
const firstCategory = () => categories[0] as AdminCategory;

const newProduct = (overrides: object = {}) => ({
  name: `Brass Diya ${randomBytes(3).toString('hex')}`,
  description: 'Hand-polished brass diya for the daily aarti.',
  categoryId: firstCategory()._id,
  price: 249.5,
  mrp: 299,
  unit: '1 pc',
  stock: 12,
  ...overrides,
});
async function createProduct(overrides: object = {}): Promise<AdminProduct> {
  const res = await as(admin, 'POST', '/api/admin/shop/products', newProduct(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<{ data: AdminProduct }>().data;
}

const multipart = multipartImage;
const upload = (who: LoggedIn, id: string, body: ReturnType<typeof multipart>) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/admin/shop/products/${id}/image`, ...body });

describe('admin shop access', () => {
  const someId = '0123456789abcdef01234567';
  const routes = [
    ['GET', '/api/admin/shop/categories'],
    ['POST', '/api/admin/shop/categories'],
    ['PATCH', `/api/admin/shop/categories/${someId}`],
    ['GET', '/api/admin/shop/products'],
    ['POST', '/api/admin/shop/products'],
    ['GET', `/api/admin/shop/products/${someId}`],
    ['PATCH', `/api/admin/shop/products/${someId}`],
    ['POST', `/api/admin/shop/products/${someId}/image`],
    ['GET', '/api/admin/shop/orders'],
    ['GET', `/api/admin/shop/orders/${someId}`],
    ['PATCH', `/api/admin/shop/orders/${someId}/status`],
    ['GET', `/api/admin/shop/orders/${someId}/invoice.pdf`],
    ['GET', '/api/admin/shop/refunds'],
  ] as const;

  it.each(routes)('%s %s needs a token (401) and an admin (403)', (method, url) =>
    expectAdminOnly(ctx.app, customer, method, url),
  );

  it('lists the admin routes in the OpenAPI document under the admin tag', async () => {
    const operations = await openApiOperations(ctx.app, (path) => path.startsWith('/api/admin/shop/'));
    expect(operations).toHaveLength(routes.length);
    expect(operations.every(({ tags }) => JSON.stringify(tags) === '["admin"]')).toBe(true);
    expect(operations).toContainEqual(
      expect.objectContaining({ method: 'post', path: '/api/admin/shop/products/{id}/image' }),
    );
  });
});

describe('admin shop categories', () => {
  it('lists every category in shelf order with its product count', async () => {
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['puja-samagri', 'idols-murtis']));
    const publicList = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_product_category' })).json<{
      data: ProductCategory[];
    }>().data;
    expect(categories.map((c) => c.productCount)).toEqual(publicList.map((c) => c.productCount));
    expect(categories.every((c) => c.active)).toBe(true);
  });

  it('creates a category with a slug from the name, and refuses a clashing slug (409)', async () => {
    const res = await as(admin, 'POST', '/api/admin/shop/categories', { name: '  Diyas & Lamps ', sortOrder: 7 });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: AdminCategory }>().data).toMatchObject({
      name: 'Diyas & Lamps',
      slug: 'diyas-lamps',
      description: '',
      sortOrder: 7,
      active: true,
      productCount: 0,
    });
    const clash = await as(admin, 'POST', '/api/admin/shop/categories', { name: 'Diyas — Lamps!' });
    expect(clash.statusCode).toBe(409);
    expect(messageOf(clash)).toContain('diyas-lamps');
  });

  it('updates name, description, order and state; a hidden category leaves the shop', async () => {
    const created = (
      await as(admin, 'POST', '/api/admin/shop/categories', { name: 'Yantras', description: 'Shri Yantra' })
    ).json<{ data: AdminCategory }>().data;
    const res = await as(admin, 'PATCH', `/api/admin/shop/categories/${created._id}`, {
      name: 'Yantras and Kavach',
      sortOrder: 3,
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminCategory }>().data).toMatchObject({
      slug: 'yantras-and-kavach',
      description: 'Shri Yantra',
      sortOrder: 3,
      active: false,
    });
    const shop = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_product_category' })).json<{
      data: ProductCategory[];
    }>().data;
    expect(shop.map((c) => c._id)).not.toContain(created._id);
    const all = (await as(admin, 'GET', '/api/admin/shop/categories')).json<{ data: AdminCategory[] }>().data;
    expect(all.find((c) => c._id === created._id)?.active).toBe(false);
  });

  it('refuses a rename onto another category’s slug (409), unknown ids (404) and bad bodies (400)', async () => {
    const target = firstCategory();
    const other = categories[1] as AdminCategory;
    const clash = await as(admin, 'PATCH', `/api/admin/shop/categories/${target._id}`, { name: other.name });
    expect(clash.statusCode).toBe(409);
    const missing = await as(admin, 'PATCH', '/api/admin/shop/categories/0123456789abcdef01234567', { active: true });
    expect(missing.statusCode).toBe(404);
    expect((await as(admin, 'PATCH', `/api/admin/shop/categories/${target._id}`, {})).statusCode).toBe(400);
    const hindiOnly = await as(admin, 'POST', '/api/admin/shop/categories', { name: 'पूजा' });
    expect(hindiOnly.statusCode).toBe(400);
    expect(messageOf(hindiOnly)).toBe('The name needs at least one English letter or digit.');
    expect((await as(admin, 'POST', '/api/admin/shop/categories', { name: 'Ok', sortOrder: -1 })).statusCode).toBe(400);
  });
});

describe('admin shop products', () => {
  it('creates a product in rupees (stored as paise) that the shop then shows', async () => {
    const product = await createProduct({ price: 249.5, mrp: 299, stock: 12 });
    expect(product).toMatchObject({ price: 249.5, mrp: 299, stock: 12, inStock: true, active: true, image: '' });
    expect(product.slug).toMatch(/^brass-diya-[0-9a-f]{6}$/);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${product._id}` });
    expect(shown.json()).toMatchObject({ data: { price: 249.5, mrp: 299, categoryName: firstCategory().name } });
  });

  it('gives a second product of the same name its own slug', async () => {
    const first = await createProduct({ name: 'Kapoor Tablets' });
    const second = await createProduct({ name: 'Kapoor Tablets' });
    expect(first.slug).toBe('kapoor-tablets');
    expect(second.slug).toBe(`kapoor-tablets-${second._id.slice(-6)}`);
  });

  it.each([
    ['an MRP below the price', { price: 300, mrp: 299 }, MRP_BELOW_PRICE],
    ['a negative stock', { stock: -1 }, 'The stock cannot be negative.'],
    ['a fractional stock', { stock: 1.5 }, 'The stock must be a whole number.'],
    ['fractions of a paisa', { price: 10.005, mrp: 20 }, 'The price can have at most 2 decimals (paise).'],
    ['a zero price', { price: 0 }, 'The price must be more than ₹0.'],
    ['no category', { categoryId: '' }, 'Please choose a category.'],
  ])('refuses %s (400)', async (_what, overrides, message) => {
    const res = await as(admin, 'POST', '/api/admin/shop/products', newProduct(overrides));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a category that does not exist (400)', async () => {
    const res = await as(
      admin,
      'POST',
      '/api/admin/shop/products',
      newProduct({ categoryId: '0123456789abcdef01234567' }),
    );
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Please choose a category that exists.');
  });

  it('updates fields, checks a lone MRP against the stored price, and hides an inactive product', async () => {
    const product = await createProduct({ price: 100, mrp: 120 });
    const url = `/api/admin/shop/products/${product._id}`;
    const publicUrl = `/api/e-commerce/get_product_details/${product._id}`;
    // Warm the shop's catalogue cache: admin edits must still show at once.
    expect((await ctx.app.inject({ method: 'GET', url: publicUrl })).json()).toMatchObject({ data: { price: 100 } });
    const saved = await as(admin, 'PATCH', url, { name: 'Pital Diya', stock: 0, price: 99.99 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: AdminProduct }>().data).toMatchObject({
      name: 'Pital Diya',
      slug: product.slug,
      price: 99.99,
      mrp: 120,
      stock: 0,
      inStock: false,
    });
    const below = await as(admin, 'PATCH', url, { mrp: 90 });
    expect(below.statusCode).toBe(400);
    expect(messageOf(below)).toBe(MRP_BELOW_PRICE);
    expect((await as(admin, 'PATCH', url, { stock: -3 })).statusCode).toBe(400);
    expect((await as(admin, 'GET', url)).json()).toMatchObject({ data: { price: 99.99, mrp: 120, stock: 0 } });
    expect((await ctx.app.inject({ method: 'GET', url: publicUrl })).json()).toMatchObject({
      data: { name: 'Pital Diya', price: 99.99, inStock: false },
    });

    expect((await as(admin, 'PATCH', url, { active: false })).statusCode).toBe(200);
    const hidden = await ctx.app.inject({ method: 'GET', url: publicUrl });
    expect(hidden.statusCode).toBe(404);
    expect((await as(admin, 'GET', url)).json()).toMatchObject({ data: { active: false } });
    const missing = await as(admin, 'PATCH', '/api/admin/shop/products/0123456789abcdef01234567', { stock: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('pages and filters by text, category and state', async () => {
    const category = (
      await as(admin, 'POST', '/api/admin/shop/categories', { name: `Filter Shelf ${randomBytes(2).toString('hex')}` })
    ).json<{ data: AdminCategory }>().data;
    const a = await createProduct({ categoryId: category._id, name: 'Alpha Bell 50%' });
    const b = await createProduct({ categoryId: category._id, name: 'Beta Bell' });
    await as(admin, 'PATCH', `/api/admin/shop/products/${b._id}`, { active: false });
    const list = (query: Record<string, string>) =>
      injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/shop/products', query });
    const names = async (query: Record<string, string>) =>
      (await list(query)).json<{ results: AdminProduct[] }>().results.map((p) => p.name);

    expect(await names({ categoryId: category._id })).toEqual(['Alpha Bell 50%', 'Beta Bell']);
    expect(await names({ categoryId: category._id, active: 'false' })).toEqual(['Beta Bell']);
    expect(await names({ categoryId: category._id, active: 'true' })).toEqual(['Alpha Bell 50%']);
    expect(await names({ q: 'bell 50%' })).toEqual([a.name]);
    expect(await names({ q: '%' })).toEqual([a.name]);
    const paged = await list({ categoryId: category._id, page: '2', pageSize: '1' });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, results: [{ name: 'Beta Bell' }] });
    expect((await list({ pageSize: '101' })).statusCode).toBe(400);
    expect((await list({ active: 'maybe' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/shop/products/:id/image', () => {
  let product: AdminProduct;
  beforeAll(async () => {
    product = await createProduct();
  });

  it('stores a PNG as a WebP of at most 800 px, without metadata, served at the returned URL', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e15602' } })
      .withExif({ IFD0: { Artist: 'Camera owner', Copyright: 'private' } })
      .png()
      .toBuffer();
    const res = await upload(admin, product._id, multipart(png, 'diya.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ data: AdminProduct }>().data;
    expect(saved.image).toMatch(new RegExp(`^/uploads/products/${product._id}-[0-9a-f]{12}\\.webp$`));

    const served = await ctx.app.inject({ method: 'GET', url: saved.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${product._id}` });
    expect(shown.json()).toMatchObject({ data: { image: saved.image } });
  });

  it('accepts a picture of several megabytes, under the 5 MB limit', async () => {
    const [width, height] = [1400, 1000];
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await upload(admin, product._id, multipart(noise, 'noise.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const stored = await ctx.app.inject({ method: 'GET', url: res.json<{ data: AdminProduct }>().data.image });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 800, height: 571 });
  });

  it('turns a phone photo upright by its EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(admin, product._id, multipart(sideways, 'IMG_0001.jpg', 'image/jpeg'));
    const stored = await ctx.app.inject({ method: 'GET', url: res.json<{ data: AdminProduct }>().data.image });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('never enlarges a small image, and names it by its content', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const first = (await upload(admin, product._id, multipart(jpeg, 'small.jpg', 'image/jpeg'))).json<{
      data: AdminProduct;
    }>().data.image;
    const again = (await upload(admin, product._id, multipart(jpeg, 'renamed.jpg', 'image/jpeg'))).json<{
      data: AdminProduct;
    }>().data.image;
    expect(again).toBe(first);
    const meta = await sharp((await ctx.app.inject({ method: 'GET', url: first })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 300, height: 120 });
  });

  it('refuses files that are not JPEG, PNG or WebP by their content, whatever their name (400)', async () => {
    const before = (await as(admin, 'GET', `/api/admin/shop/products/${product._id}`)).json<{
      data: AdminProduct;
    }>().data.image;
    const text = Buffer.from('not really a picture\n'.repeat(50));
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const body of [
      multipart(text, 'notes.txt', 'text/plain'),
      multipart(text, 'fake.png', 'image/png'),
      multipart(gif, 'anim.gif', 'image/gif'),
    ]) {
      const res = await upload(admin, product._id, body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(NOT_AN_IMAGE);
    }
    const after = (await as(admin, 'GET', `/api/admin/shop/products/${product._id}`)).json<{ data: AdminProduct }>()
      .data.image;
    expect(after).toBe(before);
  });

  it('refuses a file over 5 MB (413), a request without a file (400) and an unknown product (404)', async () => {
    const big = await upload(admin, product._id, multipart(randomBytes(5 * 1024 * 1024 + 1), 'big.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    const json = await as(admin, 'POST', `/api/admin/shop/products/${product._id}/image`, { image: 'x' });
    expect(json.statusCode).toBe(400);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const missing = await upload(admin, '0123456789abcdef01234567', multipart(png, 'a.png', 'image/png'));
    expect(missing.statusCode).toBe(404);
  });
});

describe('products in Hindi (issue 21, decision 011)', () => {
  it('names the fields without Hindi, lists the product under "Hindi missing" until it has all, and customers find it by its Hindi name', async () => {
    const product = await createProduct({ hi: { name: 'पीतल का दीया ' + randomBytes(2).toString('hex') } });
    expect(product.hindiMissing).toEqual(['description', 'unit']);
    const missing = async () =>
      (await as(admin, 'GET', `/api/admin/shop/products?hindi=missing&q=${encodeURIComponent(product.name)}`)).json<{
        results: AdminProduct[];
      }>().results;
    expect((await missing()).map((p) => p._id)).toEqual([product._id]);

    const res = await as(admin, 'PATCH', `/api/admin/shop/products/${product._id}`, {
      hi: { name: product.hi.name, description: 'आरती के लिए हाथ से चमकाया गया पीतल का दीया।', unit: '1 नग' },
    });
    expect(res.json<{ data: AdminProduct }>().data.hindiMissing).toEqual([]);
    expect(await missing()).toEqual([]);
    const found = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-commerce/get_products',
      payload: { search: product.hi.name?.split(' ').at(-1) },
    });
    expect(found.json<{ data: { _id: string; hi: { unit?: string } }[] }>().data).toEqual([
      expect.objectContaining({ _id: product._id, hi: expect.objectContaining({ unit: '1 नग' }) }),
    ]);
  });
});
