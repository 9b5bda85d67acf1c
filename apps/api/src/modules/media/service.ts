/**
 * Sanchar's public reads (SPEC §7 "Media and content"): categories with
 * what they hold, a category's sub-categories, a sub-category's videos and
 * podcast episodes newest first, one video, episode or live stream, the
 * newest of each for the home page, and the live streams. Only what is
 * published shows (shapes.ts); hidden or unknown records answer 404.
 * Daily darshan is in darshan.ts.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  type LiveStream,
  type MediaCategory,
  type MediaSubCategory,
  type Podcast,
  type Video,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/paging.js';
import { mediaCounts, placedPodcasts, placedVideos, podcastPage, videoPage } from './queries.js';
import {
  NO_MEDIA,
  podcastPublished,
  subCategoryShown,
  toLiveStream,
  toMediaCategory,
  toPodcast,
  toVideo,
  videoPublished,
} from './shapes.js';
import { liveStreams, mediaCategories, mediaPodcasts, mediaSubCategories, mediaVideos } from './tables.js';

export const CATEGORY_NOT_AVAILABLE = MESSAGES.categoryNotAvailable;
export const SUB_CATEGORY_NOT_AVAILABLE = MESSAGES.subCategoryNotAvailable;
export const VIDEO_NOT_AVAILABLE = MESSAGES.videoNotAvailable;
export const PODCAST_NOT_AVAILABLE = MESSAGES.podcastNotAvailable;
export const LIVE_NOT_AVAILABLE = MESSAGES.liveNotAvailable;

/** A page of one sub-category's list. */
export type SubCategoryPage = Paging & { subCategoryId: string };

/** How many of each the home page shows (GET /api/media/latest). */
export const LATEST_COUNT = 8;

/** Active categories in display order (position, then name), each with what customers can open in it. */
export async function listMediaCategories(db: Db, now = new Date()): Promise<MediaCategory[]> {
  const rows = await db
    .select()
    .from(mediaCategories)
    .where(eq(mediaCategories.active, true))
    .orderBy(asc(mediaCategories.sortOrder), asc(mediaCategories.name), asc(mediaCategories.id));
  const counts = await mediaCounts(
    db,
    'category',
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toMediaCategory(row, counts.get(row.id) ?? NO_MEDIA));
}

/** Active category `categoryId` and its active sub-categories in display order. Throws 404 (unknown or hidden). */
export async function listMediaSubCategories(
  db: Db,
  categoryId: string,
  now = new Date(),
): Promise<{ category: MediaCategory; results: MediaSubCategory[] }> {
  const [category] = await db
    .select()
    .from(mediaCategories)
    .where(and(eq(mediaCategories.id, categoryId), eq(mediaCategories.active, true)))
    .limit(1);
  if (!category) throw httpErrors.notFound(CATEGORY_NOT_AVAILABLE);
  const rows = await db
    .select()
    .from(mediaSubCategories)
    .where(and(eq(mediaSubCategories.categoryId, categoryId), eq(mediaSubCategories.active, true)))
    .orderBy(asc(mediaSubCategories.sortOrder), asc(mediaSubCategories.name), asc(mediaSubCategories.id));
  const [categoryCounts, counts] = await Promise.all([
    mediaCounts(db, 'category', [categoryId], now),
    mediaCounts(
      db,
      'subCategory',
      rows.map((row) => row.id),
      now,
    ),
  ]);
  return {
    category: toMediaCategory(category, categoryCounts.get(categoryId) ?? NO_MEDIA),
    results: rows.map((row) => ({ ...toMediaCategory(row, counts.get(row.id) ?? NO_MEDIA), categoryId })),
  };
}

/** Throws 404 unless sub-category `id` and its category are both active. */
async function assertSubCategoryShown(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ id: mediaSubCategories.id })
    .from(mediaSubCategories)
    .innerJoin(mediaCategories, eq(mediaSubCategories.categoryId, mediaCategories.id))
    .where(and(eq(mediaSubCategories.id, id), subCategoryShown))
    .limit(1);
  if (!row) throw httpErrors.notFound(SUB_CATEGORY_NOT_AVAILABLE);
}

