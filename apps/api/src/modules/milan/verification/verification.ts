/**
 * Milan Sathi ID verification, the member's side (issue 8 "Verification";
 * SPEC §1; contract packages/contracts/src/milan-verification.ts). A member
 * with a profile sends one government ID and a selfie; while that request is
 * pending, or once the profile is verified, another is refused (409). Only
 * the document type and the masked number are kept; the two images (already
 * re-encoded, verification-upload.ts) go to the private file store under
 * random keys and are shown to the owner and to milan-safety admins only (each
 * admin view audited), until the review deletes them (admin-verifications.ts).
 */
import { randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MESSAGES, maskIdNumber, type Verification, type VERIFICATION_FILES } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { withReason } from '../../../plugins/errors.js';
import { PRIVATE_CACHE_CONTROL, type PrivateFile, type PrivateFiles } from '../../../providers/private-files/types.js';
import type { Executor } from '../shared/members.js';
import { milanProfiles, milanVerifications } from '../tables.js';
import type { VerificationSubmission } from './verification-upload.js';

export type VerificationRow = typeof milanVerifications.$inferSelect;
export type VerificationFile = (typeof VERIFICATION_FILES)[number];

/** The API shape of a stored request. */
export function toVerification(row: VerificationRow): Verification {
  return {
    _id: row.id,
    status: row.status,
    documentType: row.documentType,
    documentNumber: row.documentNumberMasked,
    reason: row.reason,
    hasFiles: row.documentKey !== null || row.selfieKey !== null,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The latest request of `customerId` (null: never asked) and whether the profile carries the badge. */
export async function getVerificationState(
  db: Db,
  customerId: string,
): Promise<{ verified: boolean; verification: Verification | null }> {
  const [[profile], [latest]] = await Promise.all([
    db
      .select({ verifiedAt: milanProfiles.verifiedAt })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, customerId)),
    db
      .select()
      .from(milanVerifications)
      .where(eq(milanVerifications.customerId, customerId))
      .orderBy(desc(milanVerifications.createdAt), desc(milanVerifications.id))
      .limit(1),
  ]);
  return { verified: Boolean(profile?.verifiedAt), verification: latest ? toVerification(latest) : null };
}

const pendingConflict = () => httpErrors.conflict(MESSAGES.verificationPending);

/**
 * Checks that `customerId` may send a request: 409 'profile_required'
 * without a Milan Sathi profile, 409 MESSAGES.alreadyVerified once verified,
 * 409 MESSAGES.verificationPending while one is pending. With `lock` (inside
 * a transaction) the profile row stays locked until it ends, so one member's
 * parallel submits queue here.
 */
async function checkCanSubmit(db: Executor, customerId: string, lock = false): Promise<void> {
  const query = db
    .select({ verifiedAt: milanProfiles.verifiedAt })
    .from(milanProfiles)
    .where(eq(milanProfiles.customerId, customerId));
  const [profile] = lock ? await query.for('update') : await query;
  if (!profile) throw withReason(httpErrors.conflict(MESSAGES.profileRequired), 'profile_required');
  if (profile.verifiedAt) throw httpErrors.conflict(MESSAGES.alreadyVerified);
  const [pending] = await db
    .select({ id: milanVerifications.id })
    .from(milanVerifications)
    .where(and(eq(milanVerifications.customerId, customerId), eq(milanVerifications.status, 'pending')))
    .limit(1);
  if (pending) throw pendingConflict();
}

/** The 409 checks of a submit, run before the upload is read so a refused one costs no image work. */
export const assertCanSubmit = (db: Db, customerId: string) => checkCanSubmit(db, customerId);

/** An unguessable key of one kept image: nobody can name another member's file. */
const privateKey = (customerId: string, file: VerificationFile) =>
  `verifications/${customerId}/${randomBytes(16).toString('hex')}-${file}.jpg`;

/**
 * Stores `submission`'s images in `files` and records a pending request of
 * `customerId` with the masked number only. The checks of assertCanSubmit run
 * again under the profile lock; a parallel submit that still gets past them
 * meets the partial unique index milan_verifications_pending_key (409 too).
 * On any failure the stored images are removed. Throws 409 (see
 * checkCanSubmit), ProviderError 502 when the store fails.
 */
export async function submitVerification(
  db: Db,
  files: PrivateFiles,
  customerId: string,
  submission: VerificationSubmission,
  now = new Date(),
): Promise<Verification> {
  const documentKey = privateKey(customerId, 'document');
  const selfieKey = privateKey(customerId, 'selfie');
  try {
    await files.put(documentKey, submission.document, 'image/jpeg');
    await files.put(selfieKey, submission.selfie, 'image/jpeg');
    return await db.transaction(async (tx) => {
      await checkCanSubmit(tx, customerId, true);
      const [row] = await tx
        .insert(milanVerifications)
        .values({
          customerId,
          documentType: submission.documentType,
          documentNumberMasked: maskIdNumber(submission.documentNumber),
          documentKey,
          selfieKey,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error(`the verification request of ${customerId} was not written`);
      return toVerification(row);
    });
  } catch (error) {
    await Promise.allSettled([files.remove(documentKey), files.remove(selfieKey)]);
    if (isUniqueViolation(error, 'milan_verifications_pending_key')) throw pendingConflict();
    throw error;
  }
}

/** The 200 answer of a kept image's route (OpenAPI). */
export const privateImageSchema = z.instanceof(Buffer).describe('The image (image/jpeg)');

/** Answers a kept image: never cached, never sniffed as anything but its stored type. */
export const sendPrivateImage = (reply: FastifyReply, stored: PrivateFile) =>
  reply
    .type(stored.contentType)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .send(stored.body);

/**
 * Image `file` of request `id`, when `may(ownerId)` allows it (the member's
 * route: its owner; the console: admins of the milan-safety area). Throws 404
 * when it does not (so nobody learns the request exists), and once the review
 * deleted the files.
 */
export async function readVerificationFile(
  db: Db,
  files: PrivateFiles,
  id: string,
  file: VerificationFile,
  may: (ownerId: string) => boolean,
): Promise<PrivateFile> {
  const [row] = await db
    .select({
      customerId: milanVerifications.customerId,
      documentKey: milanVerifications.documentKey,
      selfieKey: milanVerifications.selfieKey,
    })
    .from(milanVerifications)
    .where(eq(milanVerifications.id, id));
  const key = row && may(row.customerId) ? (file === 'document' ? row.documentKey : row.selfieKey) : null;
  const stored = key ? await files.get(key) : null;
  if (!stored) throw httpErrors.notFound(MESSAGES.notFound);
  return stored;
}
