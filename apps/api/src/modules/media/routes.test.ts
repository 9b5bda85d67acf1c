import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DailyDarshanResponse,
  LiveStream,
  MediaCategory,
  MediaSubCategory,
  Podcast,
  Video,
} from '@seva/contracts';
import { forgetCatalogue } from '../../db/read-cache.js';
import { createAdminTestApp, messageOf, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import {
  hoursFromNow,
  insertCategory,
  insertDarshan,
  insertLiveStream,
  insertPodcast,
  insertSubCategory,
  insertTemple,
  insertVideo,
} from '../../test/media.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';

const unknownId = '0123456789abcdef01234567';
let ctx: TestContext;
let admin: LoggedIn;

/** The catalogue every test reads (written to the tables once). */
const ids = {
  aarti: '',
  bhajan: '',
  hiddenCategory: '',
  evening: '',
  hiddenSub: '',
  subOfHiddenCategory: '',
  videos: [] as string[],
  futureVideo: '',
  hiddenVideo: '',
  fileWithoutUrl: '',
  videoInHiddenSub: '',
  podcasts: [] as string[],
  podcastWithoutAudio: '',
  futurePodcast: '',
};

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  const app = ctx.app;
  const aarti = await insertCategory(app, { name: 'Aarti', slug: 'aarti', sortOrder: 2 });
  const bhajan = await insertCategory(app, { name: 'Bhajan', slug: 'bhajan', sortOrder: 1 });
  const hidden = await insertCategory(app, { name: 'Archive', slug: 'archive', active: false });
  const evening = await insertSubCategory(app, aarti.id, { name: 'Sandhya Aarti', sortOrder: 1 });
  await insertSubCategory(app, aarti.id, { name: 'Mangala Aarti', sortOrder: 0 });
  const hiddenSub = await insertSubCategory(app, aarti.id, { name: 'Old recordings', active: false });
  const subOfHidden = await insertSubCategory(app, hidden.id, { name: 'Anything' });
  Object.assign(ids, {
    aarti: aarti.id,
    bhajan: bhajan.id,
    hiddenCategory: hidden.id,
    evening: evening.id,
    hiddenSub: hiddenSub.id,
    subOfHiddenCategory: subOfHidden.id,
  });
  // Three published videos, 3, 2 and 1 hours old; and four customers never see.
  for (const hours of [-3, -2, -1])
    ids.videos.unshift((await insertVideo(app, evening.id, { publishedAt: hoursFromNow(hours) })).id);
  ids.futureVideo = (await insertVideo(app, evening.id, { publishedAt: hoursFromNow(5) })).id;
  ids.hiddenVideo = (await insertVideo(app, evening.id, { active: false })).id;
  ids.fileWithoutUrl = (await insertVideo(app, evening.id, { source: 'file', youtubeId: null, url: null })).id;
  ids.videoInHiddenSub = (await insertVideo(app, hiddenSub.id)).id;
  await insertVideo(app, subOfHidden.id);
  for (const hours of [-5, -4])
    ids.podcasts.unshift((await insertPodcast(app, evening.id, { publishedAt: hoursFromNow(hours) })).id);
  ids.podcastWithoutAudio = (await insertPodcast(app, evening.id, { audioUrl: null, mimeType: null })).id;
  ids.futurePodcast = (await insertPodcast(app, evening.id, { publishedAt: hoursFromNow(1) })).id;
});
afterAll(async () => ctx.app.close());

const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, query, headers });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

