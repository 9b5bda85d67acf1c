/**
 * Verifying a login OTP (POST /api/app/customer/otp_verify, SPEC §7): the
 * newest delivered code of the number is the only one that counts.
 */
import { httpErrors, type HttpError } from '@fastify/sensible';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, OTP_MAX_WRONG_TRIES_PER_CODE } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findOrCreateCustomerByMobile } from '../customers/service.js';
import { lockNumber, otpMatches } from './otp-code.js';
import { assertTriesLeft, triesLockedError, triesLockedUntil } from './otp-limits.js';
import { createSession, type ClientInfo } from './sessions.js';
import { otpCodes, otpFailures } from './tables.js';

export interface LoginResult {
  customerId: string;
  sessionId: string;
  mobile: string;
  /** True when this login created the customer (first verification of the number). */
  created: boolean;
}

type Outcome = { ok: true; login: LoginResult } | { ok: false; error: HttpError };

/**
 * Records a wrong try (on the code and in otp_failures) and picks the answer:
 * 429 when the number reached its hourly limit, 400 otpLocked when this try
 * killed the code, else 400 otpInvalid.
 */
async function recordWrongTry(tx: Tx, codeId: string, phone: string, now: Date): Promise<HttpError> {
  const [code] = await tx
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(and(eq(otpCodes.id, codeId), lt(otpCodes.wrongTries, OTP_MAX_WRONG_TRIES_PER_CODE)))
    .returning({ wrongTries: otpCodes.wrongTries });
  await tx.insert(otpFailures).values({ phone, createdAt: now });
  const lockedUntil = await triesLockedUntil(tx, phone, now);
  if (lockedUntil) return triesLockedError(lockedUntil, now);
  if (!code || code.wrongTries >= OTP_MAX_WRONG_TRIES_PER_CODE) return httpErrors.badRequest(MESSAGES.otpLocked);
  return httpErrors.badRequest(MESSAGES.otpInvalid);
}

/**
 * Checks `otp` for `mobile`. On success consumes the code (atomic
 * `UPDATE … WHERE consumed_at IS NULL RETURNING`, so parallel verifies log in
 * once), creates the customer on a first login and opens a session. Throws
 * 429 while the number is locked for wrong tries; 400 otpExpired (no live code),
 * otpLocked (code killed by wrong tries) or otpInvalid (wrong code, counted).
 */
export async function verifyLoginOtp(
  deps: { db: Db; otpSecret: string },
  mobile: string,
  otp: string,
  client: ClientInfo,
): Promise<LoginResult> {
  // Wrong tries must be committed, so the transaction returns them rather than throwing (a throw rolls back).
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockNumber(tx, mobile);
    const now = new Date();
    await assertTriesLeft(tx, mobile, now);
    const [code] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, mobile), isNull(otpCodes.failedAt)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    if (!code || code.consumedAt || code.expiresAt <= now) throw httpErrors.badRequest(MESSAGES.otpExpired);
    if (code.wrongTries >= OTP_MAX_WRONG_TRIES_PER_CODE) throw httpErrors.badRequest(MESSAGES.otpLocked);
    if (!otpMatches(deps.otpSecret, mobile, otp, code.codeHash)) {
      return { ok: false, error: await recordWrongTry(tx, code.id, mobile, now) };
    }

    const [consumed] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.id, code.id),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now),
          lt(otpCodes.wrongTries, OTP_MAX_WRONG_TRIES_PER_CODE),
        ),
      )
      .returning({ id: otpCodes.id });
    if (!consumed) throw httpErrors.badRequest(MESSAGES.otpExpired);
    const { customer, created } = await findOrCreateCustomerByMobile(tx, mobile, now);
    const sessionId = await createSession(tx, customer.id, client, now);
    return { ok: true, login: { customerId: customer.id, sessionId, mobile, created } };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.login;
}
