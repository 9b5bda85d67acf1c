import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminMediaCategory, AdminMediaSubCategory, MediaCategory } from '@seva/contracts';
import {
  dataOf,
  expectAdminOnly,
  messageOf,
  multipartImage,
  openApiOperations,
  useAdminTestApp,
} from '../../test/admin.js';
import { injectAs } from '../../test/login.js';
import { insertVideo } from '../../test/media.js';

const server = useAdminTestApp();
const { as } = server;

async function createCategory(body: object): Promise<AdminMediaCategory> {
  const res = await as('POST', '/api/admin/media/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminMediaCategory>(res);
}
async function createSubCategory(body: object): Promise<AdminMediaSubCategory> {
  const res = await as('POST', '/api/admin/media/sub-categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AdminMediaSubCategory>(res);
}

describe('media console access', () => {
  const id = '0123456789abcdef01234567';
  const routes = [
    ['GET', '/api/admin/media/categories'],
    ['POST', '/api/admin/media/categories'],
    ['PATCH', `/api/admin/media/categories/${id}`],
    ['DELETE', `/api/admin/media/categories/${id}`],
    ['POST', `/api/admin/media/categories/${id}/image`],
    ['GET', '/api/admin/media/sub-categories'],
    ['POST', '/api/admin/media/sub-categories'],
    ['PATCH', `/api/admin/media/sub-categories/${id}`],
    ['DELETE', `/api/admin/media/sub-categories/${id}`],
    ['POST', `/api/admin/media/sub-categories/${id}/image`],
    ['GET', '/api/admin/media/videos'],
    ['POST', '/api/admin/media/videos'],
    ['GET', `/api/admin/media/videos/${id}`],
    ['PATCH', `/api/admin/media/videos/${id}`],
    ['DELETE', `/api/admin/media/videos/${id}`],
    ['POST', `/api/admin/media/videos/${id}/thumbnail`],
    ['POST', `/api/admin/media/videos/${id}/file`],
    ['GET', '/api/admin/media/podcasts'],
    ['POST', '/api/admin/media/podcasts'],
    ['GET', `/api/admin/media/podcasts/${id}`],
    ['PATCH', `/api/admin/media/podcasts/${id}`],
    ['DELETE', `/api/admin/media/podcasts/${id}`],
    ['POST', `/api/admin/media/podcasts/${id}/image`],
    ['POST', `/api/admin/media/podcasts/${id}/audio`],
    ['GET', '/api/admin/media/live'],
    ['POST', '/api/admin/media/live'],
    ['PATCH', `/api/admin/media/live/${id}`],
    ['DELETE', `/api/admin/media/live/${id}`],
    ['POST', `/api/admin/media/live/${id}/thumbnail`],
    ['GET', '/api/admin/darshan/temples'],
    ['POST', '/api/admin/darshan/temples'],
    ['PATCH', `/api/admin/darshan/temples/${id}`],
    ['DELETE', `/api/admin/darshan/temples/${id}`],
    ['GET', '/api/admin/darshan/entries'],
    ['POST', '/api/admin/darshan/entries'],
    ['GET', `/api/admin/darshan/entries/${id}`],
    ['PATCH', `/api/admin/darshan/entries/${id}`],
    ['DELETE', `/api/admin/darshan/entries/${id}`],
    ['POST', `/api/admin/darshan/entries/${id}/images`],
    ['DELETE', `/api/admin/darshan/entries/${id}/images/0`],
  ] as const;

  it.each(routes)('%s %s needs a token (401) and an admin (403)', (method, url) =>
    expectAdminOnly(server.app, server.customer, method, url),
  );

  it('lists every route in the OpenAPI document under the admin tag', async () => {
    const operations = await openApiOperations(
      server.app,
      (path) => path.startsWith('/api/admin/media/') || path.startsWith('/api/admin/darshan/'),
    );
    expect(operations).toHaveLength(routes.length);
    expect(operations.every(({ tags }) => JSON.stringify(tags) === '["admin"]')).toBe(true);
  });
});

describe('media categories', () => {
  it('creates a category with a slug from its name; customers see it at once', async () => {
    const before = await server.app.inject({ method: 'GET', url: '/api/admin/getSeparateCategories' });
    expect(before.json<{ results: MediaCategory[] }>().results).toEqual([]);
    const category = await createCategory({ name: '  Sandhya Aarti & Bhajan ', nameHi: 'संध्या आरती' });
    expect(category).toMatchObject({
      name: 'Sandhya Aarti & Bhajan',
      slug: 'sandhya-aarti-bhajan',
      nameHi: 'संध्या आरती',
      description: '',
      image: null,
      sortOrder: 0,
      active: true,
      videoCount: 0,
      podcastCount: 0,
    });
    const after = await server.app.inject({ method: 'GET', url: '/api/admin/getSeparateCategories' });
    expect(after.json<{ results: MediaCategory[] }>().results.map((c) => c._id)).toEqual([category._id]);
  });

  it('refuses a second category with the same web address (409) and invalid fields (400 with the message)', async () => {
    await createCategory({ name: 'Katha' });
    const again = await as('POST', '/api/admin/media/categories', { name: 'KATHA!' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'A category with the web address “katha” already exists. Please choose another name.',
    );
    const cases: [object, string][] = [
      [{ name: 'K' }, 'Please enter the name.'],
      [{}, 'Please enter the name.'],
      [{ name: 'Mantra', sortOrder: -1 }, 'The position cannot be negative.'],
      [{ name: 'Mantra', description: 'x'.repeat(501) }, 'The description can have at most 500 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await as('POST', '/api/admin/media/categories', body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });

  it('gives a name without Latin letters a web address of its own', async () => {
    const hindi = await createCategory({ name: 'प्रवचन' });
    expect(hindi.slug).toMatch(/^c-[0-9a-f]{8}$/);
  });

  it('updates a category (a new name makes a new slug), lists and filters, and hides it from customers', async () => {
    const category = await createCategory({ name: 'Festival', sortOrder: 9 });
    const taken = await as('PATCH', `/api/admin/media/categories/${category._id}`, { name: 'Katha' });
    expect(taken.statusCode).toBe(409);
    const res = await as('PATCH', `/api/admin/media/categories/${category._id}`, {
      name: 'Festivals',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Category saved.', data: { slug: 'festivals', active: false } });
    expect((await as('PATCH', `/api/admin/media/categories/${category._id}`, {})).statusCode).toBe(400);
    expect(
      (await as('PATCH', '/api/admin/media/categories/0123456789abcdef01234567', { name: 'Nothing' })).statusCode,
    ).toBe(404);

    const hidden = await as('GET', '/api/admin/media/categories?active=false');
    expect(hidden.json()).toMatchObject({ total: 1, results: [{ _id: category._id }] });
    const search = await as('GET', '/api/admin/media/categories?q=fest&pageSize=5');
    expect(search.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect((await as('GET', '/api/admin/media/categories?pageSize=101')).statusCode).toBe(400);
    const publicList = await server.app.inject({ method: 'GET', url: '/api/admin/getSeparateCategories' });
    expect(publicList.json<{ results: MediaCategory[] }>().results.some((c) => c._id === category._id)).toBe(false);
  });
});

describe('media sub-categories', () => {
  let category: AdminMediaCategory;
  beforeAll(async () => {
    category = await createCategory({ name: 'Mantra' });
  });

  it('creates sub-categories in a category, slugs unique within it; 400 for an unknown category', async () => {
    const jaap = await createSubCategory({ categoryId: category._id, name: 'Jaap', sortOrder: 2 });
    expect(jaap).toMatchObject({ slug: 'jaap', categoryId: category._id, categoryName: 'Mantra', videoCount: 0 });
    const again = await as('POST', '/api/admin/media/sub-categories', { categoryId: category._id, name: 'jaap' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'A sub-category with the web address “jaap” already exists. Please choose another name.',
    );
    const other = await createCategory({ name: 'Chalisa' });
    await createSubCategory({ categoryId: other._id, name: 'Jaap' }); // same slug, other category
    const unknown = await as('POST', '/api/admin/media/sub-categories', {
      categoryId: '0123456789abcdef01234567',
      name: 'Stotra',
    });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Please choose a category that exists.');
    const badId = await as('POST', '/api/admin/media/sub-categories', { categoryId: 'mantra', name: 'Stotra' });
    expect(badId.statusCode).toBe(400);
    expect(messageOf(badId)).toBe('Invalid id.');

    await createSubCategory({ categoryId: category._id, name: 'Beej Mantra', sortOrder: 1 });
    const list = await as('GET', `/api/admin/media/sub-categories?categoryId=${category._id}`);
    expect(list.json<{ results: AdminMediaSubCategory[] }>().results.map((s) => s.name)).toEqual([
      'Beej Mantra',
      'Jaap',
    ]);
    const moved = await as('PATCH', `/api/admin/media/sub-categories/${jaap._id}`, { categoryId: other._id });
    expect(moved.statusCode).toBe(409);
    const renamed = await as('PATCH', `/api/admin/media/sub-categories/${jaap._id}`, { name: 'Naam Jaap' });
    expect(renamed.json()).toMatchObject({ message: 'Sub-category saved.', data: { slug: 'naam-jaap' } });
  });

  it('deletes only empty categories and sub-categories; otherwise 409 asks to hide them', async () => {
    const sub = await createSubCategory({ categoryId: category._id, name: 'Gayatri' });
    const heldCategory = await as('DELETE', `/api/admin/media/categories/${category._id}`);
    expect(heldCategory.statusCode).toBe(409);
    expect(messageOf(heldCategory)).toBe(
      'This category still holds sub-categories, so it cannot be deleted. Hide it instead (switch off “Active”).',
    );
    await insertVideo(server.app, sub._id);
    const counted = await as('GET', `/api/admin/media/sub-categories?categoryId=${category._id}&q=gayatri`);
    expect(counted.json()).toMatchObject({ results: [{ videoCount: 1, podcastCount: 0 }] });
    const heldSub = await as('DELETE', `/api/admin/media/sub-categories/${sub._id}`);
    expect(heldSub.statusCode).toBe(409);
    expect(messageOf(heldSub)).toContain('still holds videos or podcast episodes');

    const empty = await createCategory({ name: 'Empty shelf' });
    const emptySub = await createSubCategory({ categoryId: empty._id, name: 'Nothing yet' });
    expect((await as('DELETE', `/api/admin/media/sub-categories/${emptySub._id}`)).json()).toEqual({
      status: true,
      message: 'Sub-category deleted.',
    });
    expect((await as('DELETE', `/api/admin/media/categories/${empty._id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/api/admin/media/categories/${empty._id}`)).statusCode).toBe(404);
  });
});

describe('media pictures', () => {
  let category: AdminMediaCategory;
  beforeAll(async () => {
    category = await createCategory({ name: 'Pictures' });
  });
  const upload = (body: ReturnType<typeof multipartImage>) =>
    injectAs(server.app, server.admin.token, {
      method: 'POST',
      url: `/api/admin/media/categories/${category._id}/image`,
      ...body,
    });

  it('stores a PNG in three widths as WebP and AVIF, served at the returned addresses', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#e15602' } })
      .png()
      .toBuffer();
    const res = await upload(multipartImage(png, 'aarti.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const { image } = dataOf<AdminMediaCategory>(res);
    expect(image).toMatchObject({ width: 1280, height: 720 });
    const webp = image?.srcSet.split(', ') ?? [];
    const avif = image?.avifSrcSet.split(', ') ?? [];
    expect(webp.map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '1280w']);
    expect(avif).toHaveLength(3);
    expect(image?.src).toMatch(new RegExp(`^/uploads/media/categories/${category._id}-[0-9a-f]{12}-640\\.webp$`));
    const served = await server.app.inject({ method: 'GET', url: image?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    const largestAvif = avif[2]?.split(' ')[0] ?? '';
    const avifServed = await server.app.inject({ method: 'GET', url: largestAvif });
    expect(avifServed.headers['content-type']).toBe('image/avif');
  });

  it('refuses a 20 MB file (413 naming the limit) and a text file posing as a PNG (400)', async () => {
    const big = await upload(multipartImage(randomBytes(20 * 1024 * 1024), 'huge.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    const fake = await upload(
      multipartImage(Buffer.from('not a picture at all\n'.repeat(20)), 'fake.png', 'image/png'),
    );
    expect(fake.statusCode).toBe(400);
    expect(messageOf(fake)).toBe('Please upload a JPEG, PNG or WebP image.');
    const json = await as('POST', `/api/admin/media/categories/${category._id}/image`, { image: 'x' });
    expect(json.statusCode).toBe(400);
    expect(messageOf(json)).toBe('Please send the image as a file upload.');
  });
});