describe('GET /api/admin/getSeparateCategories', () => {
  it('lists active categories in display order with what customers can open in each', async () => {
    const res = await get('/api/admin/getSeparateCategories');
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: MediaCategory[] }>();
    expect(results.map((c) => c.name)).toEqual(['Bhajan', 'Aarti']);
    expect(results[1]).toMatchObject({ _id: ids.aarti, slug: 'aarti', image: null, videoCount: 3, podcastCount: 2 });
    expect(results[0]).toMatchObject({ videoCount: 0, podcastCount: 0 });
  });

  it('sends an ETag and Cache-Control; a revalidation answers 304 without a body until an admin edit', async () => {
    const first = await get('/api/admin/getSeparateCategories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');

    const again = await get('/api/admin/getSeparateCategories', {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const edit = await requestAs(ctx.app, admin, 'PATCH', `/api/admin/media/categories/${ids.bhajan}`, {
      description: 'Bhajans of the saints',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await get('/api/admin/getSeparateCategories', {}, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ results: MediaCategory[] }>().results[0]?.description).toBe('Bhajans of the saints');
  });
});

describe('getSubCategoryByCategoryId', () => {
  it('answers the GET and POST forms alike: the category and its active sub-categories in display order', async () => {
    const byGet = await get('/api/admin/getSubCategoryByCategoryId', { categoryId: ids.aarti });
    const byPost = await post('/api/admin/getSubCategoryByCategoryId', { categoryId: ids.aarti });
    expect(byGet.statusCode).toBe(200);
    expect(byPost.json()).toEqual(byGet.json());
    const { category, results } = byGet.json<{ category: MediaCategory; results: MediaSubCategory[] }>();
    expect(category).toMatchObject({ _id: ids.aarti, videoCount: 3, podcastCount: 2 });
    expect(results.map((s) => s.name)).toEqual(['Mangala Aarti', 'Sandhya Aarti']);
    expect(results[1]).toMatchObject({ _id: ids.evening, categoryId: ids.aarti, videoCount: 3, podcastCount: 2 });
    expect(byGet.headers['cache-control']).toContain('public');
    expect(byGet.headers.etag).toBeDefined();
  });

  it('answers 404 for an unknown or hidden category and 400 for a malformed id', async () => {
    for (const categoryId of [unknownId, ids.hiddenCategory]) {
      const res = await get('/api/admin/getSubCategoryByCategoryId', { categoryId });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('This category is not available.');
    }
    expect((await post('/api/admin/getSubCategoryByCategoryId', { categoryId: 'aarti' })).statusCode).toBe(400);
    expect((await get('/api/admin/getSubCategoryByCategoryId')).statusCode).toBe(400);
  });
});

describe('getVideosBySubCategoryId', () => {
  const url = '/api/admin/getVideosBySubCategoryId';

  it('pages the published videos newest first, the same by GET and POST', async () => {
    const res = await get(url, { subCategoryId: ids.evening });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ results: Video[]; total: number; page: number; pageSize: number }>();
    expect(page).toMatchObject({ status: true, total: 3, page: 1, pageSize: 12 });
    expect(page.results.map((v) => v._id)).toEqual(ids.videos);
    expect(page.results[0]).toMatchObject({
      categoryId: ids.aarti,
      subCategoryId: ids.evening,
      subCategoryName: 'Sandhya Aarti',
      source: 'youtube',
      youtubeId: 'dQw4w9WgXcQ',
      url: null,
      language: 'hi',
    });
    const second = await post(url, { subCategoryId: ids.evening, page: 2, pageSize: 2 });
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, results: [{ _id: ids.videos[2] }] });
    const sameByGet = await get(url, { subCategoryId: ids.evening, page: '2', pageSize: '2' });
    expect(sameByGet.json()).toEqual(second.json());
  });

  it('answers an empty page past the end, and 400 outside the paging bounds', async () => {
    const past = await get(url, { subCategoryId: ids.evening, page: '9', pageSize: '50' });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ results: [], total: 3, page: 9, pageSize: 50 });
    const tooMany = await get(url, { subCategoryId: ids.evening, pageSize: '51' });
    expect(tooMany.statusCode).toBe(400);
    expect(messageOf(tooMany)).toBe('At most 50 items a page.');
    const pageZero = await post(url, { subCategoryId: ids.evening, page: 0 });
    expect(pageZero.statusCode).toBe(400);
    expect(messageOf(pageZero)).toBe('The page starts at 1.');
  });

  it('answers 404 for an unknown sub-category, a hidden one and one in a hidden category', async () => {
    for (const subCategoryId of [unknownId, ids.hiddenSub, ids.subOfHiddenCategory]) {
      const res = await get(url, { subCategoryId });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('This sub-category is not available.');
    }
  });
});

