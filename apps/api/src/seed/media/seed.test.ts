import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveStream, MediaCategory, Podcast, Video } from '@seva/contracts';
import { createAdminTestApp, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import type { LoggedIn } from '../../test/login.js';
import { CATALOGUE_CATEGORIES } from './categories.js';
import { CATALOGUE_TEMPLES } from './temples.js';
import { CATALOGUE_VIDEOS } from './videos.js';
import { seedMedia } from './seed.js';
import {
  darshans,
  liveStreams,
  mediaCategories,
  mediaPodcasts,
  mediaSubCategories,
  mediaVideos,
} from '../../modules/media/tables.js';

const SEEDED_AT = new Date('2026-11-22T03:00:00Z');

/** The content hash in a stored picture's file name (`<stem>-<hash>-<width>.webp`). */
const hashOf = (image: { src: string } | null) => /-([0-9a-f]{12})-\d+\.webp$/.exec(image?.src ?? '')?.[1];

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  await seedMedia(ctx.app.db, ctx.app.providers, SEEDED_AT);
}, 120_000);
afterAll(async () => ctx.app.close());

describe('demo media', () => {
  it('ships every category, sub-category, video, episode and live stream in Hindi too (issue 21)', async () => {
    const lists = ['categories', 'sub-categories', 'videos', 'podcasts', 'live'];
    for (const list of lists) {
      const url = `/api/admin/media/${list}?pageSize=100`;
      const all = (await requestAs(ctx.app, admin, 'GET', url)).json<{
        results: { _id: string; hindiMissing: string[] }[];
        total: number;
      }>();
      expect(all.total, list).toBeGreaterThan(0);
      expect(all.results, list).toHaveLength(all.total);
      for (const row of all.results) expect(row.hindiMissing, `${list} ${row._id}`).toEqual([]);
      const missing = await requestAs(ctx.app, admin, 'GET', `${url}&hindi=missing`);
      expect(missing.json<{ total: number }>().total, list).toBe(0);
    }
    const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json<T>();
    const hindi = expect.stringMatching(/[\u0900-\u097F]/);
    const categories = (await get<{ results: MediaCategory[] }>('/api/admin/getSeparateCategories')).results;
    for (const category of categories) expect(category.hi).toEqual({ name: hindi, description: hindi });
    const latest = await get<{ videos: Video[]; podcasts: Podcast[] }>('/api/media/latest');
    for (const video of latest.videos) {
      expect(video.hi).toEqual({ title: hindi, description: hindi, subCategoryName: hindi });
    }
    for (const episode of latest.podcasts) {
      expect(episode.hi).toEqual({ title: hindi, description: hindi, speaker: hindi, subCategoryName: hindi });
    }
    const live = (await get<{ data: LiveStream[] }>('/api/admin/getLive')).data;
    for (const stream of live) {
      expect(stream.hi).toEqual({ title: hindi, description: hindi, location: hindi, schedule: hindi });
    }
  });

  it('holds the issue’s amounts: 6 categories with sub-categories, 30+ videos, 15+ podcasts, 3+ live streams', async () => {
    const db = ctx.app.db;
    expect((await db.select().from(mediaCategories)).map((c) => c.slug)).toEqual(
      expect.arrayContaining(['aarti', 'bhajan', 'katha', 'mantra', 'pravachan', 'festival']),
    );
    expect((await db.select().from(mediaSubCategories)).length).toBeGreaterThanOrEqual(12);
    expect((await db.select().from(mediaVideos)).length).toBeGreaterThanOrEqual(30);
    expect((await db.select().from(mediaPodcasts)).length).toBeGreaterThanOrEqual(15);
    expect((await db.select().from(liveStreams)).filter((s) => s.isLive).length).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(liveStreams)).length).toBeGreaterThanOrEqual(3);
  });

  it('serves the locally made files: MP3 episodes (seekable), MP4 clips, the HLS playlist and its segments', async () => {
    const [episode] = await ctx.app.db.select().from(mediaPodcasts).limit(1);
    const audio = await ctx.app.inject({ method: 'GET', url: episode!.audioUrl!, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
    expect(audio.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);

    const [video] = await ctx.app.db.select().from(mediaVideos).limit(1);
    const clip = await ctx.app.inject({ method: 'GET', url: video!.url!, headers: { range: 'bytes=0-11' } });
    expect(clip.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const [stream] = await ctx.app.db.select().from(liveStreams).limit(1);
    const playlist = await ctx.app.inject({ method: 'GET', url: stream!.url! });
    expect(playlist.body).toContain('#EXTM3U');
    const segment = playlist.body.split('\n').find((line) => line.endsWith('.ts'))!;
    const first = await ctx.app.inject({ method: 'GET', url: new URL(segment, `http://x${stream!.url}`).pathname });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
  });

  it('gives every episode and video captions (WebVTT timed by espeak-ng) in its spoken language (issue 23)', async () => {
    const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json<T>();
    const episodes = await ctx.app.db.select().from(mediaPodcasts);
    expect(episodes.every((row) => row.captionsUrl?.endsWith('.vtt'))).toBe(true);
    const gayatri = episodes.find((row) => row.title === 'The Meaning of the Gayatri Mantra')!;
    const { data } = await get<{ data: Podcast }>(`/api/media/podcasts/${gayatri.id}`);
    expect(data).toMatchObject({ captionsUrl: gayatri.captionsUrl, captionsLanguage: 'en' });
    const vtt = await ctx.app.inject({ method: 'GET', url: data.captionsUrl! });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.body).toMatch(/^WEBVTT\n\n1\n00:00:01\.500 --> 00:00:03\.\d{3}\nWelcome to Seva Sanchar\.\n/);
    const ekadashi = episodes.find((row) => row.title === 'Ekadashi Vrat: Story and Rules')!;
    expect(ekadashi.captionsLanguage).toBe('hi');
    const hindi = await ctx.app.inject({ method: 'GET', url: ekadashi.captionsUrl! });
    expect(hindi.body).toContain('सेवा संचार में आपका स्वागत है।');
    const videos = await ctx.app.db.select().from(mediaVideos);
    expect(videos.every((row) => row.captionsUrl?.endsWith('.vtt') && row.captionsLanguage === 'en')).toBe(true);
  });

  it('gives every video, podcast and live stream a thumbnail of its own (issue 20)', async () => {
    const videos = await ctx.app.db.select().from(mediaVideos);
    const podcasts = await ctx.app.db.select().from(mediaPodcasts);
    const streams = await ctx.app.db.select().from(liveStreams);
    const hashes = [
      ...videos.map((v) => v.thumbnail),
      ...podcasts.map((p) => p.image),
      ...streams.map((s) => s.thumbnail),
    ].map(hashOf);
    expect(hashes.every(Boolean)).toBe(true);
    expect(new Set(hashes).size).toBe(videos.length + podcasts.length + streams.length);
  });

  it('gives every temple two pictures a day for the last 7 days, in three widths as WebP and AVIF', async () => {
    const rows = await ctx.app.db.select().from(darshans);
    expect(rows).toHaveLength(CATALOGUE_TEMPLES.length * 7);
    expect(new Set(rows.map((r) => r.date))).toEqual(
      new Set(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']),
    );
    const picture = rows[0]!.images[0]!;
    expect(rows.every((r) => r.images.length === 2)).toBe(true);
    // On one day, in one shringar colour, each temple still shows its own deity (issue 20).
    const sameDay = rows.filter((r) => r.date === '2026-11-22').map((r) => hashOf(r.images[0]!));
    expect(new Set(sameDay).size).toBe(CATALOGUE_TEMPLES.length);
    expect(picture.srcSet.split(', ')).toHaveLength(2); // 960 wide: 320 and 640, never enlarged
    const avif = await ctx.app.inject({ method: 'GET', url: picture.avifSrcSet.split(' ')[0]! });
    expect(avif.statusCode).toBe(200);
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  });

  it('seeds only what is missing, and a later day adds that day’s darshan', async () => {
    const nextDay = new Date(SEEDED_AT.getTime() + 24 * 60 * 60 * 1000);
    await seedMedia(ctx.app.db, ctx.app.providers, nextDay);
    expect(await ctx.app.db.select().from(mediaCategories)).toHaveLength(CATALOGUE_CATEGORIES.length);
    expect(await ctx.app.db.select().from(mediaVideos)).toHaveLength(CATALOGUE_VIDEOS.length);
    const rows = await ctx.app.db.select().from(darshans);
    expect(rows).toHaveLength(CATALOGUE_TEMPLES.length * 8);
    expect(rows.filter((r) => r.date === '2026-11-23')).toHaveLength(CATALOGUE_TEMPLES.length);
  }, 60_000);

  it('gives media seeded before the Hindi existed their Hindi, and keeps an admin’s translation', async () => {
    const db = ctx.app.db;
    for (const table of [mediaCategories, mediaSubCategories, mediaVideos, mediaPodcasts, liveStreams]) {
      await db.update(table).set({ hi: {} });
    }
    const [kept] = await db.select().from(mediaVideos).limit(1);
    await db
      .update(mediaVideos)
      .set({ hi: { title: 'संपादित' } })
      .where(eq(mediaVideos.id, kept!.id));
    await seedMedia(db, ctx.app.providers, SEEDED_AT);
    const videos = await db.select().from(mediaVideos);
    expect(videos.find((v) => v.id === kept!.id)?.hi).toEqual({ title: 'संपादित' });
    expect(videos.filter((v) => v.hi.description)).toHaveLength(videos.length - 1);
    for (const table of [mediaCategories, mediaSubCategories, mediaPodcasts, liveStreams]) {
      expect((await db.select().from(table)).every((row) => Object.keys(row.hi).length > 0)).toBe(true);
    }
  }, 60_000);
});
