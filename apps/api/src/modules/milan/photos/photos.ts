/**
 * Profile photos (the Milan Sathi issue): up to MAX_PROFILE_PHOTOS a member,
 * exactly one primary while there are any (the first upload; deleting the
 * primary promotes the next). Uploads are JPEG, PNG or WebP by their own
 * bytes, stored by storeMediaImage in the private file store
 * (photo-files.ts): EXIF stripped, auto-rotated, resized to 320/640/1280 px
 * as WebP and AVIF. Every change runs in a transaction that locks the
 * member's profile row, so parallel uploads cannot pass the limit and the
 * primary stays single. The answers are the owner's, links signed for them
 * (photo-links.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_PROFILE_PHOTOS, MESSAGES, type MediaImage, type ProfilePhoto } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { PrivateFiles } from '../../../providers/private-files/types.js';
import { storeMediaImage } from '../../../lib/images/media-image.js';
import { withReason } from '../../../plugins/errors.js';
import { privatePhotoStore } from './photo-files.js';
import { signPhotos, type PhotoLinks, type PhotoOwner } from './photo-links.js';
import type { Executor } from '../shared/members.js';
import { milanPhotos, milanProfiles } from '../tables.js';

/** The photos of `customerId`, primary first, then in upload order. */
export async function listPhotos(db: Executor, customerId: string): Promise<ProfilePhoto[]> {
  const rows = await db
    .select({ id: milanPhotos.id, image: milanPhotos.image, isPrimary: milanPhotos.isPrimary })
    .from(milanPhotos)
    .where(eq(milanPhotos.customerId, customerId))
    .orderBy(desc(milanPhotos.isPrimary), asc(milanPhotos.position), asc(milanPhotos.id));
  return rows.map(({ id, ...photo }) => ({ _id: id, ...photo }));
}

/** The primary photo of each of `customerIds` that has one, by customer id. */
export async function primaryPhotosOf(db: Executor, customerIds: readonly string[]): Promise<Map<string, MediaImage>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: milanPhotos.customerId, image: milanPhotos.image })
    .from(milanPhotos)
    .where(and(inArray(milanPhotos.customerId, [...customerIds]), eq(milanPhotos.isPrimary, true)));
  return new Map(rows.map((row) => [row.customerId, row.image]));
}

/**
 * SQL: the primary photo (MediaImage) of the member in `column`, or null —
 * a scalar subquery on the primary-photo unique index, for a select list.
 * In a sorted, limited select Postgres evaluates it for the page's rows only.
 */
export function primaryPhotoOf(db: Executor, column: AnyPgColumn): SQL<MediaImage | null> {
  const photo = db
    .select({ image: milanPhotos.image })
    .from(milanPhotos)
    .where(and(eq(milanPhotos.customerId, column), eq(milanPhotos.isPrimary, true)));
  return sql`${photo}`.mapWith(milanPhotos.image);
}

const photoLimit = () => httpErrors.conflict(MESSAGES.photoLimit);

/** Locks the profile row of `customerId` for this transaction and answers it as a PhotoOwner; 404 'profile_required' without one. */
async function lockProfile(tx: Tx, customerId: string): Promise<PhotoOwner> {
  const [row] = await tx
    .select({ id: milanProfiles.customerId, photoVisibility: milanProfiles.photoVisibility })
    .from(milanProfiles)
    .where(eq(milanProfiles.customerId, customerId))
    .for('update');
  if (!row) throw withReason(httpErrors.notFound(MESSAGES.profileRequired), 'profile_required');
  return row;
}

/** The photos of `owner` now, as the owner fetches them. */
const ownPhotos = async (tx: Tx, links: PhotoLinks, owner: PhotoOwner) =>
  signPhotos(links, await listPhotos(tx, owner.id), owner, owner.id);

async function photoCount(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(milanPhotos).where(eq(milanPhotos.customerId, customerId));
  return row?.n ?? 0;
}

/**
 * Checks that `customerId` may add a photo: 404 'profile_required' without a
 * profile, 409 MESSAGES.photoLimit at the limit. Run before reading the
 * upload, so a refused one costs no image work.
 */
export async function assertCanAddPhoto(db: Db, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProfile(tx, customerId);
    if ((await photoCount(tx, customerId)) >= MAX_PROFILE_PHOTOS) throw photoLimit();
  });
}

