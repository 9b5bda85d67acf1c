/**
 * The OTP check that login verify (otp-verify.ts) and confirming an act
 * (otp-confirm.ts) share: which code is checked, what a wrong try records and
 * answers, and consuming a matching code. Limits:
 * docs/decisions/002 and 004 (5 wrong tries kill a code; every wrong try of a
 * stranger counts towards the number's hourly throttle).
 */
import { httpErrors, type HttpError } from '@fastify/sensible';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES, OTP_MAX_WRONG_TRIES_PER_CODE } from '@seva/contracts';
import type { Tx } from '../../db/client.js';
import { otpMatches } from './otp-code.js';
import { triesLockedError, triesLockedUntil } from './otp-limits.js';
import { otpCodes, otpFailures } from './tables.js';

type CodeRow = typeof otpCodes.$inferSelect;

/**
 * Records a wrong try (on the code and, unless a remembered device asked for
 * it, in otp_failures) and picks the answer: 429 for a verify without a
 * challenge once the number is throttled, 400 otpLocked when this try killed
 * the code, else 400 otpInvalid.
 */
export async function recordWrongTry(tx: Tx, code: CodeRow, byChallenge: boolean, now: Date): Promise<HttpError> {
  const [updated] = await tx
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(and(eq(otpCodes.id, code.id), lt(otpCodes.wrongTries, OTP_MAX_WRONG_TRIES_PER_CODE)))
    .returning({ wrongTries: otpCodes.wrongTries });
  if (!code.trusted) await tx.insert(otpFailures).values({ phone: code.phone, createdAt: now });
  const throttledUntil = await triesLockedUntil(tx, code.phone, now);
  if (throttledUntil && !byChallenge) return triesLockedError(throttledUntil, now);
  const dead = !updated || updated.wrongTries >= OTP_MAX_WRONG_TRIES_PER_CODE || (throttledUntil && !code.trusted);
  return httpErrors.badRequest(dead ? MESSAGES.otpLocked : MESSAGES.otpInvalid);
}

/**
 * The code a verify checks: the challenge's, or the number's newest delivered
 * one that a stranger asked for (a remembered device's code is reached only
 * through its challenge, so guesses without one can never spend it).
 */
export async function codeToCheck(
  tx: Tx,
  mobile: string,
  challengeId: string | undefined,
): Promise<CodeRow | undefined> {
  const [code] = await tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, mobile),
        isNull(otpCodes.failedAt),
        challengeId ? eq(otpCodes.challenge, challengeId) : eq(otpCodes.trusted, false),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return code;
}

/**
 * Checks `otp` against the code codeToCheck picks for `mobile` and
 * `challengeId`, inside `tx` (the caller holds lockNumber and read
 * `throttledUntil` = triesLockedUntil at `now`). On a match, consumes the code
 * (atomic `UPDATE … WHERE consumed_at IS NULL RETURNING`, so parallel checks
 * pass once) and returns null. On a wrong code, records the try
 * (recordWrongTry) and returns the error to throw once `tx` has committed.
 * Throws 400 otpExpired (no live code, or consumed meanwhile) or otpLocked
 * (killed by wrong tries, or a stranger's code that already had a wrong try
 * while the number is throttled).
 */
export async function consumeOtp(
  tx: Tx,
  otpSecret: string,
  check: { mobile: string; otp: string; challengeId: string | undefined; throttledUntil: Date | null; now: Date },
): Promise<HttpError | null> {
  const { mobile, otp, challengeId, throttledUntil, now } = check;
  const code = await codeToCheck(tx, mobile, challengeId);
  if (!code || code.consumedAt || code.expiresAt <= now) throw httpErrors.badRequest(MESSAGES.otpExpired);
  const killedByThrottle = throttledUntil !== null && !code.trusted && code.wrongTries > 0;
  if (code.wrongTries >= OTP_MAX_WRONG_TRIES_PER_CODE || killedByThrottle) {
    throw httpErrors.badRequest(MESSAGES.otpLocked);
  }
  if (!otpMatches(otpSecret, mobile, otp, code.codeHash)) {
    return recordWrongTry(tx, code, challengeId !== undefined, now);
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
  return null;
}
