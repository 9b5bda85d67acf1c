/**
 * Sanchar media and daily darshan (SPEC §1 "Media", §2 /sanchar/*,
 * /religious/daily-darshan, §7 "Media and content"): categories (aarti,
 * bhajan, katha…) hold sub-categories, which hold videos and podcast
 * episodes; live streams and daily darshan stand alone.
 *
 * Every read is public and cacheable (ETag + Cache-Control). The SPEC's POST
 * list calls also answer GET with the same fields in the query string, so
 * browsers and CDNs can cache them; the web uses the GET form.
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { pagedResultsSchema } from './admin-common.js';
import { recordIdSchema } from './common.js';
import { hindiText } from './content-hindi.js';

/** Widths (px) every uploaded or seeded media picture is stored in, as WebP and AVIF. */
export const MEDIA_IMAGE_WIDTHS = [320, 640, 1280] as const;

/**
 * A picture in a few widths and two modern formats, for `<picture>`:
 * `src` is the 640-wide WebP (the fallback), `srcSet`/`avifSrcSet` list every
 * width (`"/uploads/…-320.webp 320w, …"`); `width`/`height` are the largest
 * stored size, so the browser can reserve the box before it loads.
 */
export const mediaImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  avifSrcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

/** Public list paging: page from 1, pageSize 1–50 (default 12). */
export const publicPagingShape = {
  page: z.coerce.number().int().min(1, MESSAGES.pageStartsAtOne).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50, MESSAGES.pageSizeLimit).default(12),
};

/** Languages media and consultancy are offered in. */
export const MEDIA_LANGUAGES = ['hi', 'en', 'sa', 'mr', 'gu', 'bn', 'ta', 'te', 'kn', 'ml', 'pa'] as const;
export type MediaLanguage = (typeof MEDIA_LANGUAGES)[number];

// ── Categories and sub-categories ───────────────────────────────────────────

/**
 * The Hindi of a media category or sub-category (decision 011): `name` is its `nameHi` column, `description` from
 * its `hi`; `localized` lays both over the English.
 */
export const mediaCategoryHindiSchema = z.object({ name: hindiText(80), description: hindiText(500) }).partial();

/** One card of GET /api/admin/getSeparateCategories (`results`), display order. */
export const mediaCategorySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  description: z.string(),
  image: mediaImageSchema.nullable(),
  /** Published videos and podcast episodes under it, so a page can leave out empty ones. */
  videoCount: z.number().int(),
  podcastCount: z.number().int(),
  hi: mediaCategoryHindiSchema,
});
export type MediaCategory = z.infer<typeof mediaCategorySchema>;
export const mediaCategoriesResponseSchema = z.object({
  status: z.literal(true),
  results: z.array(mediaCategorySchema),
});
export type MediaCategoriesResponse = z.infer<typeof mediaCategoriesResponseSchema>;

/** POST /api/admin/getSubCategoryByCategoryId `{ categoryId }` (or GET ?categoryId=). */
export const subCategoriesQuerySchema = z.object({ categoryId: recordIdSchema });
export const mediaSubCategorySchema = mediaCategorySchema.extend({ categoryId: z.string() });
export type MediaSubCategory = z.infer<typeof mediaSubCategorySchema>;
/** `{ status, category, results }`: 404 for an unknown or hidden category. */
export const mediaSubCategoriesResponseSchema = z.object({
  status: z.literal(true),
  category: mediaCategorySchema,
  results: z.array(mediaSubCategorySchema),
});
export type MediaSubCategoriesResponse = z.infer<typeof mediaSubCategoriesResponseSchema>;

// ── Videos ──────────────────────────────────────────────────────────────────

/** Where a video plays from: a YouTube id (light embed), an MP4/WebM file or an HLS playlist. */
export const VIDEO_SOURCES = ['youtube', 'file', 'hls'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

/** The Hindi of a video (decision 011): its title, description and its sub-category's name (`nameHi`). */
export const videoHindiSchema = z
  .object({ title: hindiText(150), description: hindiText(2000), subCategoryName: hindiText(80) })
  .partial();

export const videoSchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  subCategoryId: z.string(),
  /** The sub-category's name, for the card's label. */
  subCategoryName: z.string(),
  title: z.string(),
  description: z.string(),
  source: z.enum(VIDEO_SOURCES),
  /** The 11-character YouTube id when `source` is youtube, else null. */
  youtubeId: z.string().nullable(),
  /** The file or playlist URL when `source` is file or hls, else null. */
  url: z.string().nullable(),
  thumbnail: mediaImageSchema.nullable(),
  durationSeconds: z.number().int().nullable(),
  language: z.enum(MEDIA_LANGUAGES),
  publishedAt: z.string(),
  hi: videoHindiSchema,
  /** WebVTT captions of what is spoken (absent when there is no transcript; issue 23), and their language. */
  captionsUrl: z.string().optional(),
  captionsLanguage: z.enum(MEDIA_LANGUAGES).optional(),
});
export type Video = z.infer<typeof videoSchema>;

