/**
 * The recharge module's part of deleting an account (issue 24,
 * docs/decisions/017): saved billers go; the bill holder's name on fetched
 * bills and the notes on complaints are emptied. Recharge orders stay as the
 * financial records the law keeps (RETENTION.financialRecordsYears) with the
 * number recharged, which the operator's records name too. A pending
 * recharge holds the deletion back until its result is in.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { rechargeBillFetches, rechargeComplaints, rechargeOrders, rechargeSavedBillers } from './tables.js';

/** `customerId`'s recharges still waiting for the provider's answer: reference and number. */
export async function pendingRechargesOf(
  db: Db | Tx,
  customerId: string,
): Promise<{ reference: string; number: string }[]> {
  return db
    .select({ reference: rechargeOrders.reference, number: rechargeOrders.number })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.customerId, customerId), eq(rechargeOrders.status, 'PENDING')))
    .orderBy(rechargeOrders.createdAt);
}

/** Erases `customerId`'s saved billers, bill-holder names and complaint notes inside `tx`. */
export async function eraseCustomerRecharges(tx: Tx, customerId: string): Promise<void> {
  await tx.delete(rechargeSavedBillers).where(eq(rechargeSavedBillers.customerId, customerId));
  await tx.update(rechargeBillFetches).set({ customerName: '' }).where(eq(rechargeBillFetches.customerId, customerId));
  await tx.update(rechargeComplaints).set({ note: '' }).where(eq(rechargeComplaints.customerId, customerId));
  forgetCustomerReads(tx, 'history', customerId);
}
