/**
 * The OTP limits (docs/decisions/002-otp-login.md, contracts constants), all
 * counted in rolling windows from rows whose timestamps the app wrote with the
 * JS clock, so tests can move time with vi.setSystemTime.
 */
import { httpErrors, type HttpError } from '@fastify/sensible';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_MAX_WRONG_TRIES_PER_HOUR,
  OTP_RESEND_WAIT_SECONDS,
  waitMessage,
} from '@seva/contracts';
import type { Tx } from '../../db/client.js';
import { otpCodes, otpFailures } from './tables.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a rolling hour holding `times` (ascending) drops back under `limit`:
 * the moment the oldest event that keeps it at the limit turns an hour old.
 * Null while under the limit.
 */
export function windowReopensAt(times: Date[], limit: number): Date | null {
  const blocking = times[times.length - limit];
  return times.length >= limit && blocking ? new Date(blocking.getTime() + HOUR_MS) : null;
}

/** Whole minutes (at least 1) from `now` until `until`. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

const hourAgo = (now: Date) => new Date(now.getTime() - HOUR_MS);

/**
 * Until when `phone` is throttled (10 wrong tries on its codes in the last
 * hour), or null while it is not.
 */
export async function triesLockedUntil(tx: Tx, phone: string, now: Date): Promise<Date | null> {
  const rows = await tx
    .select({ at: otpFailures.createdAt })
    .from(otpFailures)
    .where(and(eq(otpFailures.phone, phone), gt(otpFailures.createdAt, hourAgo(now))))
    .orderBy(asc(otpFailures.createdAt));
  return windowReopensAt(
    rows.map((r) => r.at),
    OTP_MAX_WRONG_TRIES_PER_HOUR,
  );
}

/** The 429 of a number locked for wrong tries until `until`. */
export function triesLockedError(until: Date, now: Date): HttpError {
  return httpErrors.tooManyRequests(waitMessage.tooManyTries(minutesUntil(until, now)));
}

/** Throws 429 (waitMessage.tooManyTries) while `phone` is throttled: the answer to a verify that names no challenge. */
export async function assertTriesLeft(tx: Tx, phone: string, now: Date): Promise<void> {
  const until = await triesLockedUntil(tx, phone, now);
  if (until) throw triesLockedError(until, now);
}

/**
 * Throws 429 unless a code may be sent to `phone` now, for a remembered
 * device of that number (`trusted`) or for anyone else from `ip`. Strangers:
 * sends from the IP and stranger sends to the number in the last hour (failed
 * sends count: they reached the provider), then the 30 s resend wait after the
 * last delivered stranger code. Remembered devices have their own per-number
 * count and wait, so strangers cannot use up the owner's
 * (docs/decisions/004-otp-and-password-limits.md).
 */
export async function assertSendAllowed(tx: Tx, phone: string, ip: string, trusted: boolean, now: Date): Promise<void> {
  const since = hourAgo(now);
  if (!trusted) {
    const byIp = await tx
      .select({ at: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, ip), eq(otpCodes.trusted, false), gt(otpCodes.createdAt, since)))
      .orderBy(asc(otpCodes.createdAt));
    const ipReopens = windowReopensAt(
      byIp.map((r) => r.at),
      OTP_MAX_SENDS_PER_IP_PER_HOUR,
    );
    if (ipReopens) throw httpErrors.tooManyRequests(waitMessage.tooManySendsFromIp(minutesUntil(ipReopens, now)));
  }

  const byNumber = await tx
    .select({ at: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.trusted, trusted), gt(otpCodes.createdAt, since)))
    .orderBy(asc(otpCodes.createdAt));
  const numberReopens = windowReopensAt(
    byNumber.map((r) => r.at),
    OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  );
  if (numberReopens) throw httpErrors.tooManyRequests(waitMessage.tooManySends(minutesUntil(numberReopens, now)));

  const [last] = await tx
    .select({ at: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.trusted, trusted), isNull(otpCodes.failedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const waitMs = last ? last.at.getTime() + OTP_RESEND_WAIT_SECONDS * 1000 - now.getTime() : 0;
  if (waitMs > 0) throw httpErrors.tooManyRequests(waitMessage.resend(Math.ceil(waitMs / 1000)));
}
