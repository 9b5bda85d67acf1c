/**
 * Media rows as the API shows them (public and console shapes), and what
 * "published" means: a video or episode is shown once it is active, its
 * `publishedAt` has come and it can play (a YouTube id or a file/stream
 * address; an episode its uploaded audio); a category or sub-category while
 * active (a sub-category also needs its category active).
 */
import { and, eq, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { missingHindi } from '@seva/contracts';
import type {
  AdminDarshan,
  AdminDarshanTemple,
  AdminLiveStream,
  AdminPodcast,
  AdminVideo,
  Darshan,
  DarshanTemple,
  LiveStream,
  MediaCategory,
  MediaLanguage,
  Podcast,
  Video,
} from '@seva/contracts';
import { hindiMissingWhere, type HindiField } from '../../db/hindi.js';
import type { darshans, darshanTemples } from './tables.js';
import { liveStreams, mediaCategories, mediaPodcasts, mediaSubCategories, mediaVideos } from './tables.js';

export type CategoryRow = typeof mediaCategories.$inferSelect;
export type SubCategoryRow = typeof mediaSubCategories.$inferSelect;
export type VideoRow = typeof mediaVideos.$inferSelect;
export type PodcastRow = typeof mediaPodcasts.$inferSelect;
export type LiveRow = typeof liveStreams.$inferSelect;
export type TempleRow = typeof darshanTemples.$inferSelect;
export type DarshanRow = typeof darshans.$inferSelect;

/** How many videos and podcast episodes a category or sub-category holds. */
export interface MediaCounts {
  videoCount: number;
  podcastCount: number;
}
export const NO_MEDIA: MediaCounts = { videoCount: 0, podcastCount: 0 };

/** Where a video or episode sits: its sub-category's name (and its Hindi) and category. */
export interface Placement {
  categoryId: string;
  subCategoryName: string;
  subCategoryNameHi: string;
}
/** The columns of a sub-category that make a Placement (select them beside a video or episode). */
export const placementColumns = {
  categoryId: mediaSubCategories.categoryId,
  subCategoryName: mediaSubCategories.name,
  subCategoryNameHi: mediaSubCategories.nameHi,
};

/** The captions' URL and language, when the video or episode has captions (issue 23). */
const captionsOf = (row: {
  captionsUrl: string | null;
  captionsLanguage: MediaLanguage | null;
  language: MediaLanguage;
}) => (row.captionsUrl ? { captionsUrl: row.captionsUrl, captionsLanguage: row.captionsLanguage ?? row.language } : {});

/** '' as undefined: a Hindi field not written yet. */
const orNothing = (text: string) => text || undefined;

// ── What customers see ──────────────────────────────────────────────────────

/** Videos shown at `now`: active, published and playable. */
export const videoPublished = (now: Date): SQL | undefined =>
  and(
    eq(mediaVideos.active, true),
    lte(mediaVideos.publishedAt, now),
    or(
      and(eq(mediaVideos.source, 'youtube'), isNotNull(mediaVideos.youtubeId)),
      and(ne(mediaVideos.source, 'youtube'), isNotNull(mediaVideos.url)),
    ),
  );

/** Episodes shown at `now`: active, published and with their audio uploaded. */
export const podcastPublished = (now: Date): SQL | undefined =>
  and(eq(mediaPodcasts.active, true), lte(mediaPodcasts.publishedAt, now), isNotNull(mediaPodcasts.audioUrl));

/** Sub-categories shown (joined with their category): both active. */
export const subCategoryShown = and(eq(mediaSubCategories.active, true), eq(mediaCategories.active, true));

// ── Public shapes ───────────────────────────────────────────────────────────

/**
 * What a video or live stream is and where it plays from, as customers see
 * it: a YouTube one answers only its id, any other only its address.
 */
function screening<Source extends string>(row: VideoRow | LiveRow) {
  return {
    title: row.title,
    description: row.description,
    source: row.source as Source,
    youtubeId: row.source === 'youtube' ? row.youtubeId : null,
    url: row.source === 'youtube' ? null : row.url,
    thumbnail: row.thumbnail ?? null,
  };
}

export function toMediaCategory(row: CategoryRow, counts: MediaCounts): MediaCategory {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    description: row.description,
    image: row.image ?? null,
    ...counts,
    hi: { name: orNothing(row.nameHi), description: row.hi.description },
  };
}

export function toVideo(row: VideoRow, place: Placement): Video {
  return {
    _id: row.id,
    categoryId: place.categoryId,
    subCategoryId: row.subCategoryId,
    subCategoryName: place.subCategoryName,
    ...screening<Video['source']>(row),
    durationSeconds: row.durationSeconds,
    language: row.language,
    publishedAt: row.publishedAt.toISOString(),
    hi: { ...row.hi, subCategoryName: orNothing(place.subCategoryNameHi) },
    ...captionsOf(row),
  };
}

