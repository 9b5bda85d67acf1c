/**
 * Podcast episodes for the console: every one (hidden, scheduled and those
 * still without audio included) newest first, create, update, delete, the
 * picture and the audio. Customers see an episode once its audio is uploaded.
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPodcast, adminPodcastCreateBodySchema, adminPodcastUpdateBodySchema } from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { hindiMissingWhere } from '../../db/hindi.js';
import { textMatch } from '../../db/like.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import type { AdminUpload } from '../../lib/images/image-route.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import {
  UNKNOWN_SUB_CATEGORY,
  activeMatch,
  assertParentExists,
  type CatalogueFilter,
  pictureOf,
} from './admin-common.js';
import { durationFieldValue, mediaDurationSeconds, sniffAudio, storeMediaFile } from './media-files.js';
import { placedPodcasts, podcastPage } from './queries.js';
import { PODCAST_HINDI_FIELDS, toAdminPodcast } from './shapes.js';
import { mediaPodcasts, mediaSubCategories } from './tables.js';

export const PODCAST_NOT_FOUND = 'This podcast episode does not exist.';
export const NOT_AUDIO = 'Please upload an MP3, M4A, OGG or WAV audio file.';

type PodcastCreateValues = z.output<typeof adminPodcastCreateBodySchema>;
type PodcastUpdateValues = z.output<typeof adminPodcastUpdateBodySchema>;

/** One page of episodes (of one sub-category when `subCategoryId`), newest first, filtered by title, speaker and state. */
export async function listAdminPodcasts(
  db: Db,
  filter: CatalogueFilter & { subCategoryId?: string | undefined },
): Promise<{ results: AdminPodcast[]; total: number }> {
  const where = and(
    filter.subCategoryId ? eq(mediaPodcasts.subCategoryId, filter.subCategoryId) : undefined,
    activeMatch(mediaPodcasts.active, filter),
    textMatch(filter.q, [mediaPodcasts.title, mediaPodcasts.speaker]),
    hindiMissingWhere(mediaPodcasts.hi, PODCAST_HINDI_FIELDS, filter.hindi),
  );
  const order = [desc(mediaPodcasts.publishedAt), desc(mediaPodcasts.id)];
  const { rows, total } = await podcastPage(db, where, order, filter);
  return { results: rows.map(({ row, ...place }) => toAdminPodcast(row, place)), total };
}

/** Episode `id`, hidden or not. Throws 404. */
export async function getAdminPodcast(db: Db, id: string): Promise<AdminPodcast> {
  const [found] = await placedPodcasts(db).where(eq(mediaPodcasts.id, id)).limit(1);
  if (!found) throw httpErrors.notFound(PODCAST_NOT_FOUND);
  return toAdminPodcast(found.podcast, found);
}

/** Creates an episode without audio yet (published now unless `publishedAt` says when). Throws 400 (unknown sub-category). */
export async function createPodcast(db: Db, body: PodcastCreateValues): Promise<AdminPodcast> {
  await assertParentExists(db, mediaSubCategories, mediaSubCategories.id, body.subCategoryId, UNKNOWN_SUB_CATEGORY);
  const { publishedAt, ...fields } = body;
  const id = newId();
  await db
    .insert(mediaPodcasts)
    .values({ ...fields, id, publishedAt: publishedAt ? new Date(publishedAt) : new Date() });
  return getAdminPodcast(db, id);
}

/** Updates episode `id`. Throws 404, 400 (unknown sub-category). */
export async function updatePodcast(db: Db, id: string, body: PodcastUpdateValues): Promise<AdminPodcast> {
  if (body.subCategoryId !== undefined)
    await assertParentExists(db, mediaSubCategories, mediaSubCategories.id, body.subCategoryId, UNKNOWN_SUB_CATEGORY);
  const { publishedAt, ...fields } = body;
  const updated = await db
    .update(mediaPodcasts)
    .set({ ...fields, ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}) })
    .where(eq(mediaPodcasts.id, id))
    .returning({ id: mediaPodcasts.id });
  if (updated.length === 0) throw httpErrors.notFound(PODCAST_NOT_FOUND);
  return getAdminPodcast(db, id);
}

/** Deletes episode `id` (its stored files stay: content-hashed keys may be shared). Throws 404. */
export async function deletePodcast(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(mediaPodcasts).where(eq(mediaPodcasts.id, id)).returning({ id: mediaPodcasts.id });
  if (deleted.length === 0) throw httpErrors.notFound(PODCAST_NOT_FOUND);
}

/** Makes `upload` the episode's picture (three widths, WebP and AVIF). Throws 404, 400 (not an image), 502. */
export async function setPodcastImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminPodcast> {
  const before = await getAdminPodcast(db, id);
  const image = await storeMediaImage(storage, `media/podcasts/${id}`, upload);
  await db.transaction(async (tx) => {
    await tx.update(mediaPodcasts).set({ image }).where(eq(mediaPodcasts.id, id));
    await recordChange(tx, actor, pictureOf('podcast', id), { image: before.image }, { image });
  });
  return getAdminPodcast(db, id);
}

/**
 * Stores an MP3, M4A, OGG or WAV file (by its own bytes) as the episode's
 * audio. The length is the `durationSeconds` field when sent, else the
 * file's own (MP3, WAV, M4A), else kept. Throws 404, 400 (not audio, a bad length), 502.
 */
export async function setPodcastAudio(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  { file, fields }: AdminUpload,
): Promise<AdminPodcast> {
  const current = await getAdminPodcast(db, id);
  const given = durationFieldValue(fields.durationSeconds);
  const type = sniffAudio(file);
  if (!type) throw httpErrors.badRequest(NOT_AUDIO);
  const audioUrl = await storeMediaFile(storage, `media/podcasts/${id}`, file, type);
  const durationSeconds = given ?? mediaDurationSeconds(file, type) ?? current.durationSeconds;
  const audio = { audioUrl, mimeType: type.mimeType, durationSeconds };
  await db.transaction(async (tx) => {
    await tx.update(mediaPodcasts).set(audio).where(eq(mediaPodcasts.id, id));
    await recordChange(tx, actor, pictureOf('podcast', id), current, audio, Object.keys(audio));
  });
  return getAdminPodcast(db, id);
}
