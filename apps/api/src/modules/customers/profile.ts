/**
 * The signed-in customer's own record: read it, edit it (PUT /api/users/:id)
 * and the SPEC §7 login lookup (POST /api/user/loginRayds). Every call is for
 * the caller's own record only; another id is 403 whether or not it exists,
 * so the answer never reveals which ids exist.
 */
import { httpErrors } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MESSAGES, type CustomerDetails, type CustomerProfile, type profileUpdateBodySchema } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import {
  expirePendingVerifications,
  issueEmailVerification,
  sendVerificationEmail,
  type VerificationMailer,
} from './email-verification.js';
import { findCustomerByEmail, getCustomer, rethrowAsConflict, toDetails, toProfile } from './records.js';
import { customers } from './tables.js';

/** The signed-in customer as the auth plugin knows them. */
export interface Actor {
  id: string;
  mobile: string;
}

export type ProfileUpdate = z.output<typeof profileUpdateBodySchema>;

/** The caller's full profile. Throws 401 when the record is gone (deleted after login). */
export async function getOwnProfile(db: Db, actor: Actor): Promise<CustomerProfile> {
  const row = await getCustomer(db, actor.id);
  if (!row) throw httpErrors.unauthorized(MESSAGES.unauthorized);
  return toProfile(row);
}

/**
 * SPEC §3 customer details for `mobile`, which must be the caller's own
 * number (403 otherwise, SPEC §7 loginRayds).
 */
export async function getOwnDetails(db: Db, actor: Actor, mobile: string): Promise<CustomerDetails> {
  if (mobile !== actor.mobile) throw httpErrors.forbidden(MESSAGES.forbidden);
  const row = await getCustomer(db, actor.id);
  if (!row) throw httpErrors.unauthorized(MESSAGES.unauthorized);
  return toDetails(row);
}

/**
 * Replaces the editable details of record `id`, which must be the caller's
 * (403 otherwise). A changed e-mail loses its verification, ends the old links
 * and gets a new link by e-mail; an e-mail another customer has is 409.
 */
export async function updateOwnProfile(
  db: Db,
  mailer: VerificationMailer,
  actor: Actor,
  id: string,
  update: ProfileUpdate,
): Promise<void> {
  if (id !== actor.id) throw httpErrors.forbidden(MESSAGES.forbidden);
  const now = new Date();
  const token = await db
    .transaction(async (tx) => {
      const current = await getCustomer(tx, id);
      if (!current) throw httpErrors.forbidden(MESSAGES.forbidden);
      const emailChanged = update.email !== current.email;
      if (emailChanged) {
        const owner = await findCustomerByEmail(tx, update.email);
        if (owner && owner.id !== id) throw httpErrors.conflict(MESSAGES.emailAlreadyRegistered);
      }
      await tx
        .update(customers)
        .set({ ...update, ...(emailChanged ? { emailVerifiedAt: null } : {}), updatedAt: now })
        .where(eq(customers.id, id));
      if (!emailChanged) return undefined;
      await expirePendingVerifications(tx, id, now);
      return update.email ? await issueEmailVerification(tx, id, update.email, now) : undefined;
    })
    .catch(rethrowAsConflict);
  forgetCustomerReads(db, 'me', id);
  // After the commit: the profile change stands even if the e-mail cannot be sent (logged).
  if (token) await sendVerificationEmail(mailer, update.email, token);
}
