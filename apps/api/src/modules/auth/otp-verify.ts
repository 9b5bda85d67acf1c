/**
 * Verifying a login OTP (POST /api/app/customer/otp_verify, SPEC §7). A
 * verify naming a `challengeId` checks that challenge's code and no other; one
 * without it checks the newest delivered code of the number (SPEC §7's bare
 * phone + otp). Limits: docs/decisions/004-otp-and-password-limits.md.
 */
import type { HttpError } from '@fastify/sensible';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { findOrCreateCustomerByMobile, proveMobile, type CustomerRow } from '../customers/service.js';
import { forgetDevices, rememberDevice } from './devices.js';
import { consumeOtp } from './otp-check.js';
import { lockNumber } from './otp-code.js';
import { triesLockedError, triesLockedUntil } from './otp-limits.js';
import { expirePasswordResets } from './password-reset.js';
import { createSession, revokeAllSessions, type ClientInfo } from './sessions.js';
import { passwordFailures } from './tables.js';

export interface LoginResult<T = undefined> {
  customerId: string;
  sessionId: string;
  mobile: string;
  /** Remembers this device on the number (docs/decisions/004). */
  deviceToken: string;
  /** True when this login created the customer (first verification of the number). */
  created: boolean;
  /** Sessions ended because the number's owner reclaimed an unproven account (close their sockets). */
  endedSessionIds: string[];
  /** What `attach` returned. */
  attached: T;
}

/** Work done in the login's transaction once the number is proven, on the customer as it then is. */
export type Attach<T> = (tx: Tx, customer: CustomerRow, now: Date) => Promise<T>;

type Outcome<T> = { ok: true; login: LoginResult<T> } | { ok: false; error: HttpError };
/**
 * Checks `otp` for `mobile` (and `challengeId` when given). On success, in one
 * transaction: consumes the code (atomic `UPDATE … WHERE consumed_at IS NULL
 * RETURNING`, so parallel verifies log in once), creates the customer on a
 * first login or proves an older account's number (an unproven account loses
 * its password, e-mail, sessions, reset links and remembered devices:
 * docs/decisions/003), clears the account's wrong-password lock, runs
 * `attach`, remembers the device and opens a session. A throw from `attach`
 * rolls all of it back, the code included.
 * Throws 429 for a verify without a challenge while the number is throttled;
 * 400 otpExpired (no live code), otpLocked (code killed by wrong tries, or a
 * stranger's code that already had a wrong try while the number is throttled)
 * or otpInvalid (wrong code, counted).
 */
export async function verifyLoginOtp<T = undefined>(
  deps: { db: Db; otpSecret: string },
  mobile: string,
  otp: string,
  client: ClientInfo,
  options: { challengeId?: string | undefined; attach?: Attach<T> } = {},
): Promise<LoginResult<T>> {
  const { challengeId, attach } = options;
  // Wrong tries must be committed, so the transaction returns them rather than throwing (a throw rolls back).
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
    await lockNumber(tx, mobile);
    const now = new Date();
    const throttledUntil = await triesLockedUntil(tx, mobile, now);
    if (throttledUntil && !challengeId) throw triesLockedError(throttledUntil, now);
    const wrongTry = await consumeOtp(tx, deps.otpSecret, { mobile, otp, challengeId, throttledUntil, now });
    if (wrongTry) return { ok: false, error: wrongTry };
    const found = await findOrCreateCustomerByMobile(tx, mobile, now);
    const proven = await proveMobile(tx, found.customer.id, now);
    let endedSessionIds: string[] = [];
    if (proven.reclaimed) {
      endedSessionIds = await revokeAllSessions(tx, proven.customer.id, now);
      await expirePasswordResets(tx, proven.customer.id, now);
      await forgetDevices(tx, proven.customer.id);
    }
    if (found.customer.email) await tx.delete(passwordFailures).where(eq(passwordFailures.email, found.customer.email));
    const attached = attach ? await attach(tx, proven.customer, now) : (undefined as T);
    const deviceToken = await rememberDevice(tx, proven.customer.id, now);
    const sessionId = await createSession(tx, proven.customer.id, client, now);
    const login = {
      customerId: proven.customer.id,
      sessionId,
      mobile,
      deviceToken,
      created: found.created,
      endedSessionIds,
      attached,
    };
    return { ok: true, login };
  });
  if (!outcome.ok) throw outcome.error;
  // Committed: the proof (and a signup's details) may have changed what the customer's record shows.
  forgetCustomerReads(deps.db, 'me', outcome.login.customerId);
  return outcome.login;
}