/** POST /api/admin/getVideosBySubCategoryId `{ subCategoryId, page, pageSize }` (or GET), newest first. */
export const videosQuerySchema = z.object({ subCategoryId: recordIdSchema, ...publicPagingShape });
export type VideosQuery = z.input<typeof videosQuerySchema>;
export const videosResponseSchema = pagedResultsSchema(videoSchema);
/** GET /api/media/videos/:id → `data` (404 unknown or unpublished). */
export const videoResponseSchema = z.object({ status: z.literal(true), data: videoSchema });
export type VideoResponse = z.infer<typeof videoResponseSchema>;

// ── Podcasts (audio) ────────────────────────────────────────────────────────

/** The Hindi of a podcast episode (decision 011): title, description, speaker and its sub-category's name. */
export const podcastHindiSchema = videoHindiSchema.extend({ speaker: hindiText(80).optional() });

export const podcastSchema = z.object({
  _id: z.string(),
  categoryId: z.string(),
  subCategoryId: z.string(),
  subCategoryName: z.string(),
  title: z.string(),
  description: z.string(),
  speaker: z.string(),
  audioUrl: z.string(),
  /** audio/mpeg, audio/mp4, audio/ogg, audio/wav. */
  mimeType: z.string(),
  durationSeconds: z.number().int(),
  image: mediaImageSchema.nullable(),
  language: z.enum(MEDIA_LANGUAGES),
  publishedAt: z.string(),
  hi: podcastHindiSchema,
  /** WebVTT captions of what is spoken (absent when there is no transcript; issue 23), and their language. */
  captionsUrl: z.string().optional(),
  captionsLanguage: z.enum(MEDIA_LANGUAGES).optional(),
});
export type Podcast = z.infer<typeof podcastSchema>;

/** POST /api/admin/getAudioBySubCategory `{ subCategoryId, page, pageSize }` (or GET), newest first. */
export const podcastsQuerySchema = videosQuerySchema;
export type PodcastsQuery = z.input<typeof podcastsQuerySchema>;
export const podcastsResponseSchema = pagedResultsSchema(podcastSchema);
/** GET /api/media/podcasts/:id → `data`. */
export const podcastResponseSchema = z.object({ status: z.literal(true), data: podcastSchema });
export type PodcastResponse = z.infer<typeof podcastResponseSchema>;

/** GET /api/media/latest: the home page's rows, newest first (up to 8 each). */
export const latestMediaResponseSchema = z.object({
  status: z.literal(true),
  videos: z.array(videoSchema),
  podcasts: z.array(podcastSchema),
});
export type LatestMediaResponse = z.infer<typeof latestMediaResponseSchema>;

// ── Live streams ────────────────────────────────────────────────────────────

/** Live streams play from HLS (hls.js) or a YouTube live id. */
export const LIVE_SOURCES = ['youtube', 'hls'] as const;

/** The Hindi of a live stream (decision 011), as stored and edited: the English text fields' names. */
export const liveStreamHindiSchema = z
  .object({ title: hindiText(150), description: hindiText(1000), location: hindiText(150), schedule: hindiText(120) })
  .partial();
export type LiveStreamHindi = z.infer<typeof liveStreamHindiSchema>;

export const liveStreamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Where it is broadcast from, e.g. "Dashashwamedh Ghat, Varanasi". */
  location: z.string(),
  source: z.enum(LIVE_SOURCES),
  youtubeId: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail: mediaImageSchema.nullable(),
  /** On air now (an admin switch). */
  isLive: z.boolean(),
  /** When it is usually on, in words: "Daily, 6:45 PM". */
  schedule: z.string(),
  hi: liveStreamHindiSchema,
});
export type LiveStream = z.infer<typeof liveStreamSchema>;
/** GET /api/admin/getLive → `data`: on-air streams first, then display order. */
export const liveStreamsResponseSchema = z.object({ status: z.literal(true), data: z.array(liveStreamSchema) });
export type LiveStreamsResponse = z.infer<typeof liveStreamsResponseSchema>;
/** GET /api/media/live/:id → `data`. */
export const liveStreamResponseSchema = z.object({ status: z.literal(true), data: liveStreamSchema });
export type LiveStreamResponse = z.infer<typeof liveStreamResponseSchema>;

// ── Daily darshan ───────────────────────────────────────────────────────────

export const darshanTempleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  deity: z.string(),
  city: z.string(),
  state: z.string(),
});
export type DarshanTemple = z.infer<typeof darshanTempleSchema>;

/** One temple's darshan of one day (India calendar date). */
export const darshanSchema = z.object({
  _id: z.string(),
  temple: darshanTempleSchema,
  date: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(mediaImageSchema),
});
export type Darshan = z.infer<typeof darshanSchema>;

/**
 * GET /api/admin/getDailyDarshan?date=YYYY-MM-DD&templeId= : the darshan of
 * `date` (default today in India) for every temple (or one), temples in
 * display order; `days` lists the dates that have darshan (newest first, up
 * to 14) for the "earlier days" picker.
 */
export const dailyDarshanQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateAsIso)
    .optional(),
  templeId: recordIdSchema.optional(),
});
export const dailyDarshanResponseSchema = z.object({
  status: z.literal(true),
  date: z.string(),
  days: z.array(z.string()),
  data: z.array(darshanSchema),
});
export type DailyDarshanResponse = z.infer<typeof dailyDarshanResponseSchema>;
