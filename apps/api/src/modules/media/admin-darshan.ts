/**
 * Daily darshan for the console: temples (display order; deleted only while
 * they hold no darshan) and each temple's darshan of a day (one a day per
 * temple: a second answers 409), with up to DARSHAN_MAX_IMAGES pictures
 * added one upload at a time and removed by their place in the list.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DARSHAN_MAX_IMAGES,
  type AdminDarshan,
  type AdminDarshanTemple,
  type AdminDarshanTempleUpdateBody,
  type MediaImage,
  type adminDarshanCreateBodySchema,
  type adminDarshanUpdateBodySchema,
} from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { textMatch } from '../../db/like.js';
import { selectPage, type Paging } from '../../db/paging.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import {
  activeMatch,
  assertParentExists,
  deleteUnlessHeld,
  stillHolds,
  type CatalogueFilter,
  pictureOf,
} from './admin-common.js';
import { toAdminDarshan, toAdminTemple } from './shapes.js';
import { darshans, darshanTemples } from './tables.js';

export const TEMPLE_NOT_FOUND = 'This temple does not exist.';
export const DARSHAN_NOT_FOUND = 'This darshan does not exist.';
export const UNKNOWN_TEMPLE = 'Please choose a temple that exists.';
export const DARSHAN_FULL = `A darshan holds at most ${DARSHAN_MAX_IMAGES} pictures. Please remove one first.`;
export const NO_SUCH_PICTURE = 'This darshan has no picture at that place.';

const sameDay = (date: string) =>
  httpErrors.conflict(`This temple already has a darshan on ${date}. Please edit that one instead.`);

type DarshanCreateValues = z.output<typeof adminDarshanCreateBodySchema>;
type DarshanUpdateValues = z.output<typeof adminDarshanUpdateBodySchema>;

// ── Temples ─────────────────────────────────────────────────────────────────

/** One page of temples in display order (position, then name), filtered by name, deity or city and state. */
export async function listAdminTemples(
  db: Db,
  filter: CatalogueFilter,
): Promise<{ results: AdminDarshanTemple[]; total: number }> {
  const where = and(
    activeMatch(darshanTemples.active, filter),
    textMatch(filter.q, [darshanTemples.name, darshanTemples.deity, darshanTemples.city]),
  );
  const order = [asc(darshanTemples.sortOrder), asc(darshanTemples.name), asc(darshanTemples.id)];
  const { rows, total } = await selectPage(db, darshanTemples, where, order, filter);
  return { results: rows.map(toAdminTemple), total };
}