export function toPodcast(row: PodcastRow, place: Placement): Podcast {
  return {
    _id: row.id,
    categoryId: place.categoryId,
    subCategoryId: row.subCategoryId,
    subCategoryName: place.subCategoryName,
    title: row.title,
    description: row.description,
    speaker: row.speaker,
    audioUrl: row.audioUrl ?? '',
    mimeType: row.mimeType ?? '',
    durationSeconds: row.durationSeconds,
    image: row.image ?? null,
    language: row.language,
    publishedAt: row.publishedAt.toISOString(),
    hi: { ...row.hi, subCategoryName: orNothing(place.subCategoryNameHi) },
    ...captionsOf(row),
  };
}

export function toLiveStream(row: LiveRow): LiveStream {
  return {
    _id: row.id,
    ...screening<LiveStream['source']>(row),
    location: row.location,
    isLive: row.isLive,
    schedule: row.schedule,
    hi: row.hi,
  };
}

export function toTemple(row: TempleRow): DarshanTemple {
  return { _id: row.id, name: row.name, nameHi: row.nameHi, deity: row.deity, city: row.city, state: row.state };
}

export function toDarshan(row: DarshanRow, temple: TempleRow): Darshan {
  return {
    _id: row.id,
    temple: toTemple(temple),
    date: row.date,
    title: row.title,
    description: row.description,
    images: row.images,
  };
}

// ── Console shapes ──────────────────────────────────────────────────────────

const audit = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
/** The record-state fields of an ordered console record (position, active, times). */
export const recordState = (row: { sortOrder: number; active: boolean; createdAt: Date; updatedAt: Date }) => ({
  sortOrder: row.sortOrder,
  active: row.active,
  ...audit(row),
});

// The console's "Hindi missing": a record's translatable English fields in the shape of its `hi` (decision 011).
const videoEnglish = (row: VideoRow) => ({ title: row.title, description: row.description });
const podcastEnglish = (row: PodcastRow) => ({ title: row.title, description: row.description, speaker: row.speaker });
const liveEnglish = (row: LiveRow) => ({
  title: row.title,
  description: row.description,
  location: row.location,
  schedule: row.schedule,
});

/** The console's "Hindi missing" conditions of each table (agreeing with missingHindi on the records). */
const text = (key: string, english: PgColumn): HindiField => ({ key, english, kind: 'text' });
export const VIDEO_HINDI_FIELDS: HindiField[] = [
  text('title', mediaVideos.title),
  text('description', mediaVideos.description),
];
export const PODCAST_HINDI_FIELDS: HindiField[] = [
  text('title', mediaPodcasts.title),
  text('description', mediaPodcasts.description),
  text('speaker', mediaPodcasts.speaker),
];
export const LIVE_HINDI_FIELDS: HindiField[] = [
  text('title', liveStreams.title),
  text('description', liveStreams.description),
  text('location', liveStreams.location),
  text('schedule', liveStreams.schedule),
];

/**
 * A category's or sub-category's fields without Hindi: 'name' when `nameHi` is blank, 'description' when its
 * `hi` lacks it.
 */
export function categoryHindiMissing(row: CategoryRow | SubCategoryRow): string[] {
  return missingHindi({ name: row.name, description: row.description }, { ...row.hi, name: row.nameHi });
}

/** The SQL of categoryHindiMissing on `table` (categories or sub-categories), when `filter` is 'missing'. */
export function categoryHindiMissingWhere(
  table: typeof mediaCategories | typeof mediaSubCategories,
  filter?: 'missing',
): SQL | undefined {
  if (filter !== 'missing') return undefined;
  const description: HindiField = { key: 'description', english: table.description, kind: 'text' };
  return or(
    sql`(btrim(${table.name}) <> '' and btrim(${table.nameHi}) = '')`,
    hindiMissingWhere(table.hi, [description], filter),
  );
}

export function toAdminVideo(row: VideoRow, place: Placement): AdminVideo {
  // The console sees what is stored, so switching the source back keeps the other address.
  return {
    ...toVideo(row, place),
    youtubeId: row.youtubeId,
    url: row.url,
    active: row.active,
    ...audit(row),
    hi: row.hi,
    hindiMissing: missingHindi(videoEnglish(row), row.hi),
  };
}

export function toAdminPodcast(row: PodcastRow, place: Placement): AdminPodcast {
  return {
    ...toPodcast(row, place),
    audioUrl: row.audioUrl,
    mimeType: row.mimeType,
    active: row.active,
    ...audit(row),
    hi: row.hi,
    hindiMissing: missingHindi(podcastEnglish(row), row.hi),
  };
}

export function toAdminLiveStream(row: LiveRow): AdminLiveStream {
  return {
    ...toLiveStream(row),
    youtubeId: row.youtubeId,
    url: row.url,
    ...recordState(row),
    hindiMissing: missingHindi(liveEnglish(row), row.hi),
  };
}

export function toAdminTemple(row: TempleRow): AdminDarshanTemple {
  return { ...toTemple(row), ...recordState(row) };
}

export function toAdminDarshan(row: DarshanRow, temple: TempleRow): AdminDarshan {
  return { ...toDarshan(row, temple), ...audit(row) };
}
