/**
 * The demo's Sanchar media and daily darshan for an empty database (issue 6
 * "Data"): 6 categories with sub-categories, 34 videos, 16 podcast episodes,
 * 4 live streams and 6 temples with two darshan pictures a day for the last
 * 7 days (India). Audio, video clips and the live HLS stream are files made
 * locally (apps/api/demo-media, see its README); every picture is drawn as
 * SVG (art.ts) and stored in three widths as WebP and AVIF. Every episode
 * and clip gets WebVTT captions from demo-media/captions.json (issue 23).
 *
 * Inserts only what is missing: categories and sub-categories by slug,
 * videos, podcasts, streams and temples only into an empty table, darshans
 * by (temple, date) — so a restart on a later day adds that day's darshan and
 * keeps an admin's edits. Every row carries its Hindi (decision 011: *-hi.ts
 * beside the English, the episodes' titles in episodes.json), and rows seeded
 * before the Hindi existed get it (seed/shared/hindi.ts).
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { MediaImage, MediaLanguage } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { API_ROOT } from '../../paths.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { toWebVtt, type Cue } from '../../lib/webvtt.js';
import { coverArtSvg, type CoverArt } from './art.js';
import { CATALOGUE_CATEGORIES } from './categories.js';
import { CATALOGUE_LIVE_STREAMS } from './live.js';
import { CATALOGUE_VIDEOS } from './videos.js';
import { seedDarshans } from './darshan.js';
import { PODCAST_MOTIFS } from './podcast-art.js';
import { inPairs, type Storage } from '../shared/work.js';
import { fillEmptyHindi } from '../shared/hindi.js';
import { MEDIA_CATEGORY_DESCRIPTIONS_HI } from './categories-hi.js';
import { CATALOGUE_LIVE_STREAMS_HI } from './live-hi.js';
import { PODCAST_DESCRIPTIONS_HI } from './podcasts-hi.js';
import { CATALOGUE_VIDEOS_HI } from './videos-hi.js';
import {
  liveStreams,
  mediaCategories,
  mediaPodcasts,
  mediaSubCategories,
  mediaVideos,
} from '../../modules/media/tables.js';

/** The locally made demo files (committed; scripts/media/make-demo-media.sh remakes them). */
const DEMO_MEDIA = join(API_ROOT, 'demo-media', '/');
const HOUR_MS = 60 * 60 * 1000;
/** Every demo clip is 10 s long (make-demo-media.sh). */
const CLIP_SECONDS = 10;

/** One podcast episode of demo-media/audio/episodes.json. */
interface DemoEpisode {
  file: string;
  title: string;
  titleHi: string;
  speaker: string;
  description: string;
  durationSeconds: number;
  language: MediaLanguage;
  /** The category's slug; the episode goes to that category's sub-categories in turn. */
  subCategory: string;
}

/** Stores a demo file under `<folder>/<name>-<hash>.<ext>` and returns its URL. */
async function storeDemoFile(storage: Storage, folder: string, file: string, type: string): Promise<string> {
  const body = await readFile(`${DEMO_MEDIA}${file}`);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const [name, ext] = (file.split('/').pop() ?? file).split('.');
  return storage.put(`${folder}/${name}-${hash}.${ext}`, body, type);
}

/** The demo captions (captions.json, timed by scripts/media/make-demo-captions.mjs) by file under demo-media. */
type DemoCaptions = Record<string, { language: MediaLanguage; cues: Cue[] }>;

/**
 * Stores the WebVTT captions of demo file `file` (audio/episode-01.mp3) under
 * media/captions/ and answers the columns that name them (none when the file has no captions).
 */
async function storeDemoCaptions(
  storage: Storage,
  captions: DemoCaptions,
  file: string,
): Promise<{ captionsUrl?: string; captionsLanguage?: MediaLanguage }> {
  const entry = captions[file];
  if (!entry) return {};
  const body = Buffer.from(toWebVtt(entry.cues));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  const name = (file.split('/').pop() ?? file).replace(/\.[^.]+$/, '');
  const captionsUrl = await storage.put(`media/captions/${name}-${hash}.vtt`, body, 'text/vtt');
  return { captionsUrl, captionsLanguage: entry.language };
}

const readDemoCaptions = async (): Promise<DemoCaptions> =>
  JSON.parse(await readFile(`${DEMO_MEDIA}captions.json`, 'utf8')) as DemoCaptions;

