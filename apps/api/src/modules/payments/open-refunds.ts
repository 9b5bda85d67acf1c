/**
 * Refunds still on their way to a customer (issue 24: they hold an account's
 * deletion back, so the customer can still follow them). Payments and refunds
 * themselves are never erased: they are the financial records the law keeps
 * (RETENTION.financialRecordsYears) and name nobody but the customer's id.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { payments, refunds } from './tables.js';

/** `customerId`'s refunds not yet processed: amount (minor units) and currency, oldest first. */
export async function refundsInProgressOf(
  db: Db | Tx,
  customerId: string,
): Promise<{ id: string; amountMinor: number; currency: 'INR' | 'USD' }[]> {
  return db
    .select({ id: refunds.id, amountMinor: refunds.amountPaise, currency: payments.currency })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.customerId, customerId), inArray(refunds.status, ['requested', 'pending'])))
    .orderBy(refunds.createdAt);
}
