/**
 * Queries the public reads and the console share: videos and episodes with
 * their placement (sub-category name, category), one page of them, and how
 * many each category or sub-category holds.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/paging.js';
import {
  NO_MEDIA,
  placementColumns,
  podcastPublished,
  videoPublished,
  type MediaCounts,
  type Placement,
  type PodcastRow,
  type VideoRow,
} from './shapes.js';
import { mediaCategories, mediaPodcasts, mediaSubCategories, mediaVideos } from './tables.js';

/** Videos joined with their sub-category and category (filter on any of the three). */
export const placedVideos = (db: Db) =>
  db
    .select({ video: mediaVideos, ...placementColumns })
    .from(mediaVideos)
    .innerJoin(mediaSubCategories, eq(mediaVideos.subCategoryId, mediaSubCategories.id))
    .innerJoin(mediaCategories, eq(mediaSubCategories.categoryId, mediaCategories.id));

/** Episodes joined with their sub-category and category. */
export const placedPodcasts = (db: Db) =>
  db
    .select({ podcast: mediaPodcasts, ...placementColumns })
    .from(mediaPodcasts)
    .innerJoin(mediaSubCategories, eq(mediaPodcasts.subCategoryId, mediaSubCategories.id))
    .innerJoin(mediaCategories, eq(mediaSubCategories.categoryId, mediaCategories.id));

type Placed<Row> = { rows: (Placement & { row: Row })[]; total: number };
const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/** One page of the videos matching `where` (on the joined tables) in `order`, and how many match. */
export async function videoPage(
  db: Db,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  paging: Paging,
): Promise<Placed<VideoRow>> {
  const [rows, totals] = await Promise.all([
    placedVideos(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({ total: count() })
      .from(mediaVideos)
      .innerJoin(mediaSubCategories, eq(mediaVideos.subCategoryId, mediaSubCategories.id))
      .innerJoin(mediaCategories, eq(mediaSubCategories.categoryId, mediaCategories.id))
      .where(where),
  ]);
  return { rows: rows.map(({ video, ...place }) => ({ row: video, ...place })), total: totals[0]?.total ?? 0 };
}

/** One page of the episodes matching `where` in `order`, and how many match. */
export async function podcastPage(
  db: Db,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  paging: Paging,
): Promise<Placed<PodcastRow>> {
  const [rows, totals] = await Promise.all([
    placedPodcasts(db)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db
      .select({ total: count() })
      .from(mediaPodcasts)
      .innerJoin(mediaSubCategories, eq(mediaPodcasts.subCategoryId, mediaSubCategories.id))
      .innerJoin(mediaCategories, eq(mediaSubCategories.categoryId, mediaCategories.id))
      .where(where),
  ]);
  return { rows: rows.map(({ podcast, ...place }) => ({ row: podcast, ...place })), total: totals[0]?.total ?? 0 };
}

/**
 * The videos and episodes under each of `ids`, categories (`by: 'category'`)
 * or sub-categories. With `now`: only what customers see then (published,
 * in an active sub-category); without: every record held, hidden or
 * scheduled included (what makes a DELETE answer 409). Ids holding nothing
 * are missing from the map.
 */
export async function mediaCounts(
  db: Db,
  by: 'category' | 'subCategory',
  ids: string[],
  now?: Date,
): Promise<Map<string, MediaCounts>> {
  const counts = new Map<string, MediaCounts>();
  if (ids.length === 0) return counts;
  const key = by === 'category' ? mediaSubCategories.categoryId : mediaSubCategories.id;
  const shown = now ? eq(mediaSubCategories.active, true) : undefined;
  const [videos, podcasts] = await Promise.all([
    db
      .select({ key, n: count() })
      .from(mediaVideos)
      .innerJoin(mediaSubCategories, eq(mediaVideos.subCategoryId, mediaSubCategories.id))
      .where(and(inArray(key, ids), shown, now ? videoPublished(now) : undefined))
      .groupBy(key),
    db
      .select({ key, n: count() })
      .from(mediaPodcasts)
      .innerJoin(mediaSubCategories, eq(mediaPodcasts.subCategoryId, mediaSubCategories.id))
      .where(and(inArray(key, ids), shown, now ? podcastPublished(now) : undefined))
      .groupBy(key),
  ]);
  for (const { key: id, n } of videos) counts.set(id, { ...NO_MEDIA, videoCount: n });
  for (const { key: id, n } of podcasts) counts.set(id, { ...(counts.get(id) ?? NO_MEDIA), podcastCount: n });
  return counts;
}