/** Stores the live HLS stream (playlist and segments side by side) and returns the playlist's URL. */
async function storeLiveStream(storage: Storage): Promise<string> {
  const folder = 'live/aarti-live';
  const names = (await readdir(`${DEMO_MEDIA}${folder}`)).sort();
  const playlist = await readFile(`${DEMO_MEDIA}${folder}/index.m3u8`);
  const hash = createHash('sha256').update(playlist).digest('hex').slice(0, 12);
  let url = '';
  for (const name of names) {
    const type = name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
    const stored = await storage.put(
      `media/live/aarti-live-${hash}/${name}`,
      await readFile(`${DEMO_MEDIA}${folder}/${name}`),
      type,
    );
    if (name === 'index.m3u8') url = stored;
  }
  return url;
}

/** Draws and stores a cover. */
function storeCover(storage: Storage, stem: string, art: CoverArt): Promise<MediaImage> {
  return storeMediaImage(storage, stem, Buffer.from(coverArtSvg(art)), true);
}

/** The `hi` of a category or sub-category by slug: its description's Hindi (the name's is nameHi). */
const categoryHindi = (slug: string) => {
  const description = MEDIA_CATEGORY_DESCRIPTIONS_HI[slug];
  return description ? { description } : {};
};
const CATEGORY_HINDI_BY_SLUG = Object.fromEntries(
  Object.entries(MEDIA_CATEGORY_DESCRIPTIONS_HI).map(([slug, description]) => [slug, { description }]),
);

/** Categories and sub-categories missing by slug; answers sub-category ids by slug. */
async function seedCategories(db: Db, storage: Storage): Promise<Map<string, string>> {
  const hindi = { key: mediaCategories.slug, hi: mediaCategories.hi };
  await fillEmptyHindi(db, mediaCategories, hindi, CATEGORY_HINDI_BY_SLUG);
  const subHindi = { key: mediaSubCategories.slug, hi: mediaSubCategories.hi };
  await fillEmptyHindi(db, mediaSubCategories, subHindi, CATEGORY_HINDI_BY_SLUG);
  for (const [index, category] of CATALOGUE_CATEGORIES.entries()) {
    let [row] = await db.select().from(mediaCategories).where(eq(mediaCategories.slug, category.slug));
    if (!row) {
      const image = await storeCover(storage, `media/categories/${category.slug}`, {
        motif: category.motif,
        hue: category.hue,
        shape: 'square',
      });
      [row] = await db
        .insert(mediaCategories)
        .values({ ...category, image, sortOrder: index, hi: categoryHindi(category.slug) })
        .returning();
    }
    const existing = await db
      .select({ slug: mediaSubCategories.slug })
      .from(mediaSubCategories)
      .where(eq(mediaSubCategories.categoryId, row!.id));
    const have = new Set(existing.map((s) => s.slug));
    const missing = category.subCategories.filter((s) => !have.has(s.slug));
    if (missing.length > 0) {
      await db.insert(mediaSubCategories).values(
        missing.map((sub) => ({
          ...sub,
          categoryId: row!.id,
          sortOrder: category.subCategories.indexOf(sub),
          hi: categoryHindi(sub.slug),
        })),
      );
    }
  }
  const subs = await db.select({ id: mediaSubCategories.id, slug: mediaSubCategories.slug }).from(mediaSubCategories);
  return new Map(subs.map((s) => [s.slug, s.id]));
}

/** The category of a sub-category slug, for its art. */
function categoryOf(subSlug: string) {
  const category = CATALOGUE_CATEGORIES.find((c) => c.subCategories.some((s) => s.slug === subSlug));
  if (!category) throw new Error(`Unknown demo sub-category ${subSlug}`);
  return category;
}

async function seedVideos(db: Db, storage: Storage, subIds: Map<string, string>, now: Date): Promise<void> {
  await fillEmptyHindi(db, mediaVideos, { key: mediaVideos.title, hi: mediaVideos.hi }, CATALOGUE_VIDEOS_HI);
  if ((await db.select({ id: mediaVideos.id }).from(mediaVideos).limit(1)).length > 0) return;
  const clips = new Map<string, { url: string; captionsUrl?: string; captionsLanguage?: MediaLanguage }>();
  const captions = await readDemoCaptions();
  for (const category of CATALOGUE_CATEGORIES) {
    const file = `video/clip-${category.slug}.mp4`;
    clips.set(category.slug, {
      url: await storeDemoFile(storage, 'media/video', file, 'video/mp4'),
      ...(await storeDemoCaptions(storage, captions, file)),
    });
  }
  const rows = await inPairs(CATALOGUE_VIDEOS, async (video, index) => {
    const category = categoryOf(video.subCategory);
    return {
      subCategoryId: subIds.get(video.subCategory)!,
      title: video.title,
      description: video.description,
      hi: CATALOGUE_VIDEOS_HI[video.title] ?? {},
      source: 'file',
      ...clips.get(category.slug)!,
      durationSeconds: CLIP_SECONDS,
      language: video.language,
      publishedAt: new Date(now.getTime() - (index + 1) * 5 * HOUR_MS),
      thumbnail: await storeCover(storage, `media/videos/${index + 1}`, {
        motif: video.motif,
        hue: (category.hue + index * 7) % 360,
        shape: 'wide',
      }),
    };
  });
  await db.insert(mediaVideos).values(rows);
}

