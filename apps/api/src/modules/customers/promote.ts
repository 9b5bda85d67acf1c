/**
 * Promotes a customer to admin of some console areas (the `admin-create` CLI,
 * README "Make someone an admin"). A number that never logged in gets a
 * customer record first, so the admin can log in with OTP straight away.
 */
import { eq } from 'drizzle-orm';
import { ADMIN_AREAS, MESSAGES, normaliseIndianMobile, type AdminArea } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { forgetCustomer } from '../../db/session-cache.js';
import { findOrCreateCustomerByMobile } from './records.js';
import { customers, type CustomerRow } from './tables.js';

/** created: a new customer; promoted: a customer became admin; areas-changed / unchanged: already an admin. */
export type PromoteOutcome = 'created' | 'promoted' | 'areas-changed' | 'unchanged';

/** A mobile that is not a valid Indian mobile number; `message` is MESSAGES.invalidMobile. */
export class InvalidMobileError extends Error {
  constructor(readonly input: string) {
    super(MESSAGES.invalidMobile);
    this.name = 'InvalidMobileError';
  }
}

/**
 * Makes the customer with mobile `input` (any form `normaliseIndianMobile`
 * reads) an admin holding exactly `areas` (deduplicated, in ADMIN_AREAS
 * order; an admin's former areas are replaced). Returns what happened and the
 * updated row. Throws InvalidMobileError for a bad number and an Error for no
 * area (an admin holds at least one: DESIGN "Data").
 */
export async function promoteToAdmin(
  db: Db,
  input: string,
  areas: readonly AdminArea[],
  now = new Date(),
): Promise<{ outcome: PromoteOutcome; customer: CustomerRow }> {
  const mobile = normaliseIndianMobile(input);
  if (!mobile) throw new InvalidMobileError(input);
  const adminAreas = ADMIN_AREAS.filter((area) => areas.includes(area));
  if (adminAreas.length === 0) throw new Error('An admin needs at least one area.');
  const result = await db.transaction(async (tx) => {
    const { customer, created } = await findOrCreateCustomerByMobile(tx, mobile, now);
    const wasAdmin = customer.role === 'admin';
    if (wasAdmin && customer.adminAreas.join() === adminAreas.join())
      return { outcome: 'unchanged' as const, customer };
    const [promoted] = await tx
      .update(customers)
      .set({ role: 'admin', adminAreas, updatedAt: now })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!promoted) throw new Error(`customer ${customer.id} vanished while being promoted`);
    forgetCustomer(customer.id);
    const outcome: PromoteOutcome = created ? 'created' : wasAdmin ? 'areas-changed' : 'promoted';
    return { outcome, customer: promoted };
  });
  // Committed: the record shows the role and areas (in this process; others' kept answers expire in seconds).
  if (result.outcome !== 'unchanged') forgetCustomerReads(db, 'me', result.customer.id);
  return result;
}
