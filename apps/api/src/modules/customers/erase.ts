/**
 * The customers module's part of deleting an account (issue 24,
 * docs/decisions/017): the row stays, because the payments, orders and
 * bookings the law keeps point at it, but nothing on it names the person any
 * more. The mobile becomes `deleted-<id>` (unique, not a phone number), so the
 * same number signs up again as a new customer; the e-mail is emptied (the
 * unique index skips ''), the password and e-mail links go.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME } from '@seva/contracts';
import type { Tx } from '../../db/client.js';
import type { Executor } from './records.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { forgetCustomer } from '../../db/session-cache.js';
import { customers, emailVerifications } from './tables.js';

/** The mobile an erased account keeps: no phone number, so no login or lookup by number ever finds it. */
export const erasedMobileOf = (customerId: string) => `deleted-${customerId}`;

/** Anonymises customer `customerId` at `now` inside `tx` (see the file comment). Returns false when there is no such customer. */
export async function anonymiseCustomer(tx: Tx, customerId: string, now: Date): Promise<boolean> {
  await tx.delete(emailVerifications).where(eq(emailVerifications.customerId, customerId));
  const [row] = await tx
    .update(customers)
    .set({
      mobile: erasedMobileOf(customerId),
      mobileVerifiedAt: null,
      firstName: DELETED_CUSTOMER_NAME,
      lastName: '',
      email: '',
      emailVerifiedAt: null,
      passwordHash: null,
      gender: null,
      state: '',
      city: '',
      address: '',
      pincode: '',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  forgetCustomer(customerId);
  forgetCustomerReads(tx, 'me', customerId);
  return row !== undefined;
}

/** The ids of erased accounts as a subquery, for `inArray(column, erasedCustomerIds(db))` in another module's statement. */
export function erasedCustomerIds(db: Executor) {
  return db.select({ id: customers.id }).from(customers).where(isNotNull(customers.deletedAt));
}

/** Which of `ids` are erased accounts. */
export async function erasedAmong(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.id, [...ids]), isNotNull(customers.deletedAt)));
  return new Set(rows.map((row) => row.id));
}
