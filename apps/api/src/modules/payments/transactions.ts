/**
 * GET /api/payments/transactions (SPEC §2 /dashboard/transactions): one page
 * of the signed-in customer's payments, newest first, each described by its
 * purpose, with its amount in major units (rupees for INR, dollars for USD;
 * the rows keep paise or cents), its state and its refund's state. Reads the
 * payments and the refund ledger; what a payment bought is named by its
 * purpose's registered names (purposes.ts: Milan Sathi names a membership
 * "Gold Yearly membership"), else by the purpose's plain description, so
 * this module never reads another module's plans or bookings.
 */
import { count, desc, eq } from 'drizzle-orm';
import { paiseToRupees, type PaymentPurpose, type Transaction } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { Paging } from '../../db/paging.js';
import type { PaymentRow } from './moves.js';
import { purposeNamesOf } from './purposes.js';
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

/**
 * The name its purpose gives what the payment bought (`named`, from
 * purposeNamesOf: "Gold Yearly membership"), else the purpose's plain
 * description.
 */
export function describePayment(
  row: Pick<PaymentRow, 'purpose' | 'purposeId'>,
  named: Map<PaymentPurpose, Map<string, string>>,
): string {
  if (!row.purpose) return PAYMENT_DESCRIPTION;
  const name = row.purposeId ? named.get(row.purpose)?.get(row.purposeId) : undefined;
  return name ?? PURPOSE_DESCRIPTIONS[row.purpose];
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
  const [refunds, named] = await Promise.all([refundsByPaymentIds(db, ids), purposeNamesOf(db, rows)]);
  return {
    results: rows.map((row) => ({
      _id: row.id,
      purpose: row.purpose ?? null,
      description: describePayment(row, named),
      amount: paiseToRupees(row.amountPaise),
      currency: row.currency,
      status: row.status,
      refundStatus: refunds.get(row.id)?.status ?? null,
      reference: row.gatewayPaymentId ?? null,
      paymentMethod: row.method,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
