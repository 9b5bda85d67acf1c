import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminNews, NewsDetails, NewsSummary } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { CATALOGUE_NEWS_CATEGORIES } from './categories.js';
import { CATALOGUE_NEWS_ITEMS } from './items.js';
import { seedNews } from './seed.js';
import { newsCategories, newsItems } from '../../modules/news/tables.js';

let ctx: TestContext;
let admin: LoggedIn;
let seededAt: Date;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  seededAt = new Date();
  // About 0.45 s a picture on an idle 2-core machine (two thirds of it AVIF): allow for a busy one.
  await seedNews(ctx.app.db, ctx.app.providers, seededAt);
}, 120_000);
afterAll(async () => ctx.app.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('demo news', () => {
  it('has 6 categories with Hindi names and 24+ stories, 4+ breaking, over the last 10 days', async () => {
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/user/getNewscategory' })).json<{
      results: { slug: string; nameHi: string }[];
    }>().results;
    expect(categories.map((c) => c.slug)).toEqual(CATALOGUE_NEWS_CATEGORIES.map((c) => c.slug));
    expect(categories.every((c) => /[\u0900-\u097F]/.test(c.nameHi))).toBe(true);

    const page = (await ctx.app.inject({ method: 'GET', url: '/api/user/getNewsByCategory?pageSize=50' })).json<{
      results: NewsSummary[];
      total: number;
    }>();
    expect(page.total).toBe(CATALOGUE_NEWS_ITEMS.length);
    expect(page.total).toBeGreaterThanOrEqual(24);
    expect(new Set(page.results.map((n) => n.categoryId)).size).toBe(6);
    for (const news of page.results) {
      const age = seededAt.getTime() - Date.parse(news.publishedAt);
      expect(age, news.title).toBeGreaterThan(0);
      expect(age, news.title).toBeLessThanOrEqual(10 * DAY_MS);
    }
    const breaking = (await ctx.app.inject({ method: 'GET', url: '/api/user/getBreakingNews' })).json<{
      result: NewsSummary[];
    }>().result;
    expect(breaking.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every story a served picture of its own in two widths (320, 640), WebP and AVIF', async () => {
    const { results } = (await ctx.app.inject({ method: 'GET', url: '/api/user/getNewsByCategory?pageSize=50' })).json<{
      results: NewsSummary[];
    }>();
    for (const news of results) {
      expect(news.image, news.title).toMatchObject({ width: 640, height: 360 });
      expect(news.image?.srcSet.split(', '), news.title).toHaveLength(2);
      expect(news.image?.avifSrcSet.split(', '), news.title).toHaveLength(2);
    }
    // Each story its own picture (issue 20): the content hash in the file name differs.
    const hashes = results.map((news) => /-([0-9a-f]{12})-640\.webp$/.exec(news.image?.src ?? '')?.[1]);
    expect(new Set(hashes).size).toBe(results.length);
    const first = results[0]?.image;
    const avif = first?.avifSrcSet.split(' ')[0] ?? '';
    for (const url of [first?.src ?? '', avif]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
    }
    const details = await ctx.app.inject({ method: 'GET', url: `/api/user/news/${results[0]?._id}` });
    expect(details.json<{ data: { body: string } }>().data.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('ships every story in Hindi too, field by field, and the cards carry the category’s Hindi (issue 21)', async () => {
    const list = async (query: string) =>
      (await requestAs(ctx.app, admin, 'GET', `/api/admin/news/items?pageSize=100${query}`)).json<{
        results: AdminNews[];
        total: number;
      }>();
    const all = await list('');
    expect(all.total).toBe(CATALOGUE_NEWS_ITEMS.length);
    for (const news of all.results) expect(news.hindiMissing, news.title).toEqual([]);
    expect((await list('&hindi=missing')).total).toBe(0);

    const { results } = (await ctx.app.inject({ method: 'GET', url: '/api/user/getNewsByCategory?pageSize=50' })).json<{
      results: NewsSummary[];
    }>();
    for (const card of results) {
      expect(card.hi, card.title).toMatchObject({
        title: expect.stringMatching(/[\u0900-\u097F]/),
        categoryName: expect.stringMatching(/[\u0900-\u097F]/),
      });
    }
    const details = (await ctx.app.inject({ method: 'GET', url: `/api/user/news/${results[0]?._id}` })).json<{
      data: NewsDetails;
    }>().data;
    expect(details.hi.body?.split('\n\n')).toHaveLength(details.body.split('\n\n').length);
  });

  it('gives stories seeded before the Hindi existed their Hindi, and keeps an admin’s translation', async () => {
    const [edited] = CATALOGUE_NEWS_ITEMS;
    await ctx.app.db.update(newsItems).set({ hi: {} });
    await ctx.app.db
      .update(newsItems)
      .set({ hi: { title: 'संपादित' } })
      .where(eq(newsItems.title, edited?.title ?? ''));
    await seedNews(ctx.app.db, ctx.app.providers);
    const rows = await ctx.app.db.select({ title: newsItems.title, hi: newsItems.hi }).from(newsItems);
    expect(rows.find((r) => r.title === edited?.title)?.hi).toEqual({ title: 'संपादित' });
    expect(rows.filter((r) => Object.keys(r.hi).length === 4)).toHaveLength(CATALOGUE_NEWS_ITEMS.length - 1);
  });

  it('inserts only what is missing when it runs again', async () => {
    const before = await ctx.app.db.select().from(newsItems);
    await seedNews(ctx.app.db, ctx.app.providers);
    const [categories] = await ctx.app.db.select({ n: count() }).from(newsCategories);
    expect(categories?.n).toBe(CATALOGUE_NEWS_CATEGORIES.length);
    const after = await ctx.app.db.select().from(newsItems);
    expect(after).toEqual(before);
  });
});
