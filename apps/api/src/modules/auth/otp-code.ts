/**
 * One-time codes (docs/decisions/002-otp-login.md): drawn from a CSPRNG,
 * stored only as HMAC-SHA256 keyed by OTP_SECRET over phone and code, and
 * compared in constant time.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@seva/contracts';
import type { Tx } from '../../db/client.js';

/** A fresh OTP_LENGTH-digit code, zero-padded ("0042"), from crypto.randomInt. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * HMAC-SHA256 (hex) of `phone:code` keyed by `secret`. The phone is in the MAC
 * so one stored hash cannot be replayed for another number.
 */
export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

/** True when `code` is the one `storedHash` was made from (constant-time compare). */
export function otpMatches(secret: string, phone: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Serialises OTP sends and verifies for one number until `tx` ends (a
 * transaction-scoped advisory lock), so parallel requests cannot both slip
 * under a limit they would reach together.
 */
export async function lockNumber(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${phone}`}, 0))`);
}
