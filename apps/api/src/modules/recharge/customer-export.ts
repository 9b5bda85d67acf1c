/**
 * The recharge module's part of "Download my data" (issue 24): the
 * customer's recharges and bill payments, their saved billers, recent
 * numbers and complaints. Provider internals (poll counters, which
 * aggregator answered) and the admin who resolved a complaint are left out.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withoutFields, type ExportPart } from '../../lib/export-part.js';
import { recentRecharges } from './recent.js';
import { rechargeComplaints, rechargeOrders, rechargeSavedBillers } from './tables.js';

const INTERNAL = ['customerId', 'nextPollAt', 'polls', 'provider', 'latitude', 'longitude'] as const;

/** `recharges.json` (newest first; amounts in paise), `saved-billers.json`, `recent-numbers.json`, `recharge-complaints.json`. */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  const [orders, billers, recent, complaints] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(eq(rechargeOrders.customerId, customerId))
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id)),
    db
      .select()
      .from(rechargeSavedBillers)
      .where(eq(rechargeSavedBillers.customerId, customerId))
      .orderBy(desc(rechargeSavedBillers.createdAt)),
    recentRecharges(db, customerId),
    db
      .select()
      .from(rechargeComplaints)
      .where(eq(rechargeComplaints.customerId, customerId))
      .orderBy(desc(rechargeComplaints.createdAt)),
  ]);
  return {
    json: {
      'recharges.json': orders.map((o) => withoutFields(o, INTERNAL)),
      'saved-billers.json': billers.map((b) => withoutFields(b, ['customerId'])),
      'recent-numbers.json': recent,
      'recharge-complaints.json': complaints.map((c) => withoutFields(c, ['customerId', 'resolvedBy'])),
    },
  };
}
