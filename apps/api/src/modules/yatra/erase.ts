/**
 * The yatra module's part of deleting an account (issue 24,
 * docs/decisions/017). Bookings stay as the financial records the law keeps
 * (RETENTION.financialRecordsYears); each traveller keeps only what the price
 * was worked out from (age and occupancy), the names become "Traveller 1…".
 * A confirmed booking whose tour has not ended holds the deletion back: the
 * customer cancels it (POST /api/user/cancelYatraBooking) or waits.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { indiaToday } from '../../lib/india-dates.js';
import { yatraBookings } from './tables.js';

/** `customerId`'s confirmed bookings whose tour ends today or later (India dates), by start date. */
export async function openYatraBookingsOf(
  db: Db | Tx,
  customerId: string,
  now: Date,
): Promise<{ reference: string; name: string; date: string }[]> {
  return db
    .select({ reference: yatraBookings.reference, name: yatraBookings.yatraName, date: yatraBookings.startDate })
    .from(yatraBookings)
    .where(
      and(
        eq(yatraBookings.customerId, customerId),
        eq(yatraBookings.status, 'confirmed'),
        gte(yatraBookings.endDate, indiaToday(now)),
      ),
    )
    .orderBy(yatraBookings.startDate);
}

/** Replaces the traveller names on `customerId`'s yatra bookings inside `tx`. */
export async function eraseCustomerYatras(tx: Tx, customerId: string): Promise<void> {
  const kept = await tx
    .select({ id: yatraBookings.id, travellers: yatraBookings.travellers })
    .from(yatraBookings)
    .where(eq(yatraBookings.customerId, customerId));
  for (const booking of kept) {
    const travellers = booking.travellers.map((traveller, i) => ({ ...traveller, name: `Traveller ${i + 1}` }));
    await tx.update(yatraBookings).set({ travellers }).where(eq(yatraBookings.id, booking.id));
  }
  forgetCustomerReads(tx, 'history', customerId);
}
