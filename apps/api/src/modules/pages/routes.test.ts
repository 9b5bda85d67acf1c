import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_PAGES, STATIC_PAGE_SLUGS } from '@seva/contracts';
import { forgetCatalogue } from '../../db/read-cache.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { seedStaticPages } from '../../test/demo-seed.js';
import { staticPages } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const read = (call: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/${call}`, headers });

describe('static pages (SPEC §7 getTermsAndCondition, getPrivacyPolicy, getRefundPolicy, getAboutUs)', () => {
  it('answers 404 in the one error shape before the pages exist', async () => {
    const res = await read('getAboutUs');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, success: false });
  });

  it('serves every seeded page publicly, without a token', async () => {
    await seedStaticPages(ctx.app.db);
    for (const slug of STATIC_PAGE_SLUGS) {
      const res = await read(STATIC_PAGES[slug].call);
      expect(res.statusCode, slug).toBe(200);
      const { data } = res.json<{ data: { slug: string; title: string; content: string } }>();
      expect(data.slug).toBe(slug);
      expect(data.title.length).toBeGreaterThan(3);
      // Real, complete text: several sections, not a placeholder.
      expect(data.content.length, slug).toBeGreaterThan(2500);
      expect(data.content.match(/^## /gm)?.length ?? 0, slug).toBeGreaterThanOrEqual(4);
    }
    const terms = (await read('getTermsAndCondition')).json<{ data: { content: string } }>().data.content;
    expect(terms).toMatch(/Grievance Officer/);
  });

  it('answers 304 while the ETag still matches, and a new ETag after an edit', async () => {
    const first = await read('getPrivacyPolicy');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1500');

    const again = await read('getPrivacyPolicy', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await ctx.app.db
      .update(staticPages)
      .set({ content: '## Edited\n\nNew text.', updatedAt: new Date() })
      .where(eq(staticPages.slug, 'privacy'));
    // Written straight to the table, as another process would: readers here see it once the
    // few seconds of read cache are over (an admin's edit through the API forgets it at once).
    forgetCatalogue(ctx.app.db);
    const edited = await read('getPrivacyPolicy', { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('never overwrites an edited page when the seed runs again', async () => {
    await seedStaticPages(ctx.app.db);
    const res = await read('getPrivacyPolicy');
    expect(res.json<{ data: { content: string } }>().data.content).toBe('## Edited\n\nNew text.');
  });
});
