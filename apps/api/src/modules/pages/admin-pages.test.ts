import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGE_SLUGS, type AdminStaticPage, type StaticPage } from '@seva/contracts';
import { createAdminTestApp, expectAdminOnly, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { seedStaticPages } from '../../test/demo-seed.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
  await seedStaticPages(ctx.app.db);
});
afterAll(async () => ctx.app.close());

const content = '## Who we are\n\nSeva brings temples, pujas and yatras to every devotee’s phone.';

describe('static pages console', () => {
  it('lets only admins in (expectAdminOnly knows no PUT: checked by hand)', async () => {
    await expectAdminOnly(ctx.app, customer, 'GET', '/api/admin/pages');
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/admin/pages/about', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/about',
      payload: { title: 'About', content },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(put.statusCode).toBe(403);
  });

  it('lists all four pages in order, not cached publicly', async () => {
    const res = await requestAs(ctx.app, admin, 'GET', '/api/admin/pages');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: StaticPage[] }>();
    expect(results.map((p) => p.slug)).toEqual(STATIC_PAGE_SLUGS);
    expect(results.every((p) => p.content.length > 2500)).toBe(true);
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('saves a page; the public read shows it under a new ETag', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/admin/getAboutUs' });
    const etag = String(before.headers.etag);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/getAboutUs', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/about',
      payload: { title: '  About Seva ', content },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      message: 'Page saved.',
      data: { slug: 'about', title: 'About Seva', content },
    });

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/getAboutUs',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toMatchObject({ data: { title: 'About Seva', content } });
  });

  it('refuses an unknown page and bad input with the field message', async () => {
    const put = (slug: string, payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/pages/${slug}`,
        payload,
        headers: { authorization: `Bearer ${admin.token}` },
      });
    const unknown = await put('careers', { title: 'Careers', content });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Unknown page.');
    expect(messageOf(await put('terms', { title: 'T', content }))).toBe('Please enter the title.');
    expect(messageOf(await put('terms', { title: 'Terms', content: 'Too short.' }))).toBe(
      'Please enter the page text.',
    );
  });
});

describe('static pages in Hindi (issue 21, decision 011)', () => {
  const list = async (query = '') =>
    (await requestAs(ctx.app, admin, 'GET', `/api/admin/pages${query}`)).json<{ results: AdminStaticPage[] }>().results;
  const put = (slug: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/${slug}`,
      payload,
      headers: { authorization: `Bearer ${admin.token}` },
    });

  it('seeds all four pages with their Hindi title and text: none under "Hindi missing"', async () => {
    const pages = await list();
    for (const page of pages) {
      expect(page.hindiMissing, page.slug).toEqual([]);
      expect(page.hi.title, page.slug).toMatch(/[\u0900-\u097F]/);
      expect(page.hi.content?.match(/^## /gm)?.length ?? 0, page.slug).toBeGreaterThanOrEqual(4);
    }
    expect(await list('?hindi=missing')).toEqual([]);
    const about = (await ctx.app.inject({ method: 'GET', url: '/api/admin/getAboutUs' })).json<{ data: StaticPage }>();
    expect(about.data.hi.title).toBe('हमारे बारे में');
  });

  it('keeps the Hindi when a save leaves `hi` out, replaces it when given, and lists what lacks Hindi', async () => {
    const kept = await put('refund', { title: 'Refund Policy', content });
    expect(kept.json<{ data: AdminStaticPage }>().data).toMatchObject({ hindiMissing: [] });
    const halved = await put('refund', { title: 'Refund Policy', content, hi: { title: 'धनवापसी नीति' } });
    expect(halved.statusCode, halved.body).toBe(200);
    expect(halved.json<{ data: AdminStaticPage }>().data).toMatchObject({
      hi: { title: 'धनवापसी नीति' },
      hindiMissing: ['content'],
    });
    expect((await list('?hindi=missing')).map((p) => p.slug)).toEqual(['refund']);
    const long = await put('refund', { title: 'Refund Policy', content, hi: { title: 'क'.repeat(121) } });
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toMatch(/Hindi text can have at most 120 characters/);
  });
});
