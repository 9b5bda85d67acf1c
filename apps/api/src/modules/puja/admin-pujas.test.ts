import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import type { AdminPuja, PujaDetails, PujaSummary } from '@seva/contracts';
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

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
});
afterAll(async () => ctx.app.close());

const as = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  requestAs(ctx.app, who, method, url, payload);
const publicList = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' })).json<{ data: PujaSummary[] }>().data;

const newPuja = (overrides: object = {}) => ({
  name: `Rudrabhishek ${randomBytes(3).toString('hex')}`,
  kind: 'puja',
  deity: 'Lord Shiva',
  temple: 'Shri Kashi Vishwanath Temple',
  city: 'Varanasi',
  state: 'Uttar Pradesh',
  description: 'Abhishek of the Shivling with milk, curd, honey and Gangajal while the Rudri is recited.',
  benefits: ['Traditionally performed on Mondays of Shravan'],
  deliverables: ['Video of the sankalp with your names and gotra within 3 days'],
  packages: [
    { code: 'individual', name: 'Individual', persons: 1, price: 1101, priceUsd: 14.99 },
    { code: 'family', name: 'Family (up to 6)', persons: 6, price: 3101.5, priceUsd: 39.99 },
  ],
  schedule: { weekday: 1 },
  ...overrides,
});
async function createPuja(overrides: object = {}): Promise<AdminPuja> {
  const res = await as(admin, 'POST', '/api/admin/pujas', newPuja(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: AdminPuja }>().data;
}

describe('admin puja access', () => {
  const someId = '0123456789abcdef01234567';
  const routes = [
    ['GET', '/api/admin/pujas'],
    ['POST', '/api/admin/pujas'],
    ['GET', `/api/admin/pujas/${someId}`],
    ['PATCH', `/api/admin/pujas/${someId}`],
    ['POST', `/api/admin/pujas/${someId}/image`],
    ['GET', '/api/admin/puja/bookings'],
    ['GET', `/api/admin/puja/bookings/${someId}`],
    ['PATCH', `/api/admin/puja/bookings/${someId}/status`],
    ['GET', '/api/admin/pitr/bookings'],
    ['GET', `/api/admin/pitr/bookings/${someId}`],
    ['PATCH', `/api/admin/pitr/bookings/${someId}/status`],
    ['GET', `/api/admin/puja/bookings/${someId}/invoice.pdf`],
    ['GET', `/api/admin/pitr/bookings/${someId}/invoice.pdf`],
  ] as const;

  it.each(routes)('%s %s needs a token (401) and an admin (403)', (method, url) =>
    expectAdminOnly(ctx.app, customer, method, url),
  );

  it('lists the routes in the OpenAPI document under the admin tag', async () => {
    const operations = await openApiOperations(ctx.app, (path) => /^\/api\/admin\/(pujas|puja\/|pitr\/)/.test(path));
    expect(operations).toHaveLength(routes.length);
    expect(operations.every(({ tags }) => JSON.stringify(tags) === '["admin"]')).toBe(true);
  });
});

describe('POST /api/admin/pujas', () => {
  it('creates a puja with a slug, prices in rupees and dollars, and customers see it at once', async () => {
    expect(await publicList()).toEqual([]); // warms the catalogue cache
    const puja = await createPuja({ name: 'Rudrabhishek at Kashi', sortOrder: 2 });
    expect(puja).toMatchObject({
      slug: 'rudrabhishek-at-kashi',
      kind: 'puja',
      active: true,
      image: '',
      sortOrder: 2,
      schedule: { weekday: 1 },
      packages: [
        { code: 'individual', price: 1101, priceUsd: 14.99, persons: 1 },
        { code: 'family', price: 3101.5, priceUsd: 39.99, persons: 6 },
      ],
    });
    expect(new Date(`${puja.nextDate}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((await publicList()).map((p) => p._id)).toEqual([puja._id]);
    const details = (
      await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${puja._id}` })
    ).json<{ data: PujaDetails }>().data;
    expect(details.startingPrice).toBe(1101);

    // The same name again gets its own slug.
    const twin = await createPuja({ name: 'Rudrabhishek at Kashi' });
    expect(twin.slug).toMatch(/^rudrabhishek-at-kashi-[0-9a-f]{6}$/);
  });

  it('creates a pitr ritual on fixed dates', async () => {
    const ritual = await createPuja({
      kind: 'pitr',
      name: 'Pind Daan at Gaya',
      schedule: { fixedDates: ['2099-09-20', '2099-09-16'] },
    });
    expect(ritual).toMatchObject({ kind: 'pitr', nextDate: '2099-09-16' });
  });

  it.each([
    ['no packages', { packages: [] }],
    [
      'a package type twice',
      {
        packages: [
          { code: 'individual', name: 'One', persons: 1, price: 100, priceUsd: 11 },
          { code: 'individual', name: 'Two', persons: 2, price: 200, priceUsd: 12 },
        ],
      },
    ],
    ['a price with 3 decimals', { packages: [{ code: 'couple', name: 'C', persons: 2, price: 10.555, priceUsd: 11 }] }],
    ['no dollar price', { packages: [{ code: 'couple', name: 'Couple', persons: 2, price: 100 }] }],
    ['more than 10 names', { packages: [{ code: 'group', name: 'Group', persons: 11, price: 100, priceUsd: 11 }] }],
    ['weekday 7', { schedule: { weekday: 7 } }],
    ['every 0 days', { schedule: { everyDays: 0 } }],
    ['a date that does not exist', { schedule: { fixedDates: ['2027-02-30'] } }],
    ['no fixed dates', { schedule: { fixedDates: [] } }],
    ['two schedules at once', { schedule: { weekday: 1, everyDays: 3 } }],
    ['an unknown kind', { kind: 'yatra' }],
    ['a name without English letters', { name: 'रुद्राभिषेक' }],
    ['no temple', { temple: ' ' }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
  ])('refuses %s (400)', async (_label, change) => {
    const res = await as(admin, 'POST', '/api/admin/pujas', newPuja(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, success: false });
  });
});

describe('GET and PATCH /api/admin/pujas', () => {
  it('updates packages, schedule and state; a hidden puja leaves the catalogue but stays in the console', async () => {
    const puja = await createPuja();
    const res = await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, {
      name: 'Maha Rudrabhishek',
      packages: [{ code: 'couple', name: 'Couple', persons: 2, price: 2100, priceUsd: 26.99 }],
      schedule: { everyDays: 3 },
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(messageOf(res)).toBe('Puja saved.');
    expect(res.json<{ data: AdminPuja }>().data).toMatchObject({
      name: 'Maha Rudrabhishek',
      slug: puja.slug,
      active: false,
      schedule: { everyDays: 3 },
      packages: [{ code: 'couple', price: 2100, priceUsd: 26.99 }],
    });
    expect((await publicList()).map((p) => p._id)).not.toContain(puja._id);
    const hidden = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${puja._id}` });
    expect(hidden.statusCode).toBe(404);
    const one = await as(admin, 'GET', `/api/admin/pujas/${puja._id}`);
    expect(one.json<{ data: AdminPuja }>().data.active).toBe(false);
  });

  it('refuses an empty update (400), a bad schedule (400) and an unknown puja (404)', async () => {
    const puja = await createPuja();
    expect((await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, {})).statusCode).toBe(400);
    expect(
      (await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, { schedule: { fixedDates: ['tomorrow'] } })).statusCode,
    ).toBe(400);
    const unknown = '0123456789abcdef01234567';
    expect((await as(admin, 'PATCH', `/api/admin/pujas/${unknown}`, { active: true })).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/admin/pujas/${unknown}`)).statusCode).toBe(404);
  });

  it('lists in display order, filtered by kind, text and state, paged', async () => {
    const marker = randomBytes(3).toString('hex');
    const a = await createPuja({ name: `Ganesh Puja ${marker}`, sortOrder: 1 });
    const b = await createPuja({ name: `Tarpan ${marker}`, kind: 'pitr', sortOrder: 0, active: false });
    const list = async (query: Record<string, string>) => {
      const res = await as(admin, 'GET', `/api/admin/pujas?${new URLSearchParams(query)}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ results: AdminPuja[]; total: number; page: number; pageSize: number }>();
    };
    expect((await list({ q: marker })).results.map((p) => p._id)).toEqual([b._id, a._id]);
    expect((await list({ q: marker, kind: 'pitr' })).results.map((p) => p._id)).toEqual([b._id]);
    expect((await list({ q: marker, active: 'true' })).results.map((p) => p._id)).toEqual([a._id]);
    const paged = await list({ q: marker, pageSize: '1', page: '2' });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.results.map((p) => p._id)).toEqual([a._id]);
    expect((await as(admin, 'GET', '/api/admin/pujas?kind=yatra')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/pujas/:id/image', () => {
  const multipart = (data: Buffer) => multipartImage(data, 'puja.png', 'image/png');

  it('stores the picture as WebP and shows it to customers; refuses what is not an image', async () => {
    const puja = await createPuja();
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e15602' } })
      .png()
      .toBuffer();
    const url = `/api/admin/pujas/${puja._id}/image`;
    const res = await injectAs(ctx.app, admin.token, { method: 'POST', url, ...multipart(png) });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<{ data: AdminPuja }>().data.image;
    expect(image).toMatch(new RegExp(`^/uploads/pujas/${puja.slug}-[0-9a-f]{12}\\.webp$`));
    expect((await publicList()).find((p) => p._id === puja._id)?.image).toBe(image);

    const stored = await ctx.app.inject({ method: 'GET', url: image });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(800);

    const text = await injectAs(ctx.app, admin.token, {
      method: 'POST',
      url,
      ...multipart(Buffer.from('not a picture')),
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('pujas in Hindi (issue 21, decision 011)', () => {
  const fullHindi = {
    name: 'रुद्राभिषेक',
    deity: 'भगवान शिव',
    temple: 'श्री काशी विश्वनाथ मंदिर',
    city: 'वाराणसी',
    state: 'उत्तर प्रदेश',
    description: 'रुद्री पाठ के साथ शिवलिंग का दूध, दही, शहद और गंगाजल से अभिषेक।',
    benefits: ['परंपरा से श्रावण के सोमवार को किया जाता है'],
    deliverables: ['3 दिन में आपके नाम और गोत्र के साथ संकल्प का वीडियो'],
    packages: [
      { code: 'family', name: 'परिवार (6 तक)' },
      { code: 'individual', name: 'एकल' },
    ],
  };
  const missingList = async (q: string) =>
    (await as(admin, 'GET', `/api/admin/pujas?hindi=missing&q=${encodeURIComponent(q)}`)).json<{
      results: AdminPuja[];
    }>().results;

  it('names the fields without Hindi, lists the puja under "Hindi missing" until all have it', async () => {
    const puja = await createPuja({
      hi: { name: 'रुद्राभिषेक', benefits: [''], packages: [{ code: 'family', name: 'परिवार' }] },
    });
    expect(puja.hindiMissing).toEqual([
      'deity',
      'temple',
      'city',
      'state',
      'description',
      'benefits',
      'deliverables',
      'packages',
    ]);
    expect((await missingList(puja.name)).map((p) => p._id)).toEqual([puja._id]);

    const res = await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, { hi: fullHindi });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminPuja }>().data.hindiMissing).toEqual([]);
    expect(await missingList(puja.name)).toEqual([]);
    // A new English line without its Hindi line is missing again.
    const longer = await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, {
      benefits: [...newPuja().benefits, 'Believed to bring peace at home'],
    });
    expect(longer.json<{ data: AdminPuja }>().data.hindiMissing).toEqual(['benefits']);
    expect((await missingList(puja.name)).map((p) => p._id)).toEqual([puja._id]);
  });

  it('gives customers both languages: the card, the details with packages by code, and the booking history names', async () => {
    const puja = await createPuja({ hi: fullHindi });
    const card = (await publicList()).find((p) => p._id === puja._id);
    expect(card?.hi).toEqual({
      name: 'रुद्राभिषेक',
      deity: 'भगवान शिव',
      temple: 'श्री काशी विश्वनाथ मंदिर',
      location: 'वाराणसी, उत्तर प्रदेश',
    });
    const details = (
      await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${puja._id}` })
    ).json<{ data: PujaDetails }>().data;
    expect(details.name).toBe(puja.name);
    expect(details.hi).toMatchObject({ description: fullHindi.description, packages: fullHindi.packages });
  });

  it('refuses Hindi longer than the English limits, changing nothing', async () => {
    const puja = await createPuja();
    const res = await as(admin, 'PATCH', `/api/admin/pujas/${puja._id}`, { hi: { name: 'क'.repeat(121) } });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toMatch(/Hindi text can have at most 120 characters/);
    expect((await as(admin, 'GET', `/api/admin/pujas/${puja._id}`)).json<{ data: AdminPuja }>().data.hi).toEqual({});
  });
});
