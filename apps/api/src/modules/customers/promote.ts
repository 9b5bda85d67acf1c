/**
 * Promotes a customer to admin (the `admin-create` CLI, README "Make someone an
 * admin"). A number that never logged in gets a customer record first, so the
 * admin can log in with OTP straight away.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, normaliseIndianMobile } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { findOrCreateCustomerByMobile } from './records.js';
import { customers, type CustomerRow } from './tables.js';

export type PromoteOutcome = 'created' | 'promoted' | 'already-admin';

/** A mobile that is not a valid Indian mobile number; `message` is MESSAGES.invalidMobile. */
export class InvalidMobileError extends Error {
  constructor(readonly input: string) {
    super(MESSAGES.invalidMobile);
    this.name = 'InvalidMobileError';
  }
}

/**
 * Makes the customer with mobile `input` (any form `normaliseIndianMobile`
 * reads) an admin. Returns what happened and the updated row. Throws
 * InvalidMobileError for a bad number.
 */
export async function promoteToAdmin(
  db: Db,
  input: string,
  now = new Date(),
): Promise<{ outcome: PromoteOutcome; customer: CustomerRow }> {
  const mobile = normaliseIndianMobile(input);
  if (!mobile) throw new InvalidMobileError(input);
  return db.transaction(async (tx) => {
    const { customer, created } = await findOrCreateCustomerByMobile(tx, mobile, now);
    if (customer.role === 'admin') return { outcome: 'already-admin' as const, customer };
    const [promoted] = await tx
      .update(customers)
      .set({ role: 'admin', updatedAt: now })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!promoted) throw new Error(`customer ${customer.id} vanished while being promoted`);
    return { outcome: created ? ('created' as const) : ('promoted' as const), customer: promoted };
  });
}
