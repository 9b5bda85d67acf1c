/**
 * Live streams for the console: every one (hidden included) in display
 * order, create, update, delete and the thumbnail. A stream plays from a
 * YouTube live id or an HLS playlist; whichever its source is must be given.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminLiveStream, adminLiveCreateBodySchema, adminLiveUpdateBodySchema } from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import type { Db } from '../../db/client.js';
import { hindiMissingWhere } from '../../db/hindi.js';
import { textMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { activeMatch, type CatalogueFilter, pictureOf } from './admin-common.js';
import { LIVE_HINDI_FIELDS, toAdminLiveStream } from './shapes.js';
import { liveStreams } from './tables.js';

export const LIVE_NOT_FOUND = 'This live stream does not exist.';

type LiveCreateValues = z.output<typeof adminLiveCreateBodySchema>;
type LiveUpdateValues = z.output<typeof adminLiveUpdateBodySchema>;

/** One page of streams in display order (position, then title), filtered by title, place and state. */
export async function listAdminLiveStreams(
  db: Db,
  filter: CatalogueFilter,
): Promise<{ results: AdminLiveStream[]; total: number }> {
  const where = and(
    activeMatch(liveStreams.active, filter),
    textMatch(filter.q, [liveStreams.title, liveStreams.location]),
    hindiMissingWhere(liveStreams.hi, LIVE_HINDI_FIELDS, filter.hindi),
  );
  const order = [asc(liveStreams.sortOrder), asc(liveStreams.title), asc(liveStreams.id)];
  const { rows, total } = await selectPage(db, liveStreams, where, order, filter);
  return { results: rows.map(toAdminLiveStream), total };
}

export async function getAdminLiveStream(db: Db, id: string): Promise<AdminLiveStream> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(LIVE_NOT_FOUND);
  return toAdminLiveStream(row);
}

export async function createLiveStream(db: Db, body: LiveCreateValues): Promise<AdminLiveStream> {
  const [row] = await db.insert(liveStreams).values(body).returning();
  if (!row) throw new Error('live stream insert returned nothing');
  return toAdminLiveStream(row);
}

/** Updates stream `id`; its source must still have an id or address. Throws 404, 400. */
export async function updateLiveStream(db: Db, id: string, body: LiveUpdateValues): Promise<AdminLiveStream> {
  const current = await getAdminLiveStream(db, id);
  const source = body.source ?? current.source;
  const youtubeId = body.youtubeId === undefined ? current.youtubeId : body.youtubeId;
  const url = body.url === undefined ? current.url : body.url;
  if (source === 'youtube' ? !youtubeId : !url)
    throw httpErrors.badRequest('Please enter the YouTube link or the HLS playlist address.');
  const [row] = await db.update(liveStreams).set(body).where(eq(liveStreams.id, id)).returning();
  if (!row) throw httpErrors.notFound(LIVE_NOT_FOUND);
  return toAdminLiveStream(row);
}

/** Deletes stream `id`. Throws 404. */
export async function deleteLiveStream(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(liveStreams).where(eq(liveStreams.id, id)).returning({ id: liveStreams.id });
  if (deleted.length === 0) throw httpErrors.notFound(LIVE_NOT_FOUND);
}

/** Makes `upload` the stream's thumbnail (three widths, WebP and AVIF). Throws 404, 400 (not an image), 502. */
export async function setLiveThumbnail(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminLiveStream> {
  const before = await getAdminLiveStream(db, id);
  const thumbnail = await storeMediaImage(storage, `media/live/${id}`, upload);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(liveStreams).set({ thumbnail }).where(eq(liveStreams.id, id)).returning();
    if (!updated) throw httpErrors.notFound(LIVE_NOT_FOUND);
    await recordChange(tx, actor, pictureOf('live-stream', id), { thumbnail: before.thumbnail }, { thumbnail });
    return updated;
  });
  return toAdminLiveStream(row);
}
