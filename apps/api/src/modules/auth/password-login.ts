/**
 * Logging in with e-mail + password (POST /api/auth/login, SPEC §7).
 *
 * Limits (docs/decisions/004-otp-and-password-limits.md), so a guesser is held
 * without locking the owner out:
 *  - per e-mail and IP: after PASSWORD_MAX_WRONG_TRIES wrong passwords within
 *    PASSWORD_LOCK_MINUTES, that IP's tries for that e-mail (the right
 *    password too) answer 429 for PASSWORD_LOCK_MINUTES after the last of them;
 *  - per e-mail across IPs: after PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT wrong
 *    passwords within an hour, every try answers 429 passwordAccountLocked
 *    until the owner logs in by OTP or resets the password (both clear the
 *    failures), or the hour passes.
 * Unknown e-mails count the same way, so a lock never tells which e-mails exist.
 *
 * A successful password login does NOT erase earlier failures: the owner
 * logging in between a guesser's tries must not hand the guesser a fresh
 * allowance. Only proof of the phone or the mailbox does.
 *
 * Every try is written as a failure BEFORE the password is checked and
 * deleted again when it was right, so parallel tries cannot slip past the
 * limit while argon2 runs (and no transaction is held during hashing).
 */
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  MESSAGES,
  PASSWORD_LOCK_MINUTES,
  PASSWORD_MAX_WRONG_TRIES,
  PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT,
  waitMessage,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findCustomerByEmail } from '../customers/service.js';
import { minutesUntil, windowReopensAt } from './otp-limits.js';
import { createSession, type ClientInfo } from './sessions.js';
import { passwordFailures } from './tables.js';

const LOCK_MS = PASSWORD_LOCK_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * When the lock made by `failures` (ascending times) ends, or null when there
 * is none at `now`: the lock starts at any failure that is the
 * PASSWORD_MAX_WRONG_TRIES-th within PASSWORD_LOCK_MINUTES and lasts
 * PASSWORD_LOCK_MINUTES from it.
 */
export function passwordLockedUntil(failures: Date[], now: Date): Date | null {
  let until: Date | null = null;
  for (let i = PASSWORD_MAX_WRONG_TRIES - 1; i < failures.length; i++) {
    const first = failures[i - PASSWORD_MAX_WRONG_TRIES + 1];
    const last = failures[i];
    if (!first || !last || last.getTime() - first.getTime() > LOCK_MS) continue;
    const ends = new Date(last.getTime() + LOCK_MS);
    if (ends > now && (!until || ends > until)) until = ends;
  }
  return until;
}

/** Serialises the lock check and the failure write of one e-mail until `tx` ends. */
async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`password:${email}`}, 0))`);
}

/**
 * Throws 429 while `email` is locked for `ip` or for everyone (see the module
 * comment); else records this try as a failure and returns the row id.
 */
async function reserveTry(db: Db, email: string, ip: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const rows = await tx
      .select({ at: passwordFailures.createdAt, ip: passwordFailures.ip })
      .from(passwordFailures)
      .where(and(eq(passwordFailures.email, email), gt(passwordFailures.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(asc(passwordFailures.createdAt));
    if (
      windowReopensAt(
        rows.map((row) => row.at),
        PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT,
      )
    ) {
      throw httpErrors.tooManyRequests(MESSAGES.passwordAccountLocked);
    }
    const until = passwordLockedUntil(
      rows.filter((row) => row.ip === ip).map((row) => row.at),
      now,
    );
    if (until) throw httpErrors.tooManyRequests(waitMessage.passwordLocked(minutesUntil(until, now)));
    const [row] = await tx
      .insert(passwordFailures)
      .values({ email, ip, createdAt: now })
      .returning({ id: passwordFailures.id });
    if (!row) throw new Error('insert returned no password failure');
    return row.id;
  });
}

let dummyHash: Promise<string> | undefined;

/** An argon2id hash of nothing anyone types, checked when the e-mail has no password, so both cases take as long. */
function hashForUnknownEmail(): Promise<string> {
  dummyHash ??= argon2.hash('no account has this password: 8c1f0e', { type: argon2.argon2id });
  return dummyHash;
}

/**
 * Logs `email` (lower-case) in with `password` from `client`; returns the
 * customer and the new session. Throws 429 passwordLocked (see the module
 * comment) and 401 wrongEmailOrPassword for an unknown e-mail, an account
 * without a password, or a wrong password.
 */
export async function loginWithPassword(
  db: Db,
  email: string,
  password: string,
  client: ClientInfo,
  now = new Date(),
): Promise<{ customerId: string; sessionId: string }> {
  const failureId = await reserveTry(db, email, client.ip, now);
  const customer = await findCustomerByEmail(db, email);
  const hash = customer?.passwordHash ?? (await hashForUnknownEmail());
  const matches = await argon2.verify(hash, password);
  if (!customer?.passwordHash || !matches) throw httpErrors.unauthorized(MESSAGES.wrongEmailOrPassword);

  await db.delete(passwordFailures).where(eq(passwordFailures.id, failureId));
  const sessionId = await createSession(db, customer.id, client, now);
  return { customerId: customer.id, sessionId };
}
