/**
 * Milan photos stored before every photo went private (issue 17 finding 5)
 * still point at public storage: `/uploads/milan/<owner>/<file>` or
 * `<S3_PUBLIC_URL>/milan/<owner>/<file>`. At each start (plugins/jobs.ts) they
 * are moved into the private file store under the same key, served through
 * the photo route like every other photo (photo-files.ts). Per photo, in an
 * order that never loses one: every file is copied first, then the row is
 * rewritten in one UPDATE guarded by its old image, then the public copies
 * are removed. A failure or crash before the UPDATE leaves the photo on its
 * public URLs, and the next start copies it again; a file already missing
 * from public storage but present in the private store (copied by an earlier
 * run, or shared with a photo moved before) counts as copied. Several
 * processes may start at once: only the one whose UPDATE matches rewrites the
 * row and removes the public copies. A photo with a file in neither store is
 * logged and left as it is. Once all is moved a start costs one query.
 * A crash between a row's UPDATE and the removals leaves unreferenced public
 * copies (a failed removal logs their keys).
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { MediaImage } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import type { Providers } from '../../../providers/types.js';
import { mapImageUrls } from '../../../lib/images/media-image.js';
import { PHOTO_URL_PREFIX, photoKeyOf, photoUrlOf, privatePhotoStore, urlsOf } from './photo-files.js';
import { milanPhotos } from '../tables.js';

type Stores = Pick<Providers, 'storage' | 'privateFiles'>;

/** What a start did: photos moved by this process, and photos left in public storage for a missing file. */
export interface LegacyPhotoMoves {
  moved: number;
  left: number;
}

/** The file name in `url` when it is a legacy URL of `ownerId`'s photo (`…/milan/<owner>/<file>`), else null. */
function legacyFileOf(url: string, ownerId: string): string | null {
  const folder = `/${photoKeyOf(ownerId, '')}`;
  const at = url.lastIndexOf(folder);
  const file = at < 0 ? '' : url.slice(at + folder.length);
  return /^[\w.-]+$/.test(file) ? file : null;
}

/**
 * Copies file `file` of `ownerId`'s photos from public storage into the
 * private store; answers its photo-route URL, or null when the file is in
 * neither store. Throws ProviderError when a store fails.
 */
async function copyFile(stores: Stores, ownerId: string, file: string): Promise<string | null> {
  const key = photoKeyOf(ownerId, file);
  const stored = await stores.storage.get(key);
  if (stored) return privatePhotoStore(stores.privateFiles).put(key, stored.body, stored.contentType);
  return (await stores.privateFiles.get(key)) ? photoUrlOf(ownerId, file) : null;
}

/**
 * Moves photo `photo` (see the file comment): 'moved', 'left' (a file is
 * missing or a URL is not of its owner's folder) or 'taken' (another process
 * rewrote the row first, or it was deleted meanwhile).
 */
async function movePhoto(
  db: Db,
  stores: Stores,
  log: FastifyBaseLogger,
  photo: { id: string; customerId: string; image: MediaImage },
): Promise<'moved' | 'left' | 'taken'> {
  const moved = new Map<string, string>();
  const publicKeys: string[] = [];
  for (const url of new Set(urlsOf(photo.image))) {
    const file = legacyFileOf(url, photo.customerId);
    const to = file === null ? null : await copyFile(stores, photo.customerId, file);
    if (file === null || to === null) {
      log.warn(
        { photoId: photo.id, customerId: photo.customerId, url },
        'legacy Milan photo left public: a file is missing (or outside its owner’s folder)',
      );
      return 'left';
    }
    moved.set(url, to);
    publicKeys.push(photoKeyOf(photo.customerId, file));
  }
  const [updated] = await db
    .update(milanPhotos)
    .set({ image: mapImageUrls(photo.image, (url) => moved.get(url) ?? url) })
    .where(and(eq(milanPhotos.id, photo.id), eq(milanPhotos.image, photo.image)))
    .returning({ id: milanPhotos.id });
  if (!updated) return 'taken';
  try {
    for (const key of publicKeys) await stores.storage.remove(key);
  } catch (err) {
    // The row no longer names these files, so no later start will find them: say which to remove by hand.
    log.error({ err, photoId: photo.id, publicKeys }, 'moved Milan photo: remove its public copies by hand');
    throw err;
  }
  return 'moved';
}

/**
 * Moves every Milan photo still on public storage into the private store
 * (see the file comment); one query when there is none. Answers the counts
 * and logs them. Throws ProviderError when a store fails (photos not yet
 * moved then wait for the next start).
 */
export async function moveLegacyPhotos(db: Db, stores: Stores, log: FastifyBaseLogger): Promise<LegacyPhotoMoves> {
  const legacy = await db
    .select({ id: milanPhotos.id, customerId: milanPhotos.customerId, image: milanPhotos.image })
    .from(milanPhotos)
    .where(sql`${milanPhotos.image}->>'src' not like ${`${PHOTO_URL_PREFIX}%`}`);
  const result: LegacyPhotoMoves = { moved: 0, left: 0 };
  for (const photo of legacy) {
    const outcome = await movePhoto(db, stores, log, photo);
    if (outcome !== 'taken') result[outcome] += 1;
  }
  if (legacy.length > 0) log.info(result, 'legacy Milan photos moved into the private store');
  return result;
}
