/**
 * Where Milan photos live and who may fetch them (issue 17 finding 5). Every
 * photo — uploads and the demo portraits — goes to the private file store
 * (DATA_DIR/private, or the S3_PRIVATE_BUCKET), like ID documents, under
 * `milan/<owner>/<file>`, never to /uploads or the public bucket. Its URLs
 * point at GET /api/milan/photos/:id/:file, which decides on every fetch:
 * the photo must still be one of the owner's; a member who shows photos to
 * everyone is answered to anyone, cacheable for ten minutes; one who keeps
 * them for connections only is answered, `private, no-store`, through a live
 * signed link (photo-links.ts) of a viewer who is still allowed — the owner,
 * a Milan Sathi safety (or super) admin, or an accepted connection with no
 * block either way. Storing all
 * photos privately means switching the privacy setting moves no file.
 */
import { httpErrors } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import { MESSAGES, holdsArea, type MediaImage, type PhotoLinkQuery } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { PRIVATE_CACHE_CONTROL, type PrivateFile, type PrivateFiles } from '../../../providers/private-files/types.js';
import type { StorageProvider } from '../../../providers/storage/types.js';
import { getCustomer, type CustomerRow } from '../../customers/service.js';
import { isBlockedBetween } from '../shared/blocks.js';
import { acceptedAmong } from '../shared/connection-state.js';
import type { PhotoLinks } from './photo-links.js';
import { milanPhotos, milanProfiles } from '../tables.js';

/** The URL prefix of the photo route; a photo's URL is this + `<owner>/<file>`. */
export const PHOTO_URL_PREFIX = '/api/milan/photos/';
/** The private store's folder of Milan photos; a photo's key is this + `<owner>/<file>`. */
const KEY_PREFIX = 'milan/';
/** A public member's photo: any cache may keep it ten minutes, so switching to "connections" soon closes it there too. */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=600';

/**
 * The storage storeMediaImage writes Milan photos through (keys
 * `milan/<owner>/<stem>-<hash>-<width>.<ext>`): the private file store,
 * answering each file's photo-route URL.
 */
export function privatePhotoStore(files: PrivateFiles): Pick<StorageProvider, 'put'> {
  return {
    async put(key, body, contentType) {
      if (!key.startsWith(KEY_PREFIX)) throw new Error(`not a Milan photo key: ${key}`);
      await files.put(key, body, contentType);
      return `${PHOTO_URL_PREFIX}${key.slice(KEY_PREFIX.length)}`;
    },
  };
}

/** The private store's key of `file` among `ownerId`'s photos: `milan/<owner>/<file>`. */
export const photoKeyOf = (ownerId: string, file: string) => `${KEY_PREFIX}${ownerId}/${file}`;
/** The photo route's URL of `file` among `ownerId`'s photos, as privatePhotoStore answers it. */
export const photoUrlOf = (ownerId: string, file: string) => `${PHOTO_URL_PREFIX}${ownerId}/${file}`;

/** Every URL of `image`: the fallback and each entry of both source sets (the fallback repeats one of them). */
export const urlsOf = (image: MediaImage): string[] => [
  image.src,
  ...[image.srcSet, image.avifSrcSet].flatMap((set) => set.split(', ').map((entry) => entry.replace(/ \d+w$/, ''))),
];

/** Whether `viewer` is an admin of Milan Sathi's area (admin areas, issue 17 finding 4). */
const isMilanAdmin = (viewer: CustomerRow | undefined) =>
  viewer?.role === 'admin' && holdsArea(viewer.adminAreas, 'milan-safety');

/**
 * Whether `viewerId` may see the photos `ownerId` keeps for connections: the
 * owner, a milan-safety (or super) admin, or an accepted connection without a block.
 */
async function maySeeKeptPhotos(db: Db, viewerId: string | null, ownerId: string): Promise<boolean> {
  if (viewerId === null) return false;
  if (viewerId === ownerId || isMilanAdmin(await getCustomer(db, viewerId))) return true;
  if (await isBlockedBetween(db, viewerId, ownerId)) return false;
  return (await acceptedAmong(db, viewerId, [ownerId])).has(ownerId);
}

/**
 * File `file` of a current photo of `ownerId`, and the Cache-Control to
 * answer it with, for whoever holds `link` at `now` (see the file comment).
 * Throws 404 to anyone not allowed (so nobody learns the photo exists), for
 * a photo since deleted, and for an unknown file; ProviderError (502) when
 * the store fails.
 */
export async function readPhotoFile(
  db: Db,
  files: PrivateFiles,
  links: PhotoLinks,
  ownerId: string,
  file: string,
  link: PhotoLinkQuery,
  now = new Date(),
): Promise<PrivateFile & { cacheControl: string }> {
  const [owner] = await db
    .select({ photoVisibility: milanProfiles.photoVisibility })
    .from(milanProfiles)
    .where(eq(milanProfiles.customerId, ownerId));
  const url = photoUrlOf(ownerId, file);
  const photos = owner
    ? await db.select({ image: milanPhotos.image }).from(milanPhotos).where(eq(milanPhotos.customerId, ownerId))
    : [];
  const current = photos.some((photo) => urlsOf(photo.image).includes(url));
  const open = owner?.photoVisibility === 'everyone';
  const allowed = current && (open || (await maySeeKeptPhotos(db, links.viewerOf(ownerId, link, now), ownerId)));
  const stored = allowed ? await files.get(photoKeyOf(ownerId, file)) : null;
  if (!stored) throw httpErrors.notFound(MESSAGES.notFound);
  return { ...stored, cacheControl: open ? PUBLIC_PHOTO_CACHE_CONTROL : PRIVATE_CACHE_CONTROL };
}
