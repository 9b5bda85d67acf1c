/**
 * The content console's Sanchar media (admin area `content`), REST-shaped
 * under /api/admin/…: media categories and sub-categories, videos, podcasts,
 * live streams, daily darshan (temples and each day's pictures). The news
 * desk, static pages and consultancy inbox of the same console are in
 * news-admin.ts, pages-admin.ts and consultancy-admin.ts. Pictures, audio and video files are
 * uploaded separately as multipart (see MEDIA_UPLOAD_LIMITS) and go through
 * the storage provider.
 *
 * Routes (each list is paged with `catalogueQuerySchema` unless noted):
 *   GET/POST /admin/media/categories, PATCH/DELETE /admin/media/categories/:id, POST …/:id/image
 *   GET/POST /admin/media/sub-categories (?categoryId=), PATCH/DELETE …/:id, POST …/:id/image
 *   GET/POST /admin/media/videos (?subCategoryId=), GET/PATCH/DELETE …/:id, POST …/:id/thumbnail, POST …/:id/file
 *   GET/POST /admin/media/podcasts (?subCategoryId=), GET/PATCH/DELETE …/:id, POST …/:id/image, POST …/:id/audio
 *   GET/POST /admin/media/live, PATCH/DELETE …/:id, POST …/:id/thumbnail
 *   GET/POST /admin/darshan/temples, PATCH/DELETE …/:id
 *   GET/POST /admin/darshan/entries (?templeId=&date=, newest first), GET/PATCH/DELETE …/:id,
 *     POST …/:id/images (adds one), DELETE …/:id/images/:index
 * A DELETE of a category, sub-category or temple that still
 * holds records answers 409; hide it with `active: false` instead.
 */
import { z } from './zod.js';
import { catalogueQuerySchema, pagedResultsSchema, recordResponseSchema, savedResponseSchema } from './admin-common.js';
import {
  auditShape,
  calendarDateField,
  dateTimeField,
  optionalHindiName,
  requiredText,
  sortOrderField,
  updateBodySchema,
} from './admin-fields.js';
import { recordIdSchema } from './common.js';
import { hindiText } from './content-hindi.js';
import {
  LIVE_SOURCES,
  MEDIA_LANGUAGES,
  VIDEO_SOURCES,
  darshanSchema,
  darshanTempleSchema,
  liveStreamHindiSchema,
  liveStreamSchema,
  mediaCategorySchema,
  podcastHindiSchema,
  podcastSchema,
  videoHindiSchema,
  videoSchema,
} from './media.js';

/** Upload limits of the console (bytes) and the types each upload accepts (checked by the file's own bytes). */
export const MEDIA_UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
  audio: { maxBytes: 30 * 1024 * 1024, types: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav'] },
  video: { maxBytes: 100 * 1024 * 1024, types: ['video/mp4', 'video/webm'] },
} as const;

/** Most pictures one darshan may hold. */
export const DARSHAN_MAX_IMAGES = 8;

// ── Shared fields ───────────────────────────────────────────────────────────

const descriptionField = (max: number) =>
  z.string().trim().max(max, `The description can have at most ${max} characters.`);
const durationField = z
  .number({ error: 'Please enter the length in seconds.' })
  .int('The length must be whole seconds.')
  .min(1, 'The length must be at least 1 second.')
  .max(24 * 3600, 'The length can be at most 24 hours.');

/**
 * A YouTube video id, or any YouTube link that carries one (watch?v=,
 * youtu.be/, /embed/, /live/, /shorts/): the output is the 11-character id.
 */
export const youtubeIdField = z
  .string({ error: 'Please enter the YouTube link or id.' })
  .trim()
  .transform((value, context) => {
    const id = youtubeIdOf(value);
    if (!id) {
      context.addIssue({ code: 'custom', message: 'Please enter a YouTube link or an 11-character video id.' });
      return z.NEVER;
    }
    return id;
  });

