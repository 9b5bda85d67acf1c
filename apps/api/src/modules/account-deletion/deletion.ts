/**
 * Deleting a customer's account (issue 24, DPDP Act 2023 s.12(3);
 * docs/decisions/017-account-deletion.md). The customer asks for a code, sent
 * by SMS to the account's own mobile through the login OTP machinery, and
 * enters it; then, in the code's own transaction, every module erases its
 * part through its service.ts. What the law keeps (payments, refunds,
 * invoices, orders, bookings, recharges: RETENTION.financialRecordsYears)
 * stays with the name replaced. The customer row stays, anonymised, because
 * those records point at it. Files go after the commit.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withReason } from '../../plugins/errors.js';
import type { Providers } from '../../providers/types.js';
import { eraseCustomerAddresses } from '../addresses/service.js';
import { confirmWithOtp, eraseCustomerAuth, sendLoginOtp } from '../auth/service.js';
import { eraseCustomerConsultancy } from '../consultancy/service.js';
import { eraseCustomerExports } from '../data-export/service.js';
import { anonymiseCustomer, lockCustomer } from '../customers/service.js';
import { eraseMilanMember, removeMemberFiles } from '../milan/service.js';
import { eraseCustomerNotifications } from '../notifications/service.js';
import { eraseCustomerRituals } from '../puja/service.js';
import { eraseCustomerRecharges } from '../recharge/service.js';
import { eraseCustomerShop } from '../shop/service.js';
import { eraseCustomerYatras } from '../yatra/service.js';
import { deletionBlockers } from './blockers.js';

export interface DeletionDeps {
  db: Db;
  otpSecret: string;
  providers: Pick<Providers, 'sms' | 'storage' | 'privateFiles'>;
  log: FastifyBaseLogger;
}

/** The signed-in caller, as plugins/authenticate.ts gives it. */
export interface Deleter {
  id: string;
  role: 'customer' | 'admin';
  mobile: string;
}

const blocked = () => withReason(httpErrors.conflict(MESSAGES.deletionBlocked), 'deletion_blocked');

/** Throws 403 for an admin: the audit log keeps admins' rows, and their areas are a super admin's to remove. */
function assertNotAdmin(user: Deleter): void {
  if (user.role === 'admin') throw httpErrors.forbidden(MESSAGES.adminCannotBeDeleted);
}

/**
 * Sends the deletion code to `user`'s own mobile for a request from `ip`;
 * returns its challenge id. Throws 403 for an admin, 409 `deletion_blocked`
 * while something is open (no SMS is sent then), and sendLoginOtp's 429/502.
 */
export async function sendDeletionOtp(deps: DeletionDeps, user: Deleter, ip: string): Promise<string> {
  assertNotAdmin(user);
  if ((await deletionBlockers(deps.db, user.id, new Date())).length > 0) throw blocked();
  const sender = { db: deps.db, sms: deps.providers.sms, otpSecret: deps.otpSecret, log: deps.log };
  return sendLoginOtp(sender, user.mobile, ip);
}

/** Every module's erasure of `customerId`, in `tx`; returns the ended session ids and the files to remove. */
async function eraseEverything(tx: Tx, customerId: string, now: Date) {
  const customer = await lockCustomer(tx, customerId);
  if (!customer || customer.deletedAt) throw httpErrors.unauthorized(MESSAGES.unauthorized);
  // Checked again under the lock: a booking made since the code was sent still blocks.
  if ((await deletionBlockers(tx, customerId, now)).length > 0) throw blocked();
  const endedSessionIds = await eraseCustomerAuth(tx, customer, now);
  const files = await eraseMilanMember(tx, customerId, now);
  await eraseCustomerAddresses(tx, customerId);
  await eraseCustomerShop(tx, customerId);
  await eraseCustomerRituals(tx, customerId);
  await eraseCustomerYatras(tx, customerId);
  await eraseCustomerRecharges(tx, customerId);
  await eraseCustomerNotifications(tx, customerId);
  await eraseCustomerConsultancy(tx, customerId, now);
  const exportKeys = await eraseCustomerExports(tx, customerId);
  await anonymiseCustomer(tx, customerId, now);
  return { endedSessionIds, files, exportKeys };
}

/**
 * Deletes `user`'s account when `otp` is the code of `challengeId` (see the
 * file comment). Returns the ended session ids (close their sockets).
 * Throws 403 for an admin; 400 as confirmWithOtp for a wrong, expired or
 * killed code (nothing is deleted); 409 `deletion_blocked` when something
 * opened meanwhile (the code is not spent).
 */
export async function deleteAccount(
  deps: DeletionDeps,
  user: Deleter,
  otp: string,
  challengeId: string,
): Promise<string[]> {
  assertNotAdmin(user);
  const { endedSessionIds, files, exportKeys } = await confirmWithOtp(deps, user.mobile, otp, challengeId, (tx, now) =>
    eraseEverything(tx, user.id, now),
  );
  await removeMemberFiles(deps.providers, files, (key, err) =>
    deps.log.error({ err, key }, 'an erased member file was not removed'),
  );
  for (const key of exportKeys) {
    await deps.providers.privateFiles
      .remove(key)
      .catch((err: unknown) => deps.log.error({ err, key }, 'an erased data export was not removed'));
  }
  return endedSessionIds;
}
