import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminNewsCategory, type MediaSearchResponse } from '@seva/contracts';
import { createAdminTestApp, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { hoursFromNow, insertCategory, insertPodcast, insertSubCategory, insertVideo } from '../../test/media.js';

let ctx: TestContext;
let admin: LoggedIn;
const ids = { titleVideo: '', describedVideo: '', hindiVideo: '', podcast: '', news: '' };

const search = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/search?${query}` });
const answer = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MediaSearchResponse>();
};
const idsOf = (hits: { results: { _id: string }[] }) => hits.results.map((hit) => hit._id);

async function addNews(category: AdminNewsCategory, title: string, hiTitle = '', active = true) {
  const res = await requestAs(ctx.app, admin, 'POST', '/api/admin/news/items', {
    categoryId: category._id,
    title,
    summary: 'What happened at the temple today.',
    body: 'The story of the day at the temple.',
    active,
    publishedAt: hoursFromNow(-1).toISOString(),
    ...(hiTitle ? { hi: { title: hiTitle, summary: 'आज मंदिर में क्या हुआ।', body: 'कथा।' } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { _id: string } }).data._id;
}

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  const app = ctx.app;
  const aarti = await insertCategory(app, { name: 'Aarti', slug: 'aarti' });
  const evening = await insertSubCategory(app, aarti.id, { name: 'Sandhya Aarti', nameHi: 'संध्या आरती' });
  ids.describedVideo = (
    await insertVideo(app, evening.id, {
      title: 'Evening lamps',
      description: 'Lamps offered to the Ganga at dusk.',
      publishedAt: hoursFromNow(-1),
    })
  ).id;
  ids.titleVideo = (
    await insertVideo(app, evening.id, { title: 'Ganga Aarti at Dashashwamedh', publishedAt: hoursFromNow(-3) })
  ).id;
  ids.hindiVideo = (
    await insertVideo(app, evening.id, {
      title: 'Morning hymn',
      hi: { title: 'गंगा स्तुति' },
      publishedAt: hoursFromNow(-2),
    })
  ).id;
  // Never found: hidden, scheduled.
  await insertVideo(app, evening.id, { title: 'Ganga hidden', active: false });
  await insertVideo(app, evening.id, { title: 'Ganga tomorrow', publishedAt: hoursFromNow(24) });
  ids.podcast = (
    await insertPodcast(app, evening.id, { title: 'Stories of the Ganga', speaker: 'Dr. Shivani Mishra' })
  ).id;
  await insertPodcast(app, evening.id, { title: 'Ganga without audio', audioUrl: null, mimeType: null });

  const created = await requestAs(ctx.app, admin, 'POST', '/api/admin/news/categories', {
    name: 'Temples',
    sortOrder: 1,
    active: true,
  });
  const category = (created.json() as { data: AdminNewsCategory }).data;
  ids.news = await addNews(category, 'Ganga Dussehra crowds in Haridwar', 'हरिद्वार में गंगा दशहरा');
  await addNews(category, 'Ganga story withdrawn', '', false);
});
afterAll(async () => ctx.app.close());

describe('GET /api/search', () => {
  it('finds published videos, episodes and news, a title match before a description match, cacheable', async () => {
    const res = await search('q=ganga');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MediaSearchResponse>();
    expect(idsOf(body.videos)).toEqual([ids.titleVideo, ids.describedVideo]);
    expect(body.videos.total).toBe(2);
    expect(idsOf(body.podcasts)).toEqual([ids.podcast]);
    expect(idsOf(body.news)).toEqual([ids.news]);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.etag).toMatch(/^"/);
  });

  it('searches the Hindi text and the sub-category’s names too', async () => {
    const hindi = await answer(`q=${encodeURIComponent('गंगा')}`);
    expect(idsOf(hindi.videos)).toEqual([ids.hindiVideo]);
    expect(idsOf(hindi.news)).toEqual([ids.news]);
    const bySubCategory = await answer(`q=${encodeURIComponent('संध्या')}&type=video`);
    expect(bySubCategory.videos.total).toBe(3);
  });

  it('needs every word, in any field; finds speakers', async () => {
    expect(idsOf((await answer('q=ganga+dashashwamedh')).videos)).toEqual([ids.titleVideo]);
    expect((await answer('q=ganga+varanasi')).videos.total).toBe(0);
    expect(idsOf((await answer('q=shivani')).podcasts)).toEqual([ids.podcast]);
  });

  it('limits to one type and pages', async () => {
    const videos = await answer('q=ganga&type=video&pageSize=1&page=2');
    expect(idsOf(videos.videos)).toEqual([ids.describedVideo]);
    expect(videos.videos.total).toBe(2);
    expect(videos.podcasts).toEqual({ results: [], total: 0 });
    expect(videos.news).toEqual({ results: [], total: 0 });
  });

  it('treats % and _ literally and answers no match as empty groups', async () => {
    const none = await answer('q=100%25');
    expect([none.videos.total, none.podcasts.total, none.news.total]).toEqual([0, 0, 0]);
  });

  it('refuses a search under 2 letters, over 80, or of an unknown type (400)', async () => {
    const short = await search('q=+g+');
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe(MESSAGES.searchTooShort);
    expect((await search(`q=${'a'.repeat(81)}`)).statusCode).toBe(400);
    expect((await search('q=ganga&type=music')).statusCode).toBe(400);
    expect((await search('')).statusCode).toBe(400);
  });
});
