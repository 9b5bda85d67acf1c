/**
 * GET /api/payments/transactions (SPEC §2 /dashboard/transactions): one page
 * of the signed-in customer's payments, newest first, each described by its
 * purpose, with its amount in major units (rupees for INR, dollars for USD;
 * the rows keep paise or cents), its state and its refund's state. Reads the
 * payments and the refund ledger, and the Milan Sathi plans to name a
 * membership ("Gold Yearly membership"); other purposes get a plain
 * description, so this module never reads another module's bookings.
 */
import { count, desc, eq } from 'drizzle-orm';
import { paiseToRupees, type PaymentPurpose, type Transaction } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/paging.js';
import { planNamesOf } from '../milan/service.js';
import type { PaymentRow } from './moves.js';
import { refundsByPaymentIds } from './queries.js';
import { payments } from './tables.js';

/** What a payment of each purpose bought, when nothing more specific is known. */
export const PURPOSE_DESCRIPTIONS: Record<PaymentPurpose, string> = {
  cart: 'Shop order',
  puja: 'Puja booking',
  yatra: 'Yatra booking',
  pitr: 'Pitr paksha puja booking',
  recharge: 'Recharge or bill payment',
  membership: 'Milan Sathi membership',
};
/** A payment made without a purpose. */
export const PAYMENT_DESCRIPTION = 'Payment';

/** "<Plan name> membership" for a membership of a known plan, else the purpose's plain description. */
export function describePayment(
  row: Pick<PaymentRow, 'purpose' | 'purposeId'>,
  planNames: Map<string, string>,
): string {
  if (!row.purpose) return PAYMENT_DESCRIPTION;
  const plan = row.purpose === 'membership' && row.purposeId ? planNames.get(row.purposeId) : undefined;
  return plan ? `${plan} membership` : PURPOSE_DESCRIPTIONS[row.purpose];
}

/** Customer `customerId`'s payments on page `paging`, newest first, and how many they have in all. */
export async function listTransactions(
  db: Db,
  customerId: string,
  paging: Paging,
): Promise<{ results: Transaction[]; total: number }> {
  const mine = eq(payments.customerId, customerId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(mine)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(payments).where(mine),
  ]);
  const ids = rows.map((row) => row.id);
  const planIds = rows.flatMap((row) => (row.purpose === 'membership' && row.purposeId ? [row.purposeId] : []));
  const [refunds, planNames] = await Promise.all([refundsByPaymentIds(db, ids), planNamesOf(db, planIds)]);
  return {
    results: rows.map((row) => ({
      _id: row.id,
      purpose: row.purpose ?? null,
      description: describePayment(row, planNames),
      amount: paiseToRupees(row.amountPaise),
      currency: row.currency,
      status: row.status,
      refundStatus: refunds.get(row.id)?.status ?? null,
      reference: row.gatewayPaymentId ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
