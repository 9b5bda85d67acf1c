/**
 * Remembered devices (docs/decisions/004-otp-and-password-limits.md): a
 * browser that logged in on a number by OTP keeps a random token; with it, it
 * may ask for its own code while strangers are throttled on that number. The
 * token is no way in by itself: the code still goes to the phone.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { TRUSTED_DEVICE_TTL_SECONDS } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { findCustomerByMobile } from '../customers/service.js';
import { trustedDevices } from './tables.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Remembers a device for `customerId` for TRUSTED_DEVICE_TTL_SECONDS; returns its token (base64url, 32 bytes). */
export async function rememberDevice(tx: Db | Tx, customerId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(trustedDevices).values({
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TRUSTED_DEVICE_TTL_SECONDS * 1000),
    lastUsedAt: now,
    createdAt: now,
  });
  return token;
}

/** True when `token` is a live remembered device of the account on `mobile`. */
export async function isRememberedDevice(db: Db | Tx, mobile: string, token: string, now: Date): Promise<boolean> {
  const customer = await findCustomerByMobile(db, mobile);
  if (!customer) return false;
  const [row] = await db
    .update(trustedDevices)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trustedDevices.customerId, customer.id),
        eq(trustedDevices.tokenHash, hashToken(token)),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .returning({ id: trustedDevices.id });
  return row !== undefined;
}

/** Forgets every remembered device of `customerId` (the account changed hands, or "log out all devices"). */
export async function forgetDevices(tx: Db | Tx, customerId: string): Promise<void> {
  await tx.delete(trustedDevices).where(eq(trustedDevices.customerId, customerId));
}