/** The 11-character id in a YouTube link or bare id, or null when there is none. */
export function youtubeIdOf(value: string): string | null {
  const bare = /^[A-Za-z0-9_-]{11}$/;
  if (bare.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|live|shorts)\/([^/?#]+)/)?.[1] ?? null;
  }
  return candidate && bare.test(candidate) ? candidate : null;
}

/** A playable file or HLS playlist: a stored /uploads/… path or an https address. */
const mediaUrlField = z
  .string({ error: 'Please enter the address of the stream or file.' })
  .trim()
  .max(500, 'The address can have at most 500 characters.')
  .regex(/^(https:\/\/[^\s/]|\/uploads\/)\S*$/, 'Please enter an https:// address or upload a file.');

// ── Categories and sub-categories ───────────────────────────────────────────

/** The Hindi a media category or sub-category stores in `hi` (its name's Hindi is the `nameHi` column). */
export const adminMediaCategoryHindiSchema = z.object({ description: hindiText(500) }).partial();
export type AdminMediaCategoryHindi = z.infer<typeof adminMediaCategoryHindiSchema>;
/** Which English text fields lack Hindi ('name' when `nameHi` is blank, 'description'…); empty when complete. */
const hindiMissingShape = { hindiMissing: z.array(z.string()) };

export const adminMediaCategorySchema = mediaCategorySchema.extend({
  ...auditShape,
  hi: adminMediaCategoryHindiSchema,
  ...hindiMissingShape,
});
export type AdminMediaCategory = z.infer<typeof adminMediaCategorySchema>;
export const adminMediaSubCategorySchema = adminMediaCategorySchema.extend({
  categoryId: z.string(),
  categoryName: z.string(),
});
export type AdminMediaSubCategory = z.infer<typeof adminMediaSubCategorySchema>;

const categoryFields = z.object({
  name: requiredText('name', 2, 80),
  nameHi: optionalHindiName,
  description: descriptionField(500),
  sortOrder: sortOrderField,
  active: z.boolean(),
  hi: adminMediaCategoryHindiSchema,
});
const categoryDefaults = {
  nameHi: categoryFields.shape.nameHi.default(''),
  description: categoryFields.shape.description.default(''),
  sortOrder: sortOrderField.default(0),
  active: z.boolean().default(true),
  hi: adminMediaCategoryHindiSchema.default({}),
};
export const adminMediaCategoryCreateBodySchema = categoryFields.extend(categoryDefaults);
export type AdminMediaCategoryCreateBody = z.input<typeof adminMediaCategoryCreateBodySchema>;
export const adminMediaCategoryUpdateBodySchema = updateBodySchema(categoryFields);
export type AdminMediaCategoryUpdateBody = z.input<typeof adminMediaCategoryUpdateBodySchema>;

const subCategoryFields = categoryFields.extend({ categoryId: recordIdSchema });
export const adminMediaSubCategoryCreateBodySchema = subCategoryFields.extend(categoryDefaults);
export type AdminMediaSubCategoryCreateBody = z.input<typeof adminMediaSubCategoryCreateBodySchema>;
export const adminMediaSubCategoryUpdateBodySchema = updateBodySchema(subCategoryFields);
export type AdminMediaSubCategoryUpdateBody = z.input<typeof adminMediaSubCategoryUpdateBodySchema>;
export const adminSubCategoriesQuerySchema = catalogueQuerySchema.extend({ categoryId: recordIdSchema.optional() });

/** GET /admin/media/categories?q=&active=&page=&pageSize= (display order). */
export const adminMediaCategoriesQuerySchema = catalogueQuerySchema;
export const adminMediaCategoriesResponseSchema = pagedResultsSchema(adminMediaCategorySchema);
export const adminMediaCategoryResponseSchema = savedResponseSchema(adminMediaCategorySchema);
export const adminMediaSubCategoriesResponseSchema = pagedResultsSchema(adminMediaSubCategorySchema);
export const adminMediaSubCategoryResponseSchema = savedResponseSchema(adminMediaSubCategorySchema);

// ── Videos ──────────────────────────────────────────────────────────────────

/** The Hindi of a video as stored and edited: the English text fields' names. */
export const adminVideoHindiSchema = videoHindiSchema.omit({ subCategoryName: true });
export type AdminVideoHindi = z.infer<typeof adminVideoHindiSchema>;

export const adminVideoSchema = videoSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: adminVideoHindiSchema,
  ...hindiMissingShape,
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;

/** A video's fields; a YouTube video needs `youtubeId`, a file or HLS one `url` (or a file uploaded afterwards). */
const videoFields = z.object({
  subCategoryId: recordIdSchema,
  title: requiredText('title', 3, 150),
  description: descriptionField(2000),
  source: z.enum(VIDEO_SOURCES, { error: 'Please choose YouTube, a file or an HLS stream.' }),
  youtubeId: youtubeIdField.nullable(),
  url: mediaUrlField.nullable(),
  durationSeconds: durationField.nullable(),
  language: z.enum(MEDIA_LANGUAGES, { error: 'Please choose a language.' }),
  publishedAt: dateTimeField,
  active: z.boolean(),
  hi: adminVideoHindiSchema,
});
export const adminVideoCreateBodySchema = videoFields
  .extend({
    hi: adminVideoHindiSchema.default({}),
    description: videoFields.shape.description.default(''),
    youtubeId: videoFields.shape.youtubeId.default(null),
    url: videoFields.shape.url.default(null),
    durationSeconds: videoFields.shape.durationSeconds.default(null),
    language: videoFields.shape.language.default('hi'),
    publishedAt: dateTimeField.optional(),
    active: z.boolean().default(true),
  })
  .refine((body) => body.source !== 'youtube' || body.youtubeId !== null, {
    path: ['youtubeId'],
    message: 'Please enter the YouTube link or id.',
  })
  .refine((body) => body.source !== 'hls' || body.url !== null, {
    path: ['url'],
    message: 'Please enter the address of the HLS playlist (.m3u8).',
  });
export type AdminVideoCreateBody = z.input<typeof adminVideoCreateBodySchema>;
export const adminVideoUpdateBodySchema = updateBodySchema(videoFields);
export type AdminVideoUpdateBody = z.input<typeof adminVideoUpdateBodySchema>;
export const adminMediaListQuerySchema = catalogueQuerySchema.extend({ subCategoryId: recordIdSchema.optional() });
export const adminVideosResponseSchema = pagedResultsSchema(adminVideoSchema);
export const adminVideoResponseSchema = savedResponseSchema(adminVideoSchema);
export const adminVideoRecordResponseSchema = recordResponseSchema(adminVideoSchema);

// ── Podcasts ────────────────────────────────────────────────────────────────

/** A podcast episode as the console sees it: published only once its audio is uploaded. */
/** The Hindi of an episode as stored and edited: the English text fields' names. */
export const adminPodcastHindiSchema = podcastHindiSchema.omit({ subCategoryName: true });
export type AdminPodcastHindi = z.infer<typeof adminPodcastHindiSchema>;

export const adminPodcastSchema = podcastSchema.extend({
  audioUrl: z.string().nullable(),
  mimeType: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: adminPodcastHindiSchema,
  ...hindiMissingShape,
});
export type AdminPodcast = z.infer<typeof adminPodcastSchema>;
const podcastFields = z.object({
  subCategoryId: recordIdSchema,
  title: requiredText('title', 3, 150),
  description: descriptionField(2000),
  speaker: requiredText('speaker', 2, 80),
  language: z.enum(MEDIA_LANGUAGES, { error: 'Please choose a language.' }),
  publishedAt: dateTimeField,
  active: z.boolean(),
  hi: adminPodcastHindiSchema,
});
export const adminPodcastCreateBodySchema = podcastFields.extend({
  hi: adminPodcastHindiSchema.default({}),
  description: podcastFields.shape.description.default(''),
  language: podcastFields.shape.language.default('hi'),
  publishedAt: dateTimeField.optional(),
  active: z.boolean().default(true),
});
export type AdminPodcastCreateBody = z.input<typeof adminPodcastCreateBodySchema>;
export const adminPodcastUpdateBodySchema = updateBodySchema(podcastFields);
export type AdminPodcastUpdateBody = z.input<typeof adminPodcastUpdateBodySchema>;
export const adminPodcastsResponseSchema = pagedResultsSchema(adminPodcastSchema);
export const adminPodcastResponseSchema = savedResponseSchema(adminPodcastSchema);
export const adminPodcastRecordResponseSchema = recordResponseSchema(adminPodcastSchema);

// ── Live streams ────────────────────────────────────────────────────────────

export const adminLiveStreamSchema = liveStreamSchema.extend({ ...auditShape, ...hindiMissingShape });
export type AdminLiveStream = z.infer<typeof adminLiveStreamSchema>;
const liveFields = z.object({
  title: requiredText('title', 3, 150),
  description: descriptionField(1000),
  location: requiredText('location', 2, 150),
  source: z.enum(LIVE_SOURCES, { error: 'Please choose YouTube or an HLS stream.' }),
  youtubeId: youtubeIdField.nullable(),
  url: mediaUrlField.nullable(),
  schedule: z.string().trim().max(120, 'The schedule can have at most 120 characters.'),
  isLive: z.boolean(),
  sortOrder: sortOrderField,
  active: z.boolean(),
  hi: liveStreamHindiSchema,
});
export const adminLiveCreateBodySchema = liveFields
  .extend({
    hi: liveStreamHindiSchema.default({}),
    description: liveFields.shape.description.default(''),
    youtubeId: liveFields.shape.youtubeId.default(null),
    url: liveFields.shape.url.default(null),
    schedule: liveFields.shape.schedule.default(''),
    isLive: z.boolean().default(false),
    sortOrder: sortOrderField.default(0),
    active: z.boolean().default(true),
  })
  .refine((body) => (body.source === 'youtube' ? body.youtubeId !== null : body.url !== null), {
    path: ['source'],
    message: 'Please enter the YouTube link or the HLS playlist address.',
  });
export type AdminLiveCreateBody = z.input<typeof adminLiveCreateBodySchema>;
export const adminLiveUpdateBodySchema = updateBodySchema(liveFields);
export type AdminLiveUpdateBody = z.input<typeof adminLiveUpdateBodySchema>;
/** GET /admin/media/live?q=&active=&page=&pageSize= (display order). */
export const adminLiveStreamsQuerySchema = catalogueQuerySchema;
export const adminLiveStreamsResponseSchema = pagedResultsSchema(adminLiveStreamSchema);
export const adminLiveStreamResponseSchema = savedResponseSchema(adminLiveStreamSchema);

// ── Daily darshan ───────────────────────────────────────────────────────────

export const adminDarshanTempleSchema = darshanTempleSchema.extend(auditShape);
export type AdminDarshanTemple = z.infer<typeof adminDarshanTempleSchema>;
const templeFields = z.object({
  name: requiredText('temple name', 2, 120),
  nameHi: optionalHindiName,
  deity: requiredText('deity', 2, 80),
  city: requiredText('city', 2, 60),
  state: requiredText('state', 2, 60),
  sortOrder: sortOrderField,
  active: z.boolean(),
});
export const adminDarshanTempleCreateBodySchema = templeFields.extend({
  nameHi: templeFields.shape.nameHi.default(''),
  sortOrder: sortOrderField.default(0),
  active: z.boolean().default(true),
});
export type AdminDarshanTempleCreateBody = z.input<typeof adminDarshanTempleCreateBodySchema>;
export const adminDarshanTempleUpdateBodySchema = updateBodySchema(templeFields);
export type AdminDarshanTempleUpdateBody = z.input<typeof adminDarshanTempleUpdateBodySchema>;
/** GET /admin/darshan/temples?q=&active=&page=&pageSize= (display order). */
export const adminDarshanTemplesQuerySchema = catalogueQuerySchema;
export const adminDarshanTemplesResponseSchema = pagedResultsSchema(adminDarshanTempleSchema);
export const adminDarshanTempleResponseSchema = savedResponseSchema(adminDarshanTempleSchema);

export const adminDarshanSchema = darshanSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type AdminDarshan = z.infer<typeof adminDarshanSchema>;
/** One temple has at most one darshan a day (409 for a second). */
const darshanFields = z.object({
  templeId: recordIdSchema,
  date: calendarDateField('Please enter the date.', 'Please enter the date as YYYY-MM-DD.'),
  title: requiredText('title', 3, 150),
  description: descriptionField(1000),
});
export const adminDarshanCreateBodySchema = darshanFields.extend({
  description: darshanFields.shape.description.default(''),
});
export type AdminDarshanCreateBody = z.input<typeof adminDarshanCreateBodySchema>;
export const adminDarshanUpdateBodySchema = updateBodySchema(darshanFields);
export type AdminDarshanUpdateBody = z.input<typeof adminDarshanUpdateBodySchema>;
export const adminDarshanListQuerySchema = catalogueQuerySchema.extend({
  templeId: recordIdSchema.optional(),
  date: calendarDateField('Please enter the date.').optional(),
});
export const adminDarshanListResponseSchema = pagedResultsSchema(adminDarshanSchema);
export const adminDarshanResponseSchema = savedResponseSchema(adminDarshanSchema);
export type AdminDarshanResponse = z.infer<typeof adminDarshanResponseSchema>;
export const adminDarshanRecordResponseSchema = recordResponseSchema(adminDarshanSchema);
/** DELETE /admin/darshan/entries/:id/images/:index params. */
export const darshanImageParamsSchema = z.object({
  id: recordIdSchema,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(DARSHAN_MAX_IMAGES - 1),
});
