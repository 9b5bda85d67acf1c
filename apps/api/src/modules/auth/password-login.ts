/**
 * Logging in with e-mail + password (POST /api/auth/login, SPEC §7).
 *
 * Lock-out: after PASSWORD_MAX_WRONG_TRIES wrong passwords for one e-mail
 * within PASSWORD_LOCK_MINUTES, every try for that e-mail (the right password
 * too) answers 429 for PASSWORD_LOCK_MINUTES after the last of them. Unknown
 * e-mails count the same way, so the lock never tells which e-mails exist.
 *
 * A successful login does NOT erase earlier failures: the lock protects the
 * account from a guesser, and the owner logging in between a guesser's tries
 * must not hand the guesser a fresh allowance. Failures age out with the
 * window; a password reset (which proves the mailbox) clears them.
 *
 * Every try is written as a failure BEFORE the password is checked and
 * deleted again when it was right, so parallel tries cannot slip past the
 * limit while argon2 runs (and no transaction is held during hashing).
 */
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { MESSAGES, PASSWORD_LOCK_MINUTES, PASSWORD_MAX_WRONG_TRIES, waitMessage } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findCustomerByEmail } from '../customers/service.js';
import { minutesUntil } from './otp-limits.js';
import { createSession, type ClientInfo } from './sessions.js';
import { passwordFailures } from './tables.js';

const LOCK_MS = PASSWORD_LOCK_MINUTES * 60_000;

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
 * Throws 429 waitMessage.passwordLocked while `email` is locked; else records
 * this try as a failure (from `ip`) and returns the row id.
 */
async function reserveTry(db: Db, email: string, ip: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    // Two windows back: a lock that started up to one window ago may rest on failures one window older.
    const rows = await tx
      .select({ at: passwordFailures.createdAt })
      .from(passwordFailures)
      .where(
        and(eq(passwordFailures.email, email), gt(passwordFailures.createdAt, new Date(now.getTime() - 2 * LOCK_MS))),
      )
      .orderBy(asc(passwordFailures.createdAt));
    const until = passwordLockedUntil(
      rows.map((row) => row.at),
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
