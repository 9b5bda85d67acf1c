/**
 * The Milan Sathi console's verification queue (issue 8 "Verification"):
 * requests by status — pending ones oldest first (first come, first
 * reviewed), reviewed ones newest first — with the member's name, mobile and
 * profile photos to compare with the selfie. A review verifies (the profile
 * gets the badge: milanProfiles.verifiedAt) or rejects with the reason the
 * member is told; either way the member is notified and both private images
 * are deleted, so no ID document outlives its review. A rejected member may
 * send a new request (verification.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  type AdminVerification,
  type AdminVerificationReviewBody,
  type VerificationStatus,
} from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { selectPage, type Paging } from '../../../db/paging.js';
import type { AdminActor } from '../../../lib/admin-route.js';
import type { PrivateFile, PrivateFiles } from '../../../providers/private-files/types.js';
import type { Realtime } from '../../../realtime/index.js';
import { recordAudit, recordChange } from '../../audit/service.js';
import { contactsOf } from '../../customers/service.js';
import { notify, type NotificationInput } from '../../notifications/service.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { listPhotos } from '../photos/photos.js';
import type { Executor } from '../shared/members.js';
import { milanProfiles, milanVerifications } from '../tables.js';
import { readVerificationFile, toVerification, type VerificationFile, type VerificationRow } from './verification.js';

/** Where the member's notification leads: their verification page. */
export const VERIFICATION_PAGE = '/dashboard/verification';

/**
 * The console shape of `rows` for admin `adminId`: contacts in one query,
 * each member's photos (primary first, links signed for the admin) once.
 */
async function toAdminVerifications(
  db: Executor,
  links: PhotoLinks,
  adminId: string,
  rows: VerificationRow[],
  now = new Date(),
): Promise<AdminVerification[]> {
  const ids = [...new Set(rows.map((row) => row.customerId))];
  const [contacts, owners, albums] = await Promise.all([
    contactsOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ id: milanProfiles.customerId, photoVisibility: milanProfiles.photoVisibility })
          .from(milanProfiles)
          .where(inArray(milanProfiles.customerId, ids)),
    Promise.all(ids.map(async (id) => [id, await listPhotos(db, id)] as const)),
  ]);
  const album = new Map(albums);
  const photos = new Map(
    owners.map((owner) => [owner.id, (album.get(owner.id) ?? []).map((p) => links.sign(p.image, owner, adminId, now))]),
  );
  return rows.map((row) => {
    const contact = contacts.get(row.customerId);
    return {
      ...toVerification(row),
      customerId: row.customerId,
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      mobile: contact?.mobile ?? '',
      profilePhotos: photos.get(row.customerId) ?? [],
      reviewedBy: row.reviewedBy,
    };
  });
}

/** Requests waiting for review (pending): the console overview's `milanVerifications` (milan_verifications_status_idx). */
export function countPendingVerifications(db: Db): Promise<number> {
  return db.$count(milanVerifications, eq(milanVerifications.status, 'pending'));
}

/** One page of requests with `status` (pending: oldest first; reviewed: newest review first) and how many there are. */
export async function listAdminVerifications(
  db: Db,
  links: PhotoLinks,
  adminId: string,
  filter: Paging & { status: VerificationStatus },
): Promise<{ results: AdminVerification[]; total: number }> {
  const order =
    filter.status === 'pending'
      ? [asc(milanVerifications.createdAt), asc(milanVerifications.id)]
      : [desc(milanVerifications.reviewedAt), desc(milanVerifications.id)];
  const { rows, total } = await selectPage(
    db,
    milanVerifications,
    eq(milanVerifications.status, filter.status),
    order,
    filter,
  );
  return { results: await toAdminVerifications(db, links, adminId, rows), total };
}

/**
 * Image `file` of request `id` for `actor` (the console's milan-safety area
 * let them in), once the audit log holds the view: action
 * 'verification-document.view', the request, the file, and the area that
 * allowed it (milan-safety, else super), dated `now`. 404 as
 * readVerificationFile, and nothing is logged then. Source: issue 17 finding 4.
 */
export async function viewVerificationFile(
  db: Db,
  files: PrivateFiles,
  actor: AdminActor,
  id: string,
  file: VerificationFile,
  now = new Date(),
): Promise<PrivateFile> {
  const stored = await readVerificationFile(db, files, id, file, () => true);
  // A view changes nothing: no before/after, and never the image itself.
  await recordAudit(db, actor, { action: 'verification-document.view', targetId: id, detail: file }, now);
  return stored;
}

/** What the member is told about the review. */
function noticeOf(review: AdminVerificationReviewBody): NotificationInput {
  if (review.status === 'verified')
    return {
      kind: 'verification_verified',
      title: MESSAGES.notifyVerified,
      body: MESSAGES.notifyVerifiedBody,
      link: VERIFICATION_PAGE,
    };
  return {
    kind: 'verification_rejected',
    title: MESSAGES.notifyNotVerified,
    body: MESSAGE_TEMPLATES.notifyNotVerifiedBody(review.reason),
    link: VERIFICATION_PAGE,
  };
}

/** What a review needs beyond the database: the member's sockets, the private store, photo links and a log for lost deletions. */
export interface ReviewDeps {
  db: Db;
  realtime: Realtime;
  privateFiles: PrivateFiles;
  photoLinks: PhotoLinks;
  log: FastifyBaseLogger;
}

/**
 * Reviews request `id` as admin `adminId`. The row is locked, so of two
 * admins reviewing at once the second gets 409 MESSAGES.verificationReviewed
 * (also for any request no longer pending); 404 for an unknown id. Verifying
 * sets the profile's verifiedAt to `now`; rejecting keeps the reason. After
 * the commit both images are deleted (a failed deletion is logged with its
 * key, the answer stays a success) and the member is notified.
 */
export async function reviewVerification(
  { db, realtime, privateFiles, photoLinks, log }: ReviewDeps,
  actor: AdminActor,
  id: string,
  review: AdminVerificationReviewBody,
  now = new Date(),
): Promise<AdminVerification> {
  const { row, keys } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(milanVerifications).where(eq(milanVerifications.id, id)).for('update');
    if (!current) throw httpErrors.notFound('This verification request was not found.');
    if (current.status !== 'pending') throw httpErrors.conflict(MESSAGES.verificationReviewed);
    const [updated] = await tx
      .update(milanVerifications)
      .set({
        status: review.status,
        reason: review.status === 'rejected' ? review.reason : '',
        reviewedBy: actor.adminId,
        reviewedAt: now,
        documentKey: null,
        selfieKey: null,
      })
      .where(eq(milanVerifications.id, id))
      .returning();
    if (review.status === 'verified')
      await tx.update(milanProfiles).set({ verifiedAt: now }).where(eq(milanProfiles.customerId, current.customerId));
    const kept = [current.documentKey, current.selfieKey].filter((key): key is string => key !== null);
    // The decision, with the images' storage keys left out (they are deleted, and never a record's content).
    await recordChange(tx, actor, { action: 'verification.decide', targetId: id }, current, updated!, [
      'status',
      'reason',
    ]);
    return { row: updated!, keys: kept };
  });
  const removals = await Promise.allSettled(keys.map((key) => privateFiles.remove(key)));
  removals.forEach((result, index) => {
    if (result.status === 'rejected')
      log.error({ err: result.reason, key: keys[index] }, 'a reviewed verification image was not deleted');
  });
  await notify(db, realtime, row.customerId, noticeOf(review), now);
  const [result] = await toAdminVerifications(db, photoLinks, actor.adminId, [row], now);
  return result!;
}
