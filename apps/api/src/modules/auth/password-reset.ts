/**
 * Forgotten passwords (POST /api/auth/forgot-password and /reset-password;
 * SPEC §2 "forget password" modal; the Milan Sathi issue: "sends a reset link
 * by e-mail, single use, expiring").
 *
 * The link carries 32 random bytes (base64url); the database keeps only their
 * SHA-256, like the e-mail verification links. A link works once, for
 * PASSWORD_RESET_TTL_SECONDS. Links go only to accounts that have a password
 * and to an address that account verified: an OTP-only account gets e-mail
 * login through registration (with the OTP of its mobile), never through a
 * mailbox, and an address someone put on their own account without owning it
 * never hands its real owner a way into that account (docs/decisions/003). The answer is the same whatever happens, so the call
 * never tells which e-mails have accounts.
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { httpErrors } from '@fastify/sensible';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, PASSWORD_RESET_TTL_SECONDS } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { EmailProvider } from '../../providers/types.js';
import { findCustomerByEmail, getCustomer, updateCustomer } from '../customers/service.js';
import { assertStrongPassword, personalWords } from './password-strength.js';
import { revokeAllSessions } from './sessions.js';
import { passwordFailures, passwordResets } from './tables.js';

/** Reset links one e-mail may get per rolling hour; more asks are answered the same but send nothing. */
export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 3;

export interface ResetMailer {
  email: EmailProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** SHA-256 (hex) of a reset token: what the database stores. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a reset link for customer `customerId` unless the hourly limit is
 * reached; returns the raw token, or null when the limit held it back.
 */
async function issueReset(db: Db, customerId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset:${customerId}`}, 0))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.customerId, customerId),
          gt(passwordResets.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
        ),
      );
    if ((recent?.count ?? 0) >= PASSWORD_RESETS_PER_EMAIL_PER_HOUR) return null;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResets).values({
      customerId,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      createdAt: now,
    });
    return token;
  });
}

/**
 * Sends a reset link `${publicUrl}/reset-password?token=…` to `email`
 * (lower-case) when it is the verified address of an account with a password
 * and the hourly limit allows. Never throws for the caller's input: a provider failure is
 * logged (the customer can ask again), so the answer stays the same.
 */
export async function requestPasswordReset(
  mailer: ResetMailer,
  db: Db,
  email: string,
  now = new Date(),
): Promise<void> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer?.passwordHash || !customer.emailVerifiedAt) return;
  const token = await issueReset(db, customer.id, now);
  if (!token) {
    mailer.log.warn({ customerId: customer.id }, 'password reset held back: hourly limit');
    return;
  }
  const link = `${mailer.publicUrl}/reset-password?token=${token}`;
  const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
  try {
    await mailer.email.send({
      to: email,
      subject: 'Reset your Seva password',
      text: `Namaste,\n\nWe received a request to reset the password of your Seva account. Open this link to choose a new password:\n\n${link}\n\nThe link works once and is valid for ${minutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.`,
    });
  } catch (err) {
    mailer.log.error({ err, provider: mailer.email.name }, 'password reset email not sent');
  }
}

/**
 * Sets a new password with the link token. Throws 400 passwordResetInvalid
 * (unknown, used or expired token: the token stays as it was) and 400
 * passwordTooWeak (the token stays usable). On success, in one transaction:
 * the link is used, the argon2id hash replaced, every other unused link of
 * the customer ended, the wrong-password failures of the e-mail cleared and
 * every session of the customer revoked (they log in again). Returns the
 * ended session ids, whose sockets the caller closes.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<string[]> {
  const tokenHash = hashResetToken(token);
  const [link] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  if (!link || link.usedAt || link.expiresAt <= now) throw httpErrors.badRequest(MESSAGES.passwordResetInvalid);
  const customer = await getCustomer(db, link.customerId);
  if (!customer) throw httpErrors.badRequest(MESSAGES.passwordResetInvalid);
  await assertStrongPassword(
    password,
    personalWords({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.mobile,
    }),
  );
  const passwordHash = await argon2.hash(password, { type: argon2.argon2id });

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ id: passwordResets.id });
    if (!claimed) throw httpErrors.badRequest(MESSAGES.passwordResetInvalid);
    const updated = await updateCustomer(tx, link.customerId, { passwordHash }, now);
    if (!updated) throw httpErrors.badRequest(MESSAGES.passwordResetInvalid);
    await expirePasswordResets(tx, link.customerId, now);
    if (updated.email) await tx.delete(passwordFailures).where(eq(passwordFailures.email, updated.email));
    return revokeAllSessions(tx, link.customerId, now);
  });
}

/** Ends every unused reset link of `customerId` (its password changed, or its account changed hands). */
export async function expirePasswordResets(tx: Tx, customerId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
}
