/**
 * Media rows as the API shows them (public and console shapes), and what
 * "published" means: a video or episode is shown once it is active, its
 * `publishedAt` has come and it can play (a YouTube id or a file/stream
 * address; an episode its uploaded audio); a category or sub-category while
 * active (a sub-category also needs its category active).
 */
import { and, eq, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
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
  Podcast,
  Video,
} from '@seva/contracts';
import type { darshans, darshanTemples, liveStreams } from './tables.js';
import { mediaCategories, mediaPodcasts, mediaSubCategories, mediaVideos } from './tables.js';

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

/** Where a video or episode sits: its sub-category's name and category. */
export interface Placement {
  categoryId: string;
  subCategoryName: string;
}
/** The columns of a sub-category that make a Placement (select them beside a video or episode). */
export const placementColumns = {
  categoryId: mediaSubCategories.categoryId,
  subCategoryName: mediaSubCategories.name,
};

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
  };
}

export function toLiveStream(row: LiveRow): LiveStream {
  return {
    _id: row.id,
    ...screening<LiveStream['source']>(row),
    location: row.location,
    isLive: row.isLive,
    schedule: row.schedule,
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

export function toAdminVideo(row: VideoRow, place: Placement): AdminVideo {
  // The console sees what is stored, so switching the source back keeps the other address.
  return { ...toVideo(row, place), youtubeId: row.youtubeId, url: row.url, active: row.active, ...audit(row) };
}

export function toAdminPodcast(row: PodcastRow, place: Placement): AdminPodcast {
  return {
    ...toPodcast(row, place),
    audioUrl: row.audioUrl,
    mimeType: row.mimeType,
    active: row.active,
    ...audit(row),
  };
}

export function toAdminLiveStream(row: LiveRow): AdminLiveStream {
  return { ...toLiveStream(row), youtubeId: row.youtubeId, url: row.url, ...recordState(row) };
}

export function toAdminTemple(row: TempleRow): AdminDarshanTemple {
  return { ...toTemple(row), ...recordState(row) };
}

export function toAdminDarshan(row: DarshanRow, temple: TempleRow): AdminDarshan {
  return { ...toDarshan(row, temple), ...audit(row) };
}
