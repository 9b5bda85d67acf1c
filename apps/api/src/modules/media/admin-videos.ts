/**
 * Videos for the console: every one (hidden and scheduled included) newest
 * first, create, update, delete, the thumbnail and an uploaded MP4/WebM
 * file. A YouTube video needs its id, an HLS one its playlist address; a
 * file video plays once its file is uploaded (or an address given).
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminVideo, adminVideoCreateBodySchema, adminVideoUpdateBodySchema } from '@seva/contracts';
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
import { durationFieldValue, mediaDurationSeconds, sniffVideo, storeMediaFile } from './media-files.js';
import { placedVideos, videoPage } from './queries.js';
import { VIDEO_HINDI_FIELDS, toAdminVideo, type VideoRow } from './shapes.js';
import { mediaSubCategories, mediaVideos } from './tables.js';

export const VIDEO_NOT_FOUND = 'This video does not exist.';
export const NOT_A_VIDEO = 'Please upload an MP4 or WebM video.';

type VideoCreateValues = z.output<typeof adminVideoCreateBodySchema>;
type VideoUpdateValues = z.output<typeof adminVideoUpdateBodySchema>;

/** Throws 400 when the video's source has nothing to play from: a YouTube id, or an HLS playlist address. */
function assertPlayable(video: Pick<VideoRow, 'source' | 'youtubeId' | 'url'>): void {
  if (video.source === 'youtube' && !video.youtubeId)
    throw httpErrors.badRequest('Please enter the YouTube link or id.');
  if (video.source === 'hls' && !video.url)
    throw httpErrors.badRequest('Please enter the address of the HLS playlist (.m3u8).');
}

/** One page of videos (of one sub-category when `subCategoryId`), newest first, filtered by title and state. */
export async function listAdminVideos(
  db: Db,
  filter: CatalogueFilter & { subCategoryId?: string | undefined },
): Promise<{ results: AdminVideo[]; total: number }> {
  const where = and(
    filter.subCategoryId ? eq(mediaVideos.subCategoryId, filter.subCategoryId) : undefined,
    activeMatch(mediaVideos.active, filter),
    textMatch(filter.q, [mediaVideos.title]),
    hindiMissingWhere(mediaVideos.hi, VIDEO_HINDI_FIELDS, filter.hindi),
  );
  const { rows, total } = await videoPage(db, where, [desc(mediaVideos.publishedAt), desc(mediaVideos.id)], filter);
  return { results: rows.map(({ row, ...place }) => toAdminVideo(row, place)), total };
}

/** Video `id`, hidden or not. Throws 404. */
export async function getAdminVideo(db: Db, id: string): Promise<AdminVideo> {
  const [found] = await placedVideos(db).where(eq(mediaVideos.id, id)).limit(1);
  if (!found) throw httpErrors.notFound(VIDEO_NOT_FOUND);
  return toAdminVideo(found.video, found);
}

/** Creates a video (published now unless `publishedAt` says when). Throws 400 (unknown sub-category). */
export async function createVideo(db: Db, body: VideoCreateValues): Promise<AdminVideo> {
  await assertParentExists(db, mediaSubCategories, mediaSubCategories.id, body.subCategoryId, UNKNOWN_SUB_CATEGORY);
  const { publishedAt, ...fields } = body;
  const id = newId();
  await db.insert(mediaVideos).values({ ...fields, id, publishedAt: publishedAt ? new Date(publishedAt) : new Date() });
  return getAdminVideo(db, id);
}

/** Updates video `id`; the source must still have something to play from. Throws 404, 400. */
export async function updateVideo(db: Db, id: string, body: VideoUpdateValues): Promise<AdminVideo> {
  const [current] = await db.select().from(mediaVideos).where(eq(mediaVideos.id, id)).limit(1);
  if (!current) throw httpErrors.notFound(VIDEO_NOT_FOUND);
  if (body.subCategoryId !== undefined)
    await assertParentExists(db, mediaSubCategories, mediaSubCategories.id, body.subCategoryId, UNKNOWN_SUB_CATEGORY);
  assertPlayable({
    source: body.source ?? current.source,
    youtubeId: body.youtubeId === undefined ? current.youtubeId : body.youtubeId,
    url: body.url === undefined ? current.url : body.url,
  });
  const { publishedAt, ...fields } = body;
  await db
    .update(mediaVideos)
    .set({ ...fields, ...(publishedAt ? { publishedAt: new Date(publishedAt) } : {}) })
    .where(eq(mediaVideos.id, id));
  return getAdminVideo(db, id);
}

/** Deletes video `id` (its stored files stay: content-hashed keys may be shared). Throws 404. */
export async function deleteVideo(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(mediaVideos).where(eq(mediaVideos.id, id)).returning({ id: mediaVideos.id });
  if (deleted.length === 0) throw httpErrors.notFound(VIDEO_NOT_FOUND);
}

/** Makes `upload` the video's thumbnail (three widths, WebP and AVIF). Throws 404, 400 (not an image), 502. */
export async function setVideoThumbnail(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminVideo> {
  const before = await getAdminVideo(db, id);
  const thumbnail = await storeMediaImage(storage, `media/videos/${id}`, upload);
  await db.transaction(async (tx) => {
    await tx.update(mediaVideos).set({ thumbnail }).where(eq(mediaVideos.id, id));
    await recordChange(tx, actor, pictureOf('video', id), { thumbnail: before.thumbnail }, { thumbnail });
  });
  return getAdminVideo(db, id);
}

/**
 * Stores an MP4 or WebM file (by its own bytes) as the video's source: the
 * source becomes `file` and `url` the stored file. The length is the
 * `durationSeconds` field when sent, else the MP4's own, else kept.
 * Throws 404, 400 (not MP4/WebM, a bad length), 502.
 */
export async function setVideoFile(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  { file, fields }: AdminUpload,
): Promise<AdminVideo> {
  const current = await getAdminVideo(db, id);
  const given = durationFieldValue(fields.durationSeconds);
  const type = sniffVideo(file);
  if (!type) throw httpErrors.badRequest(NOT_A_VIDEO);
  const url = await storeMediaFile(storage, `media/videos/${id}`, file, type);
  const durationSeconds = given ?? mediaDurationSeconds(file, type) ?? current.durationSeconds;
  const played = { source: 'file' as const, url, durationSeconds };
  await db.transaction(async (tx) => {
    await tx.update(mediaVideos).set(played).where(eq(mediaVideos.id, id));
    await recordChange(tx, actor, pictureOf('video', id), current, played, Object.keys(played));
  });
  return getAdminVideo(db, id);
}
