/**
 * Sanchar media and daily darshan (SPEC §7 "Media and content"): categories
 * hold sub-categories, which hold videos and podcast episodes; live streams
 * and darshan temples stand alone, each temple with one darshan a day.
 * Pictures are stored as `MediaImage` JSON (a few widths, WebP and AVIF).
 * A video or episode belongs to a sub-category; its category is the
 * sub-category's. `active: false` hides a record from customers; a future
 * `published_at` schedules it.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AdminMediaCategoryHindi,
  AdminPodcastHindi,
  AdminVideoHindi,
  LiveStreamHindi,
  MediaImage,
  MediaLanguage,
} from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';

const publishedAtColumn = () => timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const mediaCategories = pgTable(
  'media_categories',
  {
    id: idColumn(),
    slug: text().notNull(),
    name: text().notNull(),
    nameHi: text().notNull().default(''),
    description: text().notNull().default(''),
    /** The description's Hindi (the name's is nameHi; decision 011). */
    hi: jsonb().$type<AdminMediaCategoryHindi>().notNull().default({}),
    image: jsonb().$type<MediaImage>(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('media_categories_slug_key').on(t.slug)],
);

export const mediaSubCategories = pgTable(
  'media_sub_categories',
  {
    id: idColumn(),
    categoryId: text()
      .notNull()
      .references(() => mediaCategories.id),
    slug: text().notNull(),
    name: text().notNull(),
    nameHi: text().notNull().default(''),
    description: text().notNull().default(''),
    /** The description's Hindi (the name's is nameHi; decision 011). */
    hi: jsonb().$type<AdminMediaCategoryHindi>().notNull().default({}),
    image: jsonb().$type<MediaImage>(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('media_sub_categories_slug_key').on(t.categoryId, t.slug)],
);

export const mediaVideos = pgTable(
  'media_videos',
  {
    id: idColumn(),
    subCategoryId: text()
      .notNull()
      .references(() => mediaSubCategories.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** youtube | file | hls (VIDEO_SOURCES). */
    source: text().notNull(),
    youtubeId: text(),
    url: text(),
    thumbnail: jsonb().$type<MediaImage>(),
    durationSeconds: integer(),
    /** The WebVTT captions' URL (made from the transcript we hold; issue 23), null when there is none. */
    captionsUrl: text(),
    /** The language spoken in the captions (en | hi), beside captionsUrl. */
    captionsLanguage: text().$type<MediaLanguage>(),
    language: text().$type<MediaLanguage>().notNull().default('hi'),
    publishedAt: publishedAtColumn(),
    /** The Hindi of the text fields, same names (decision 011). */
    hi: jsonb().$type<AdminVideoHindi>().notNull().default({}),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('media_videos_sub_category_idx').on(t.subCategoryId, t.publishedAt.desc()),
    index('media_videos_published_idx').on(t.publishedAt.desc()),
  ],
);

export const mediaPodcasts = pgTable(
  'media_podcasts',
  {
    id: idColumn(),
    subCategoryId: text()
      .notNull()
      .references(() => mediaSubCategories.id),
    title: text().notNull(),
    description: text().notNull().default(''),
    speaker: text().notNull(),
    /** Null until the audio is uploaded; customers see only episodes with audio. */
    audioUrl: text(),
    mimeType: text(),
    durationSeconds: integer().notNull().default(0),
    /** The WebVTT captions' URL (made from the transcript we hold; issue 23), null when there is none. */
    captionsUrl: text(),
    /** The language spoken in the captions (en | hi), beside captionsUrl. */
    captionsLanguage: text().$type<MediaLanguage>(),
    image: jsonb().$type<MediaImage>(),
    language: text().$type<MediaLanguage>().notNull().default('hi'),
    publishedAt: publishedAtColumn(),
    /** The Hindi of the text fields, same names (decision 011). */
    hi: jsonb().$type<AdminPodcastHindi>().notNull().default({}),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('media_podcasts_sub_category_idx').on(t.subCategoryId, t.publishedAt.desc()),
    index('media_podcasts_published_idx').on(t.publishedAt.desc()),
  ],
);

export const liveStreams = pgTable('live_streams', {
  id: idColumn(),
  title: text().notNull(),
  description: text().notNull().default(''),
  location: text().notNull(),
  /** youtube | hls (LIVE_SOURCES). */
  source: text().notNull(),
  youtubeId: text(),
  url: text(),
  thumbnail: jsonb().$type<MediaImage>(),
  isLive: boolean().notNull().default(false),
  schedule: text().notNull().default(''),
  /** The Hindi of the text fields, same names (decision 011). */
  hi: jsonb().$type<LiveStreamHindi>().notNull().default({}),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const darshanTemples = pgTable('darshan_temples', {
  id: idColumn(),
  name: text().notNull(),
  nameHi: text().notNull().default(''),
  deity: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  sortOrder: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** One temple's darshan of one India calendar day: at most one a day per temple. */
export const darshans = pgTable(
  'darshans',
  {
    id: idColumn(),
    templeId: text()
      .notNull()
      .references(() => darshanTemples.id),
    date: date({ mode: 'string' }).notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    images: jsonb()
      .$type<MediaImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('darshans_temple_date_key').on(t.templeId, t.date), index('darshans_date_idx').on(t.date.desc())],
);
