/**
 * What holds an account's deletion back (issue 24, docs/decisions/017): each
 * item still open in the customer's name, with the sentence saying what to do
 * about it. Nothing is cancelled or refunded on the customer's behalf: a
 * cancellation can cost money (yatra slabs), and a refund or recharge in
 * flight must stay followable until it lands.
 */
import { MESSAGE_TEMPLATES, formatInr, type DeletionBlocker } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { refundsInProgressOf } from '../payments/service.js';
import { openRitualBookingsOf } from '../puja/service.js';
import { pendingRechargesOf } from '../recharge/service.js';
import { openOrdersOf } from '../shop/service.js';
import { openYatraBookingsOf } from '../yatra/service.js';
import { indiaToday } from '../../lib/india-dates.js';

const LONG_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `YYYY-MM-DD` as messages write it: "12 May 2026". */
export const longDate = (day: string) => LONG_DATE.format(new Date(`${day}T00:00:00Z`));

/** Minor units of `currency` as messages write them: "₹1,234" or "$12.50". */
const amountOf = (minor: number, currency: 'INR' | 'USD') =>
  currency === 'INR' ? formatInr(minor / 100) : `$${(minor / 100).toFixed(2)}`;

/**
 * Everything of `customerId`'s still open at `now`: upcoming yatras, pujas and
 * pitr paksha rituals not yet performed (or a puja's prasad not yet sent),
 * orders not yet delivered, recharges pending, refunds on their way. Empty
 * when the account may be deleted.
 */
export async function deletionBlockers(db: Db | Tx, customerId: string, now: Date): Promise<DeletionBlocker[]> {
  // One after another: inside the deleting transaction these share one connection.
  const yatras = await openYatraBookingsOf(db, customerId, now);
  const rituals = await openRitualBookingsOf(db, customerId);
  const orders = await openOrdersOf(db, customerId);
  const recharges = await pendingRechargesOf(db, customerId);
  const refunds = await refundsInProgressOf(db, customerId);
  return [
    ...yatras.map((b) => ({
      kind: 'yatra' as const,
      reference: b.reference,
      name: b.name,
      date: b.date,
      message: MESSAGE_TEMPLATES.deletionBlockedYatra(b.name, longDate(b.date)),
    })),
    ...rituals.map((b) => ({
      kind: b.kind,
      reference: b.reference,
      name: b.name,
      date: b.date,
      message: MESSAGE_TEMPLATES.deletionBlockedPuja(b.name, longDate(b.date)),
    })),
    ...orders.map((o) => ({
      kind: 'order' as const,
      reference: o.reference,
      name: o.reference,
      date: indiaToday(o.placedAt),
      message: MESSAGE_TEMPLATES.deletionBlockedOrder(o.reference),
    })),
    ...recharges.map((r) => ({
      kind: 'recharge' as const,
      reference: r.reference,
      name: r.number,
      date: '',
      message: MESSAGE_TEMPLATES.deletionBlockedRecharge(r.number, r.reference),
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      reference: r.id,
      name: amountOf(r.amountMinor, r.currency),
      date: '',
      message: MESSAGE_TEMPLATES.deletionBlockedRefund(amountOf(r.amountMinor, r.currency)),
    })),
  ];
}
