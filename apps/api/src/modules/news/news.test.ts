import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BREAKING_NEWS_LIMIT, type AdminNews, type AdminNewsCategory, type NewsSummary } from '@seva/contracts';
import { forgetCatalogue } from '../../db/read-cache.js';
import { createAdminTestApp, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import type { LoggedIn } from '../../test/login.js';

let ctx: TestContext;
let admin: LoggedIn;
let temples: AdminNewsCategory;
let festivals: AdminNewsCategory;

const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const listOf = (res: { json: () => unknown }) =>
  res.json() as { results: NewsSummary[]; total: number; page: number; pageSize: number };

async function addCategory(name: string, sortOrder: number, active = true): Promise<AdminNewsCategory> {
  const res = await requestAs(ctx.app, admin, 'POST', '/api/admin/news/categories', { name, sortOrder, active });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: AdminNewsCategory }).data;
}

let minutesAgo = 1000;
/** A story in `category`, each one a minute newer than the last unless `publishedAt` is given. */
async function addNews(category: AdminNewsCategory, overrides: object = {}): Promise<AdminNews> {
  minutesAgo -= 1;
  const res = await requestAs(ctx.app, admin, 'POST', '/api/admin/news/items', {
    categoryId: category._id,
    title: `Story ${minutesAgo} from the ghats`,
    summary: 'A short summary of what happened at the temple.',
    body: 'The first paragraph of the story.\n\nThe second paragraph of the story.',
    publishedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: AdminNews }).data;
}

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  festivals = await addCategory('Festivals', 2);
  temples = await addCategory('Temples & Tirth', 1);
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.useRealTimers());

describe('GET /api/user/getNewscategory', () => {
  it('lists active categories in display order, cacheable', async () => {
    await addCategory('Hidden Desk', 0, false);
    const res = await get('/api/user/getNewscategory');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { _id: string; slug: string; name: string; nameHi: string }[] }>();
    expect(results.map((c) => c.slug)).toEqual(['temples-tirth', 'festivals']);
    expect(results[0]).toEqual({ _id: temples._id, slug: 'temples-tirth', name: 'Temples & Tirth', nameHi: '' });
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.etag).toMatch(/^"/);
  });
});