/** An episode's Hindi: its title from episodes.json, description and speaker from podcasts-hi.ts. */
const episodeHindi = (episode: DemoEpisode) => ({ title: episode.titleHi, ...PODCAST_DESCRIPTIONS_HI[episode.title] });

async function seedPodcasts(db: Db, storage: Storage, subIds: Map<string, string>, now: Date): Promise<void> {
  const episodes = JSON.parse(await readFile(`${DEMO_MEDIA}audio/episodes.json`, 'utf8')) as DemoEpisode[];
  const hindiByTitle = Object.fromEntries(episodes.map((episode) => [episode.title, episodeHindi(episode)]));
  await fillEmptyHindi(db, mediaPodcasts, { key: mediaPodcasts.title, hi: mediaPodcasts.hi }, hindiByTitle);
  if ((await db.select({ id: mediaPodcasts.id }).from(mediaPodcasts).limit(1)).length > 0) return;
  const turns = new Map<string, number>();
  const captions = await readDemoCaptions();
  const rows = await inPairs(episodes, async (episode, index) => {
    const category = CATALOGUE_CATEGORIES.find((c) => c.slug === episode.subCategory);
    if (!category) throw new Error(`Unknown demo category ${episode.subCategory}`);
    const motif = PODCAST_MOTIFS[episode.file];
    if (!motif) throw new Error(`No cover motif for demo episode ${episode.file}`);
    const turn = turns.get(category.slug) ?? 0;
    turns.set(category.slug, turn + 1);
    const sub = category.subCategories[turn % category.subCategories.length]!;
    return {
      subCategoryId: subIds.get(sub.slug)!,
      title: episode.title,
      description: episode.description,
      speaker: episode.speaker,
      hi: episodeHindi(episode),
      audioUrl: await storeDemoFile(storage, 'media/audio', `audio/${episode.file}`, 'audio/mpeg'),
      ...(await storeDemoCaptions(storage, captions, `audio/${episode.file}`)),
      mimeType: 'audio/mpeg',
      durationSeconds: episode.durationSeconds,
      language: episode.language,
      publishedAt: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS),
      image: await storeCover(storage, `media/podcasts/${index + 1}`, {
        motif,
        hue: (category.hue + index * 11) % 360,
        shape: 'square',
      }),
    };
  });
  await db.insert(mediaPodcasts).values(rows);
}

async function seedLiveStreams(db: Db, storage: Storage): Promise<void> {
  await fillEmptyHindi(db, liveStreams, { key: liveStreams.title, hi: liveStreams.hi }, CATALOGUE_LIVE_STREAMS_HI);
  if ((await db.select({ id: liveStreams.id }).from(liveStreams).limit(1)).length > 0) return;
  const url = await storeLiveStream(storage);
  const rows = await inPairs(CATALOGUE_LIVE_STREAMS, async (stream, index) => ({
    title: stream.title,
    description: stream.description,
    location: stream.location,
    source: 'hls',
    url,
    isLive: stream.isLive,
    schedule: stream.schedule,
    hi: CATALOGUE_LIVE_STREAMS_HI[stream.title] ?? {},
    sortOrder: index,
    thumbnail: await storeCover(storage, `media/live/${index + 1}`, {
      motif: stream.motif,
      hue: stream.hue,
      shape: 'wide',
    }),
  }));
  await db.insert(liveStreams).values(rows);
}

/** Seeds everything above; `now` is the seed time (tests pass a fixed one). */
export async function seedMedia(db: Db, providers: Pick<Providers, 'storage'>, now = new Date()): Promise<void> {
  const subIds = await seedCategories(db, providers.storage);
  await seedVideos(db, providers.storage, subIds, now);
  await seedPodcasts(db, providers.storage, subIds, now);
  await seedLiveStreams(db, providers.storage);
  await seedDarshans(db, providers.storage, now);
}
