/**
 * E-mail verification links (SPEC §2 /verify-email, §7 verify-email call).
 * The token is 32 random bytes (base64url) that only the e-mail carries; the
 * database keeps its SHA-256, so a leaked table cannot verify anything.
 */
import { createHash, randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_VERIFICATION_TTL_SECONDS, MESSAGES } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { EmailProvider } from '../../providers/types.js';
import { customers, emailVerifications } from './tables.js';

/** SHA-256 (hex) of a verification token: what the database stores. */
export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Stores a new link for `email` of customer `customerId`, valid
 * EMAIL_VERIFICATION_TTL_SECONDS from `now`. Returns the raw token (only the
 * e-mail ever carries it).
 */
export async function issueEmailVerification(
  db: Db | Tx,
  customerId: string,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerifications).values({
    customerId,
    email,
    tokenHash: hashVerificationToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/** Ends every unused link of a customer (their e-mail changed); they then answer "expired". */
export async function expirePendingVerifications(db: Db | Tx, customerId: string, now = new Date()): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailVerifications.customerId, customerId),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    );
}

export interface VerificationMailer {
  email: EmailProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * E-mails the link `${publicUrl}/verify-email?token=…`. Returns false (and
 * logs) when the provider refuses: callers have already committed the account
 * or profile change, which stays valid without a verified e-mail.
 */
export async function sendVerificationEmail(mailer: VerificationMailer, to: string, token: string): Promise<boolean> {
  const link = `${mailer.publicUrl}/verify-email?token=${token}`;
  const hours = EMAIL_VERIFICATION_TTL_SECONDS / 3600;
  try {
    await mailer.email.send({
      to,
      subject: 'Verify your email for Seva',
      text: `Namaste,\n\nPlease verify your email address for Seva by opening this link:\n\n${link}\n\nThe link is valid for ${hours} hours. If you did not sign up for Seva, you can ignore this email.`,
    });
    return true;
  } catch (err) {
    mailer.log.error({ err, provider: mailer.email.name }, 'verification email not sent');
    return false;
  }
}

/**
 * Verifies the customer's e-mail by link token (POST /api/auth/verify-email),
 * single use: the link is claimed with `UPDATE … WHERE used_at IS NULL`.
 * Throws 400: unknown token → missingVerificationToken; used → verificationTokenUsed;
 * expired (or the e-mail changed since) → verificationTokenExpired.
 */
export async function verifyEmailToken(db: Db, token: string, now = new Date()): Promise<void> {
  const customerId = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashVerificationToken(token)))
      .limit(1);
    if (!link) throw httpErrors.badRequest(MESSAGES.missingVerificationToken);
    if (link.usedAt) throw httpErrors.badRequest(MESSAGES.verificationTokenUsed);
    if (link.expiresAt <= now) throw httpErrors.badRequest(MESSAGES.verificationTokenExpired);

    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.id, link.id), isNull(emailVerifications.usedAt)))
      .returning({ id: emailVerifications.id });
    if (!claimed) throw httpErrors.badRequest(MESSAGES.verificationTokenUsed);

    const [verified] = await tx
      .update(customers)
      .set({ emailVerifiedAt: now })
      .where(and(eq(customers.id, link.customerId), eq(customers.email, link.email)))
      .returning({ id: customers.id });
    // Throwing rolls the claim back too; the link was for an address the customer no longer has.
    if (!verified) throw httpErrors.badRequest(MESSAGES.verificationTokenExpired);
    return verified.id;
  });
  // Committed: the customer's record now shows the address verified.
  forgetCustomerReads(db, 'me', customerId);
}