describe('getAudioBySubCategory', () => {
  const url = '/api/admin/getAudioBySubCategory';

  it('pages the episodes that have audio and are published, newest first', async () => {
    const res = await post(url, { subCategoryId: ids.evening });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ results: Podcast[]; total: number }>();
    expect(page.total).toBe(2);
    expect(page.results.map((p) => p._id)).toEqual(ids.podcasts);
    expect(page.results[0]).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: 300, speaker: 'Acharya Mishra' });
    expect((await get(url, { subCategoryId: ids.evening, page: '2', pageSize: '2' })).json()).toMatchObject({
      results: [],
      total: 2,
    });
    expect((await get(url, { subCategoryId: ids.evening, pageSize: '51' })).statusCode).toBe(400);
    expect((await get(url, { subCategoryId: ids.evening, page: '0' })).statusCode).toBe(400);
    expect((await get(url, { subCategoryId: ids.hiddenSub })).statusCode).toBe(404);
  });
});

describe('one video, episode or stream', () => {
  it('answers a published video and 404 for unknown, scheduled, hidden, unplayable or hidden-away ones', async () => {
    const res = await get(`/api/media/videos/${ids.videos[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { _id: ids.videos[0], subCategoryName: 'Sandhya Aarti' } });
    expect(res.headers.etag).toBeDefined();
    for (const id of [unknownId, ids.futureVideo, ids.hiddenVideo, ids.fileWithoutUrl, ids.videoInHiddenSub]) {
      const missing = await get(`/api/media/videos/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('This video is not available.');
    }
    expect((await get('/api/media/videos/not-an-id')).statusCode).toBe(400);
  });

  it('answers a published episode with audio, and 404 without audio, scheduled or unknown', async () => {
    const res = await get(`/api/media/podcasts/${ids.podcasts[0]}`);
    expect(res.json<{ data: Podcast }>().data).toMatchObject({ _id: ids.podcasts[0], categoryId: ids.aarti });
    for (const id of [unknownId, ids.podcastWithoutAudio, ids.futurePodcast])
      expect((await get(`/api/media/podcasts/${id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/media/latest', () => {
  it('answers the newest published videos and episodes, at most 8 each', async () => {
    forgetCatalogue(ctx.app.db);
    const bhajanSub = await insertSubCategory(ctx.app, ids.bhajan, { name: 'Kirtan' });
    const newer: string[] = [];
    for (let i = 0; i < 7; i += 1)
      newer.unshift((await insertVideo(ctx.app, bhajanSub.id, { publishedAt: hoursFromNow(-0.5 + i * 0.01) })).id);
    const res = await get('/api/media/latest');
    expect(res.statusCode).toBe(200);
    const { videos, podcasts } = res.json<{ videos: Video[]; podcasts: Podcast[] }>();
    expect(videos.map((v) => v._id)).toEqual([...newer, ids.videos[0]]);
    expect(podcasts.map((p) => p._id)).toEqual(ids.podcasts);
    expect(res.headers['cache-control']).toContain('max-age=60');
  });
});

describe('live streams', () => {
  it('lists active streams on air first, then display order; one stream by id; 404 hidden or unknown', async () => {
    const quiet = await insertLiveStream(ctx.app, { title: 'Morning aarti', sortOrder: 0 });
    const onAir = await insertLiveStream(ctx.app, {
      title: 'Ganga aarti',
      sortOrder: 5,
      isLive: true,
      source: 'youtube',
      youtubeId: 'abcdefghijk',
      url: null,
    });
    const hidden = await insertLiveStream(ctx.app, { title: 'Retired', active: false });
    const res = await get('/api/admin/getLive');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: LiveStream[] }>();
    expect(data.map((s) => s._id)).toEqual([onAir.id, quiet.id]);
    expect(data[0]).toMatchObject({ isLive: true, source: 'youtube', youtubeId: 'abcdefghijk', url: null });
    expect(data[1]).toMatchObject({
      source: 'hls',
      youtubeId: null,
      url: 'https://streams.example.org/aarti/index.m3u8',
    });

    expect((await get(`/api/media/live/${quiet.id}`)).json()).toMatchObject({ data: { title: 'Morning aarti' } });
    for (const id of [hidden.id, unknownId]) {
      const missing = await get(`/api/media/live/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('This live stream is not available.');
    }
  });
});

describe('GET /api/admin/getDailyDarshan', () => {
  const today = indiaToday(new Date());
  const darshan = (query: Record<string, string> = {}) => get('/api/admin/getDailyDarshan', query);
  const temples: Record<string, string> = {};

  beforeAll(async () => {
    const mahakal = await insertTemple(ctx.app, { name: 'Mahakaleshwar', sortOrder: 0 });
    const kashi = await insertTemple(ctx.app, { name: 'Kashi Vishwanath', sortOrder: 1, city: 'Varanasi' });
    const hidden = await insertTemple(ctx.app, { name: 'Closed for repairs', active: false });
    Object.assign(temples, { mahakal: mahakal.id, kashi: kashi.id, hidden: hidden.id });
    await insertDarshan(ctx.app, mahakal.id, addDays(today, -1));
    await insertDarshan(ctx.app, mahakal.id, addDays(today, -3));
    await insertDarshan(ctx.app, kashi.id, addDays(today, -1));
    await insertDarshan(ctx.app, hidden.id, today);
    await insertDarshan(ctx.app, kashi.id, addDays(today, 1)); // prepared for tomorrow
    await insertDarshan(ctx.app, kashi.id, addDays(today, -2), { images: [] }); // no picture yet
  });

  it('falls back to the latest day with darshan when today has none yet, and says which day', async () => {
    const res = await darshan();
    expect(res.statusCode).toBe(200);
    const body = res.json<DailyDarshanResponse>();
    expect(body.date).toBe(addDays(today, -1));
    expect(body.days).toEqual([addDays(today, -1), addDays(today, -3)]);
    expect(body.data.map((d) => d.temple.name)).toEqual(['Mahakaleshwar', 'Kashi Vishwanath']);
    expect(body.data[0]).toMatchObject({ date: addDays(today, -1), images: [{ width: 640 }] });
    expect(res.headers.etag).toBeDefined();
  });

  it('shows today once a temple has today’s darshan, and any earlier day or one temple when asked', async () => {
    forgetCatalogue(ctx.app.db);
    await insertDarshan(ctx.app, temples.kashi ?? '', today);
    const now = (await darshan()).json<DailyDarshanResponse>();
    expect(now.date).toBe(today);
    expect(now.data.map((d) => d.temple.name)).toEqual(['Kashi Vishwanath']);
    expect(now.days[0]).toBe(today);

    const earlier = (await darshan({ date: addDays(today, -3) })).json<DailyDarshanResponse>();
    expect(earlier.data.map((d) => d.temple.name)).toEqual(['Mahakaleshwar']);
    const oneTemple = (await darshan({ templeId: temples.mahakal ?? '' })).json<DailyDarshanResponse>();
    expect(oneTemple).toMatchObject({ date: addDays(today, -1), days: [addDays(today, -1), addDays(today, -3)] });
    const tomorrow = (await darshan({ date: addDays(today, 1) })).json<DailyDarshanResponse>();
    expect(tomorrow.data).toEqual([]);
    const empty = (await darshan({ date: '2001-01-01' })).json<DailyDarshanResponse>();
    expect(empty).toMatchObject({ date: '2001-01-01', data: [] });
  });

  it('lists at most 14 days, newest first', async () => {
    forgetCatalogue(ctx.app.db);
    for (let back = 4; back <= 20; back += 1)
      await insertDarshan(ctx.app, temples.mahakal ?? '', addDays(today, -back));
    const { days } = (await darshan()).json<DailyDarshanResponse>();
    expect(days).toHaveLength(14);
    expect(days[0]).toBe(today);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('answers 400 for a malformed or impossible date and 404 for an unknown or hidden temple', async () => {
    const malformed = await darshan({ date: '22-11-2026' });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe('Please give the date as YYYY-MM-DD.');
    const impossible = await darshan({ date: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(messageOf(impossible)).toBe('Please give a real calendar date as YYYY-MM-DD.');
    for (const templeId of [unknownId, temples.hidden ?? '']) {
      const res = await darshan({ templeId });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe('This temple is not available.');
    }
  });
});
