/**
 * Confirming an act of a signed-in customer with an OTP sent to their own
 * mobile (issue 24: Delete my account). The code is an ordinary login code of
 * that number (auth/otp-send.ts: same limits, same SMS), checked only through
 * the challenge its request answered, with verify's rules
 * (docs/decisions/002, 004): 5 wrong tries kill the code, every wrong try
 * counts towards the number's hourly throttle, and a stranger's code dies at
 * its first wrong try while the number is throttled. So confirming adds no new
 * way to guess a code.
 */
import type { HttpError } from '@fastify/sensible';
import type { Db, Tx } from '../../db/client.js';
import { consumeOtp } from './otp-check.js';
import { lockNumber } from './otp-code.js';
import { triesLockedUntil } from './otp-limits.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; error: HttpError };

/**
 * Checks `otp` against the code of `challengeId` sent to `mobile` and, when it
 * matches, consumes the code and runs `act` in the same transaction: a throw
 * from `act` rolls the code back with it. A wrong code is recorded (committed)
 * and nothing else happens. Returns what `act` returned.
 * Throws 400 otpExpired (no live code for that challenge), otpLocked (killed
 * by wrong tries) or otpInvalid (wrong code).
 */
export async function confirmWithOtp<T>(
  deps: { db: Db; otpSecret: string },
  mobile: string,
  otp: string,
  challengeId: string,
  act: (tx: Tx, now: Date) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome<T>> => {
    await lockNumber(tx, mobile);
    const now = new Date();
    const throttledUntil = await triesLockedUntil(tx, mobile, now);
    const wrongTry = await consumeOtp(tx, deps.otpSecret, { mobile, otp, challengeId, throttledUntil, now });
    if (wrongTry) return { ok: false, error: wrongTry };
    return { ok: true, value: await act(tx, now) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