/**
 * Stores `upload` privately in `files` as a new photo of `customerId`
 * (primary when it is the first) and answers the photos now. Throws 400 (not
 * a JPEG, PNG or WebP, or unreadable), 404 'profile_required', 409 photo
 * limit, 502 storage failure.
 */
export async function addPhoto(
  db: Db,
  files: PrivateFiles,
  links: PhotoLinks,
  customerId: string,
  upload: Buffer,
  now = new Date(),
): Promise<ProfilePhoto[]> {
  const image = await storeMediaImage(privatePhotoStore(files), `milan/${customerId}/photo`, upload);
  return db.transaction(async (tx) => {
    const owner = await lockProfile(tx, customerId);
    const [stats] = await tx
      .select({ n: count(), last: max(milanPhotos.position) })
      .from(milanPhotos)
      .where(eq(milanPhotos.customerId, customerId));
    const existing = stats?.n ?? 0;
    if (existing >= MAX_PROFILE_PHOTOS) throw photoLimit();
    const [primary] = await tx
      .select({ id: milanPhotos.id })
      .from(milanPhotos)
      .where(and(eq(milanPhotos.customerId, customerId), eq(milanPhotos.isPrimary, true)))
      .limit(1);
    await tx.insert(milanPhotos).values({
      customerId,
      image,
      isPrimary: !primary,
      position: (stats?.last ?? -1) + 1,
      createdAt: now,
    });
    return ownPhotos(tx, links, owner);
  });
}

const photoNotFound = () => httpErrors.notFound(MESSAGES.photoNotFound);

/** Makes photo `photoId` of `customerId` the primary one; answers the photos. 404 for an unknown photo or profile. */
export async function setPrimaryPhoto(
  db: Db,
  links: PhotoLinks,
  customerId: string,
  photoId: string,
): Promise<ProfilePhoto[]> {
  return db.transaction(async (tx) => {
    const owner = await lockProfile(tx, customerId);
    const [photo] = await tx
      .select({ id: milanPhotos.id })
      .from(milanPhotos)
      .where(and(eq(milanPhotos.id, photoId), eq(milanPhotos.customerId, customerId)));
    if (!photo) throw photoNotFound();
    await tx
      .update(milanPhotos)
      .set({ isPrimary: false })
      .where(and(eq(milanPhotos.customerId, customerId), eq(milanPhotos.isPrimary, true), ne(milanPhotos.id, photoId)));
    await tx.update(milanPhotos).set({ isPrimary: true }).where(eq(milanPhotos.id, photoId));
    return ownPhotos(tx, links, owner);
  });
}

/**
 * Deletes photo `photoId` of `customerId`; when it was the primary, the next
 * in upload order becomes primary. Answers the photos (as the owner fetches
 * them). 404 for an unknown photo or profile. The stored files stay (being
 * content-addressed, another photo may share them), but the photo route
 * serves only current photos (photo-files.ts). `removed`, when given, runs in
 * the deletion's transaction with the removed photo (the console's audit row).
 */
export async function deletePhoto(
  db: Db,
  links: PhotoLinks,
  customerId: string,
  photoId: string,
  removed?: (tx: Tx, photo: { isPrimary: boolean }) => Promise<void>,
): Promise<ProfilePhoto[]> {
  return db.transaction(async (tx) => {
    const owner = await lockProfile(tx, customerId);
    const [deleted] = await tx
      .delete(milanPhotos)
      .where(and(eq(milanPhotos.id, photoId), eq(milanPhotos.customerId, customerId)))
      .returning({ isPrimary: milanPhotos.isPrimary });
    if (!deleted) throw photoNotFound();
    await removed?.(tx, deleted);
    if (deleted.isPrimary) {
      const [next] = await tx
        .select({ id: milanPhotos.id })
        .from(milanPhotos)
        .where(eq(milanPhotos.customerId, customerId))
        .orderBy(asc(milanPhotos.position), asc(milanPhotos.id))
        .limit(1);
      if (next) await tx.update(milanPhotos).set({ isPrimary: true }).where(eq(milanPhotos.id, next.id));
    }
    return ownPhotos(tx, links, owner);
  });
}