describe('news lists and details', () => {
  let hiddenCategory: AdminNewsCategory;
  let draft: AdminNews;
  let scheduled: AdminNews;
  let inHiddenCategory: AdminNews;
  const published: AdminNews[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) published.push(await addNews(temples));
    for (let i = 0; i < 2; i++) published.push(await addNews(festivals, { isBreaking: true }));
    draft = await addNews(temples, { active: false, isBreaking: true });
    scheduled = await addNews(temples, {
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
      isBreaking: true,
    });
    hiddenCategory = await addCategory('Closed Desk', 9);
    inHiddenCategory = await addNews(hiddenCategory, { isBreaking: true });
    const hide = await requestAs(ctx.app, admin, 'PATCH', `/api/admin/news/categories/${hiddenCategory._id}`, {
      active: false,
    });
    expect(hide.statusCode).toBe(200);
  });

  const newestFirst = () => [...published].reverse().map((n) => n._id);

  it('getNewsByCategory without a category: every visible story, newest first, POST and GET alike', async () => {
    const posted = await ctx.app.inject({ method: 'POST', url: '/api/user/getNewsByCategory', payload: {} });
    expect(posted.statusCode).toBe(200);
    expect(listOf(posted)).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(listOf(posted).results.map((n) => n._id)).toEqual(newestFirst());
    const got = await get('/api/user/getNewsByCategory');
    expect(listOf(got).results).toEqual(listOf(posted).results);
    expect(got.headers['cache-control']).toContain('public');

    const card = listOf(got).results.find((n) => n._id === published[0]?._id);
    expect(card).toMatchObject({ categoryId: temples._id, categoryName: 'Temples & Tirth', source: 'Seva News Desk' });
    expect(card).not.toHaveProperty('body');
  });

  it('pages by category; a page past the end is empty', async () => {
    const first = listOf(await get(`/api/user/getNewsByCategory?categoryId=${temples._id}&page=1&pageSize=2`));
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.results.map((n) => n._id)).toEqual(newestFirst().slice(2, 4));
    const second = listOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/user/getNewsByCategory',
        payload: { categoryId: temples._id, page: 2, pageSize: 2 },
      }),
    );
    expect(second.results.map((n) => n._id)).toEqual([published[0]?._id]);
    const past = await get(`/api/user/getNewsByCategory?categoryId=${temples._id}&page=9&pageSize=2`);
    expect(past.statusCode).toBe(200);
    expect(listOf(past)).toMatchObject({ results: [], total: 3, page: 9 });
  });

  it('refuses paging out of bounds and a malformed category (400), an unknown or hidden one (404)', async () => {
    const tooBig = await get('/api/user/getNewsByCategory?pageSize=51');
    expect(tooBig.statusCode).toBe(400);
    expect(messageOf(tooBig)).toBe('At most 50 items a page.');
    const zero = await ctx.app.inject({ method: 'POST', url: '/api/user/getNewsByCategory', payload: { page: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(messageOf(zero)).toBe('The page starts at 1.');
    expect((await get('/api/user/getNewsByCategory?categoryId=temples')).statusCode).toBe(400);
    for (const id of [UNKNOWN_ID, hiddenCategory._id]) {
      const res = await get(`/api/user/getNewsByCategory?categoryId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: false, success: false, message: 'This news category does not exist.' });
    }
  });

  it('getBreakingNews: visible breaking stories only, newest first, in `result`', async () => {
    const res = await get('/api/user/getBreakingNews');
    expect(res.statusCode).toBe(200);
    const { result } = res.json<{ result: NewsSummary[] }>();
    expect(result.map((n) => n._id)).toEqual(newestFirst().slice(0, 2));
    expect(result.every((n) => n.isBreaking)).toBe(true);
  });

  it('news/:id answers the story with its body; unknown, draft, scheduled and hidden-category stories are 404', async () => {
    const story = published[0];
    const res = await get(`/api/user/news/${story?._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      data: { _id: story?._id, title: story?.title, body: story?.body, publishedAt: story?.publishedAt },
    });
    for (const id of [UNKNOWN_ID, draft._id, scheduled._id, inHiddenCategory._id]) {
      const missing = await get(`/api/user/news/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(messageOf(missing)).toBe('This news story does not exist or is not published yet.');
    }
    expect((await get('/api/user/news/not-an-id')).statusCode).toBe(400);
  });

  it('shows a scheduled story once its publish time has come', async () => {
    const advance = freezeClock(new Date());
    expect((await get(`/api/user/news/${scheduled._id}`)).statusCode).toBe(404);
    advance(2 * 3600);
    forgetCatalogue(ctx.app.db); // the read cache lives a few seconds of real time
    expect((await get(`/api/user/news/${scheduled._id}`)).statusCode).toBe(200);
    const breaking = (await get('/api/user/getBreakingNews')).json<{ result: NewsSummary[] }>().result;
    expect(breaking[0]?._id).toBe(scheduled._id);
  });
});

describe('caching', () => {
  it('answers 304 while the ETag matches, with the caching headers, and a new ETag after an edit', async () => {
    const first = await get('/api/user/getBreakingNews');
    const etag = String(first.headers.etag);
    const again = await get('/api/user/getBreakingNews', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');

    await addNews(festivals, { isBreaking: true, publishedAt: new Date().toISOString() });
    const edited = await get('/api/user/getBreakingNews', { 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
  });

  it('the ticker holds at most BREAKING_NEWS_LIMIT stories', async () => {
    for (let i = 0; i < BREAKING_NEWS_LIMIT; i++) await addNews(festivals, { isBreaking: true });
    const { result } = (await get('/api/user/getBreakingNews')).json<{ result: NewsSummary[] }>();
    expect(result).toHaveLength(BREAKING_NEWS_LIMIT);
  });
});