/** Temple `id` as the console shows it. Throws 404. */
export async function getAdminTemple(db: Db, id: string): Promise<AdminDarshanTemple> {
  const [row] = await db.select().from(darshanTemples).where(eq(darshanTemples.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(TEMPLE_NOT_FOUND);
  return toAdminTemple(row);
}

export async function createTemple(
  db: Db,
  body: Omit<AdminDarshanTemple, '_id' | 'createdAt' | 'updatedAt'>,
): Promise<AdminDarshanTemple> {
  const [row] = await db.insert(darshanTemples).values(body).returning();
  if (!row) throw new Error('temple insert returned nothing');
  return toAdminTemple(row);
}

/** Updates temple `id`. Throws 404. */
export async function updateTemple(
  db: Db,
  id: string,
  body: AdminDarshanTempleUpdateBody,
): Promise<AdminDarshanTemple> {
  const [row] = await db.update(darshanTemples).set(body).where(eq(darshanTemples.id, id)).returning();
  if (!row) throw httpErrors.notFound(TEMPLE_NOT_FOUND);
  return toAdminTemple(row);
}

/** Deletes a temple without darshan. Throws 404, 409 (it still holds darshan). */
export async function deleteTemple(db: Db, id: string): Promise<void> {
  await deleteUnlessHeld(db, darshanTemples, darshanTemples.id, id, TEMPLE_NOT_FOUND, () =>
    stillHolds('temple', 'darshan days'),
  );
}

// ── Darshan entries ─────────────────────────────────────────────────────────

/** One page of darshans matching `where`, newest day first (then temple order), and how many match. */
async function darshanPage(db: Db, where: SQL | undefined, { page, pageSize }: Paging) {
  const [rows, totals] = await Promise.all([
    db
      .select({ darshan: darshans, temple: darshanTemples })
      .from(darshans)
      .innerJoin(darshanTemples, eq(darshans.templeId, darshanTemples.id))
      .where(where)
      .orderBy(desc(darshans.date), asc(darshanTemples.sortOrder), asc(darshanTemples.name), asc(darshans.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(darshans)
      .innerJoin(darshanTemples, eq(darshans.templeId, darshanTemples.id))
      .where(where),
  ]);
  return { results: rows.map((row) => toAdminDarshan(row.darshan, row.temple)), total: totals[0]?.total ?? 0 };
}

/** One page of darshans (of one temple and/or day), newest day first, filtered by title or temple name. */
export async function listAdminDarshans(
  db: Db,
  filter: Paging & { q?: string | undefined; templeId?: string | undefined; date?: string | undefined },
): Promise<{ results: AdminDarshan[]; total: number }> {
  const where = and(
    filter.templeId ? eq(darshans.templeId, filter.templeId) : undefined,
    filter.date ? eq(darshans.date, filter.date) : undefined,
    textMatch(filter.q, [darshans.title, darshanTemples.name]),
  );
  return darshanPage(db, where, filter);
}

/** Darshan `id` with its temple. Throws 404. */
export async function getAdminDarshan(db: Db, id: string): Promise<AdminDarshan> {
  const [darshan] = (await darshanPage(db, eq(darshans.id, id), { page: 1, pageSize: 1 })).results;
  if (!darshan) throw httpErrors.notFound(DARSHAN_NOT_FOUND);
  return darshan;
}

/** Creates a temple's darshan of a day, without pictures yet. Throws 400 (unknown temple), 409 (that day has one). */
export async function createDarshan(db: Db, body: DarshanCreateValues): Promise<AdminDarshan> {
  await assertParentExists(db, darshanTemples, darshanTemples.id, body.templeId, UNKNOWN_TEMPLE);
  const [row] = await db
    .insert(darshans)
    .values(body)
    .onConflictDoNothing({ target: [darshans.templeId, darshans.date] })
    .returning({ id: darshans.id });
  if (!row) throw sameDay(body.date);
  return getAdminDarshan(db, row.id);
}

/** Updates darshan `id` (it may move to another temple or day). Throws 404, 400 (unknown temple), 409 (that day has one). */
export async function updateDarshan(db: Db, id: string, body: DarshanUpdateValues): Promise<AdminDarshan> {
  if (body.templeId !== undefined)
    await assertParentExists(db, darshanTemples, darshanTemples.id, body.templeId, UNKNOWN_TEMPLE);
  let updated: { date: string }[];
  try {
    updated = await db.update(darshans).set(body).where(eq(darshans.id, id)).returning({ date: darshans.date });
  } catch (error) {
    if (isUniqueViolation(error)) throw sameDay(body.date ?? 'that day');
    throw error;
  }
  if (updated.length === 0) throw httpErrors.notFound(DARSHAN_NOT_FOUND);
  return getAdminDarshan(db, id);
}

/** Deletes darshan `id` (its stored pictures stay: content-hashed keys may be shared). Throws 404. */
export async function deleteDarshan(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(darshans).where(eq(darshans.id, id)).returning({ id: darshans.id });
  if (deleted.length === 0) throw httpErrors.notFound(DARSHAN_NOT_FOUND);
}

const imageCount = sql<number>`jsonb_array_length(${darshans.images})`;

/**
 * Adds `upload` (three widths, WebP and AVIF) as the darshan's last picture.
 * The append is one guarded statement, so parallel uploads never lose one
 * nor pass the limit. Throws 404, 400 (not an image), 409 (already
 * DARSHAN_MAX_IMAGES pictures), 502.
 */
export async function addDarshanImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminDarshan> {
  const current = await getAdminDarshan(db, id);
  if (current.images.length >= DARSHAN_MAX_IMAGES) throw httpErrors.conflict(DARSHAN_FULL);
  const image: MediaImage = await storeMediaImage(storage, `darshan/${current.temple._id}-${current.date}`, upload);
  await db.transaction(async (tx) => {
    const added = await tx
      .update(darshans)
      .set({ images: sql`${darshans.images} || ${JSON.stringify([image])}::jsonb` })
      .where(and(eq(darshans.id, id), lt(imageCount, DARSHAN_MAX_IMAGES)))
      .returning({ images: darshans.images });
    if (added.length === 0) throw httpErrors.conflict(DARSHAN_FULL);
    const after = { images: added[0]!.images };
    await recordChange(tx, actor, pictureOf('darshan', id), { images: current.images }, after);
  });
  return getAdminDarshan(db, id);
}

/** Removes the darshan's picture at `index` (from 0); later ones move up. Throws 404 (no darshan, no picture there). */
export async function removeDarshanImage(db: Db, id: string, index: number): Promise<AdminDarshan> {
  const removed = await db
    .update(darshans)
    .set({ images: sql`${darshans.images} - ${index}::int` })
    .where(and(eq(darshans.id, id), gt(imageCount, index)))
    .returning({ id: darshans.id });
  if (removed.length === 0) {
    await getAdminDarshan(db, id);
    throw httpErrors.notFound(NO_SUCH_PICTURE);
  }
  return getAdminDarshan(db, id);
}
