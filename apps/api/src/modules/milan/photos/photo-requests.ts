/**
 * Photo requests (issue 22, "photo request"): a member who cannot see
 * another's photos (kept for accepted connections) or finds none asks the
 * owner to add or show them. One row per requester and profile
 * (milan_photo_requests), so asking twice answers the same and tells the
 * owner once; the owner gets an in-app notification. A request opens nothing:
 * the photos stay under the owner's visibility rule (photo-links.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGE_TEMPLATES, MESSAGES } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { withReason } from '../../../plugins/errors.js';
import type { Realtime } from '../../../realtime/index.js';
import { notify } from '../../notifications/service.js';
import { isBlockedBetween } from '../shared/blocks.js';
import { connectionStateBetween } from '../shared/connection-state.js';
import { findMember, findProfile, type Executor } from '../shared/members.js';
import { milanPhotoRequests, milanPhotos } from '../tables.js';

/** Where a photo request notification leads: the owner's profile form, where photos are added and shown. */
export const PHOTO_REQUEST_LINK = '/dashboard/edit-profile';

export interface PhotoRequestOutcome {
  /** True when this call wrote the request (the owner is to be told); false when it was already there. */
  created: boolean;
}

const notFound = () => withReason(httpErrors.notFound(MESSAGES.profileNotFound), 'not_found');

/** True when `requesterId` has asked `profileId` for photos (the profile view's `photoRequested`). */
export async function photoRequested(db: Executor, requesterId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: milanPhotoRequests.createdAt })
    .from(milanPhotoRequests)
    .where(and(eq(milanPhotoRequests.requesterId, requesterId), eq(milanPhotoRequests.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}

/** True when `viewerId` already sees at least one photo of `profileId` (shown to everyone, or to them as a connection). */
async function photosVisibleTo(
  db: Executor,
  viewerId: string,
  profileId: string,
  visibility: 'everyone' | 'connections',
): Promise<boolean> {
  if (visibility === 'connections' && (await connectionStateBetween(db, viewerId, profileId)) !== 'accepted') {
    return false;
  }
  const [row] = await db.select({ photos: count() }).from(milanPhotos).where(eq(milanPhotos.customerId, profileId));
  return (row?.photos ?? 0) > 0;
}

/**
 * `requesterId` asks `profileId` for photos at `now` (POST
 * /api/users/:id/photo-request; issue 22). Idempotent: a request already
 * there answers `{ created: false }` and writes nothing. Throws, with `error`
 * from PHOTO_REQUEST_ERRORS: 400 'self'; 409 'profile_required' (the
 * requester has no profile); 403 MESSAGES.accountSuspended (the requester is
 * suspended); 404 'not_found' (the profile is missing, suspended or a block
 * stands either way); 409 'photos_visible' (the requester already sees its photos).
 */
export async function requestPhotos(
  db: Db,
  requesterId: string,
  profileId: string,
  now = new Date(),
): Promise<PhotoRequestOutcome> {
  if (requesterId === profileId) throw withReason(httpErrors.badRequest(MESSAGES.photoRequestSelf), 'self');
  const [requester, profile] = await Promise.all([findProfile(db, requesterId), findProfile(db, profileId)]);
  if (!requester) throw withReason(httpErrors.conflict(MESSAGES.profileRequired), 'profile_required');
  if (requester.suspendedAt) throw httpErrors.forbidden(MESSAGES.accountSuspended);
  if (!profile || profile.suspendedAt || (await isBlockedBetween(db, requesterId, profileId))) throw notFound();
  if (await photoRequested(db, requesterId, profileId)) return { created: false };
  if (await photosVisibleTo(db, requesterId, profileId, profile.photoVisibility)) {
    throw withReason(httpErrors.conflict(MESSAGES.photosAlreadyVisible), 'photos_visible');
  }
  // The primary key settles two parallel requests: one row, one notification.
  const written = await db
    .insert(milanPhotoRequests)
    .values({ requesterId, profileId, createdAt: now })
    .onConflictDoNothing()
    .returning({ requesterId: milanPhotoRequests.requesterId });
  return { created: written.length > 0 };
}

/**
 * Tells `profileId` that `requesterId` asked for photos: a `photo_request`
 * notification ("<first name> asked to see your photos", issue 22) leading
 * to the profile form, pushed to their sockets by notify. Does nothing when
 * the requester's profile is gone.
 */
export async function announcePhotoRequest(
  db: Db,
  realtime: Realtime,
  requesterId: string,
  profileId: string,
): Promise<void> {
  const requester = await findMember(db, requesterId);
  if (!requester) return;
  await notify(db, realtime, profileId, {
    kind: 'photo_request',
    title: MESSAGE_TEMPLATES.notifyPhotoRequest(requester.firstName),
    body: MESSAGES.notifyPhotoRequestBody,
    link: PHOTO_REQUEST_LINK,
    dedupeKey: `photo_request:${requesterId}`,
  });
}
