/**
 * Signed links to the photos of a member who shows them to accepted
 * connections only (issue 17 finding 5). An <img> cannot send the bearer
 * token, so the answers that may show such a photo (profile, search card,
 * connections, conversations, the admin console) carry each URL as
 * `<url>?v=<viewer>&exp=<Unix s>&sig=<HMAC>`: a link for that viewer only,
 * which dies 10–15 minutes after it was issued. The photo route
 * (photo-files.ts) checks it and then the relation again on every fetch, so
 * a block or a lost connection closes it at once. Photos shown to everyone
 * keep their bare URLs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MediaImage, PhotoLinkQuery, PhotoVisibility, ProfilePhoto } from '@seva/contracts';
import { mapImageUrls } from '../../../lib/images/media-image.js';

/** The shortest life of a link, in seconds. */
export const PHOTO_LINK_TTL_SECONDS = 10 * 60;
/**
 * Expiries are rounded up to this step, so the answers of one viewer within
 * five minutes carry the same URL and a re-rendered page does not fetch the
 * pictures again; a link thus lives 10 to 15 minutes.
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

/** Whose photo an answer shows, and to whom they show their photos. */
export interface PhotoOwner {
  id: string;
  photoVisibility: PhotoVisibility;
}

export interface PhotoLinks {
  /**
   * `image` of `owner` as `viewerId` (null: a visitor) may fetch it from
   * `now`: unchanged when the owner shows photos to everyone (or for a
   * visitor, who never gets kept photos), else every URL signed for the
   * viewer. Call it only for a viewer the privacy rule lets see the photo.
   */
  sign(image: MediaImage, owner: PhotoOwner, viewerId: string | null, now?: Date): MediaImage;
  /** The viewer a link to `ownerId`'s photos was signed for while it is live at `now`; null when absent, forged or expired. */
  viewerOf(ownerId: string, link: PhotoLinkQuery, now?: Date): string | null;
}

/** Photo links signed with a key derived from `secret` (JWT_SECRET: rotating it ends every link and session). */
export function createPhotoLinks(secret: string): PhotoLinks {
  const key = createHmac('sha256', secret).update('milan-photo-links').digest();
  const signature = (ownerId: string, viewerId: string, exp: number) =>
    createHmac('sha256', key).update(`${ownerId}.${viewerId}.${exp}`).digest('hex').slice(0, 32);
  return {
    sign(image, owner, viewerId, now = new Date()) {
      if (owner.photoVisibility === 'everyone' || viewerId === null) return image;
      const seconds = Math.floor(now.getTime() / 1000) + PHOTO_LINK_TTL_SECONDS;
      const exp = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const query = `?v=${viewerId}&exp=${exp}&sig=${signature(owner.id, viewerId, exp)}`;
      return mapImageUrls(image, (url) => `${url}${query}`);
    },
    viewerOf(ownerId, { v, exp, sig }, now = new Date()) {
      if (!v || !exp || !sig || exp * 1000 <= now.getTime()) return null;
      const expected = Buffer.from(signature(ownerId, v, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? v : null;
    },
  };
}

/** `photos` of `owner` as `viewerId` may fetch them from `now` (PhotoLinks.sign on each). */
export function signPhotos(
  links: PhotoLinks,
  photos: ProfilePhoto[],
  owner: PhotoOwner,
  viewerId: string | null,
  now = new Date(),
): ProfilePhoto[] {
  return photos.map((photo) => ({ ...photo, image: links.sign(photo.image, owner, viewerId, now) }));
}