/** One page of a shown sub-category's published videos, newest first. Throws 404 (unknown or hidden sub-category). */
export async function listVideos(
  db: Db,
  { subCategoryId, ...paging }: SubCategoryPage,
  now = new Date(),
): Promise<{ results: Video[]; total: number }> {
  await assertSubCategoryShown(db, subCategoryId);
  const where = and(eq(mediaVideos.subCategoryId, subCategoryId), videoPublished(now));
  const { rows, total } = await videoPage(db, where, [desc(mediaVideos.publishedAt), desc(mediaVideos.id)], paging);
  return { results: rows.map(({ row, ...place }) => toVideo(row, place)), total };
}

/** One page of a shown sub-category's published episodes, newest first. Throws 404 (unknown or hidden sub-category). */
export async function listPodcasts(
  db: Db,
  { subCategoryId, ...paging }: SubCategoryPage,
  now = new Date(),
): Promise<{ results: Podcast[]; total: number }> {
  await assertSubCategoryShown(db, subCategoryId);
  const where = and(eq(mediaPodcasts.subCategoryId, subCategoryId), podcastPublished(now));
  const order = [desc(mediaPodcasts.publishedAt), desc(mediaPodcasts.id)];
  const { rows, total } = await podcastPage(db, where, order, paging);
  return { results: rows.map(({ row, ...place }) => toPodcast(row, place)), total };
}

/** Published video `id` in a shown sub-category. Throws 404. */
export async function getVideo(db: Db, id: string, now = new Date()): Promise<Video> {
  const [found] = await placedVideos(db)
    .where(and(eq(mediaVideos.id, id), videoPublished(now), subCategoryShown))
    .limit(1);
  if (!found) throw httpErrors.notFound(VIDEO_NOT_AVAILABLE);
  return toVideo(found.video, found);
}

/** Published episode `id` in a shown sub-category. Throws 404. */
export async function getPodcast(db: Db, id: string, now = new Date()): Promise<Podcast> {
  const [found] = await placedPodcasts(db)
    .where(and(eq(mediaPodcasts.id, id), podcastPublished(now), subCategoryShown))
    .limit(1);
  if (!found) throw httpErrors.notFound(PODCAST_NOT_AVAILABLE);
  return toPodcast(found.podcast, found);
}

/** The LATEST_COUNT newest published videos and episodes across shown sub-categories. */
export async function latestMedia(db: Db, now = new Date()): Promise<{ videos: Video[]; podcasts: Podcast[] }> {
  const [videos, podcasts] = await Promise.all([
    placedVideos(db)
      .where(and(videoPublished(now), subCategoryShown))
      .orderBy(desc(mediaVideos.publishedAt), desc(mediaVideos.id))
      .limit(LATEST_COUNT),
    placedPodcasts(db)
      .where(and(podcastPublished(now), subCategoryShown))
      .orderBy(desc(mediaPodcasts.publishedAt), desc(mediaPodcasts.id))
      .limit(LATEST_COUNT),
  ]);
  return {
    videos: videos.map((found) => toVideo(found.video, found)),
    podcasts: podcasts.map((found) => toPodcast(found.podcast, found)),
  };
}

/** Active live streams: on air first, then display order (position, then title). */
export async function listLiveStreams(db: Db): Promise<LiveStream[]> {
  const rows = await db
    .select()
    .from(liveStreams)
    .where(eq(liveStreams.active, true))
    .orderBy(desc(liveStreams.isLive), asc(liveStreams.sortOrder), asc(liveStreams.title), asc(liveStreams.id));
  return rows.map(toLiveStream);
}

/** Active live stream `id`. Throws 404 (unknown or hidden). */
export async function getLiveStream(db: Db, id: string): Promise<LiveStream> {
  const [row] = await db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.id, id), eq(liveStreams.active, true)))
    .limit(1);
  if (!row) throw httpErrors.notFound(LIVE_NOT_AVAILABLE);
  return toLiveStream(row);
}
