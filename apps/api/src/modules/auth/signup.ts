/**
 * Signup (POST /api/app/customer/user_signup, SPEC §3 payload, §4 "Signup
 * success: close the signup modal and open the login modal"). A signup is not
 * an account: it waits, for SIGNUP_TTL_SECONDS, for the same browser to enter
 * an OTP of its mobile (docs/decisions/003-account-binding.md). The answer is
 * the same whether or not the mobile or e-mail already has an account, so it
 * tells a stranger nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { SIGNUP_TTL_SECONDS, type signupBodySchema } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { signupRequests, type SignupDetails } from './tables.js';

export type Signup = z.output<typeof signupBodySchema>;

/** The SPEC §3 details of `body` apart from mobile and password. */
export function detailsOf(body: Signup): SignupDetails {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    gender: body.gender ?? null,
    countryCode: body.countryCode,
    country: body.country,
    state: body.state,
    city: body.city,
    address: body.address,
    pincode: body.pincode,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores `body` as a signup waiting for its mobile's OTP and returns its
 * `signupId`: 32 random bytes (base64url) that only this answer carries, to be
 * sent with the OTP (POST /api/app/customer/otp_verify). Expired signups are
 * deleted on the way.
 */
export async function requestSignup(db: Db, body: Signup, now = new Date()): Promise<string> {
  // Hashing is slow on purpose (argon2id); every signup pays it, so the answer's timing tells nothing.
  const passwordHash = await argon2.hash(body.password, { type: argon2.argon2id });
  const signupId = randomBytes(32).toString('base64url');
  await db.delete(signupRequests).where(lt(signupRequests.expiresAt, now));
  await db.insert(signupRequests).values({
    tokenHash: hashToken(signupId),
    phone: body.phone,
    details: detailsOf(body),
    passwordHash,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return signupId;
}

/**
 * Takes (deletes and returns) the live signup `signupId` made for `phone`, or
 * null when there is none: unknown, expired, already used, or made for
 * another number.
 */
export async function takeSignup(
  tx: Tx,
  signupId: string,
  phone: string,
  now: Date,
): Promise<{ details: SignupDetails; passwordHash: string } | null> {
  const [row] = await tx
    .delete(signupRequests)
    .where(
      and(
        eq(signupRequests.tokenHash, hashToken(signupId)),
        eq(signupRequests.phone, phone),
        gt(signupRequests.expiresAt, now),
      ),
    )
    .returning({ details: signupRequests.details, passwordHash: signupRequests.passwordHash });
  return row ?? null;
}
