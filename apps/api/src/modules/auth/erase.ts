/**
 * The auth module's part of deleting an account (issue 24): every session
 * ends (their tokens die at once: sessions.ts forgets them in the session
 * cache), remembered devices and password reset links go, and a signup still
 * waiting for this number's OTP is dropped with the details it held. OTP rows
 * stay: they hold only a hash and the number, and they are what the send and
 * try limits count (security logs, RETENTION.securityLogsYears).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { revokeAllSessions } from './sessions.js';
import { passwordFailures, passwordResets, signupRequests, trustedDevices } from './tables.js';

/**
 * Ends everything that lets `customerId` (mobile `mobile`, e-mail `email`, '' when none) in, inside `tx`.
 * Returns the ended session ids, for closing their sockets after the commit.
 */
export async function eraseCustomerAuth(
  tx: Tx,
  customer: { id: string; mobile: string; email: string },
  now: Date,
): Promise<string[]> {
  const ended = await revokeAllSessions(tx, customer.id, now);
  await tx.delete(trustedDevices).where(eq(trustedDevices.customerId, customer.id));
  await tx.delete(passwordResets).where(eq(passwordResets.customerId, customer.id));
  await tx.delete(signupRequests).where(eq(signupRequests.phone, customer.mobile));
  if (customer.email) await tx.delete(passwordFailures).where(eq(passwordFailures.email, customer.email));
  return ended;
}
