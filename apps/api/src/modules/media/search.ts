/**
 * Sanchar search over videos and podcast episodes (issue 23; GET /api/search,
 * routes.ts): published items in shown sub-categories whose English or Hindi
 * title, description, speaker or sub-category name holds every word searched
 * (rankedTextMatch: ILIKE, a title match weighing most), best first, then
 * newest. News is searched by the news module (news/service.ts searchNews).
 */
import { and, desc, sql, type Column } from 'drizzle-orm';
import type { Podcast, Video } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { rankedTextMatch, type WeightedColumn } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import { podcastPage, videoPage } from './queries.js';
import { podcastPublished, subCategoryShown, toPodcast, toVideo, videoPublished } from './shapes.js';
import { mediaPodcasts, mediaSubCategories, mediaVideos } from './tables.js';

/** A page of matches and how many match in all. */
export type SearchHits<T> = { results: T[]; total: number };

/** The Hindi of one text field (the `hi` JSON column; decision 011). */
const hindi = (column: Column, field: string) => sql`${column}->>${sql.raw(`'${field}'`)}`;

const TITLE = 10;
const NAME = 4;
const TEXT = 2;
const placementWeights: WeightedColumn[] = [
  [mediaSubCategories.name, NAME],
  [mediaSubCategories.nameHi, NAME],
];

const videoColumns: WeightedColumn[] = [
  [mediaVideos.title, TITLE],
  [hindi(mediaVideos.hi, 'title'), TITLE],
  [mediaVideos.description, TEXT],
  [hindi(mediaVideos.hi, 'description'), TEXT],
  ...placementWeights,
];

const podcastColumns: WeightedColumn[] = [
  [mediaPodcasts.title, TITLE],
  [hindi(mediaPodcasts.hi, 'title'), TITLE],
  [mediaPodcasts.speaker, NAME],
  [hindi(mediaPodcasts.hi, 'speaker'), NAME],
  [mediaPodcasts.description, TEXT],
  [hindi(mediaPodcasts.hi, 'description'), TEXT],
  ...placementWeights,
];

/** One page of the published videos matching `q`, best match first. */
export async function searchVideos(db: Db, q: string, paging: Paging, now = new Date()): Promise<SearchHits<Video>> {
  const { where, rank } = rankedTextMatch(q, videoColumns);
  const order = [desc(rank), desc(mediaVideos.publishedAt), desc(mediaVideos.id)];
  const { rows, total } = await videoPage(db, and(videoPublished(now), subCategoryShown, where), order, paging);
  return { results: rows.map(({ row, ...place }) => toVideo(row, place)), total };
}

/** One page of the published podcast episodes matching `q`, best match first. */
export async function searchPodcasts(
  db: Db,
  q: string,
  paging: Paging,
  now = new Date(),
): Promise<SearchHits<Podcast>> {
  const { where, rank } = rankedTextMatch(q, podcastColumns);
  const order = [desc(rank), desc(mediaPodcasts.publishedAt), desc(mediaPodcasts.id)];
  const { rows, total } = await podcastPage(db, and(podcastPublished(now), subCategoryShown, where), order, paging);
  return { results: rows.map(({ row, ...place }) => toPodcast(row, place)), total };
}
