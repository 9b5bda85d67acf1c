/**
 * The puja module's part of deleting an account (issue 24,
 * docs/decisions/017). Bookings stay as the financial records the law keeps
 * (RETENTION.financialRecordsYears), but the people in them go: devotees
 * become "Devotee 1…", gotra, sankalp and the prasad address are emptied; a
 * pitr paksha booking loses its name, mobile, gotra and ancestors. A booking
 * not yet performed (or, for a puja, whose prasad is not yet sent: it needs
 * the address) holds the deletion back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME, type PujaBookingStatus } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import { pitrBookings, pujaBookings } from './tables.js';

const OPEN_PUJA: PujaBookingStatus[] = ['confirmed', 'performed', 'video_sent'];
const OPEN_PITR: PujaBookingStatus[] = ['confirmed', 'performed'];

/** An open booking: its kind, reference, ritual's name and date (`YYYY-MM-DD`). */
export interface OpenRitualBooking {
  kind: 'puja' | 'pitr';
  reference: string;
  name: string;
  date: string;
}

/** `customerId`'s puja and pitr paksha bookings still being fulfilled, by date. */
export async function openRitualBookingsOf(db: Db | Tx, customerId: string): Promise<OpenRitualBooking[]> {
  const pujas = await db
    .select({ reference: pujaBookings.reference, name: pujaBookings.pujaName, date: pujaBookings.date })
    .from(pujaBookings)
    .where(and(eq(pujaBookings.customerId, customerId), inArray(pujaBookings.status, OPEN_PUJA)));
  const pitrs = await db
    .select({ reference: pitrBookings.reference, name: pitrBookings.ritualName, date: pitrBookings.date })
    .from(pitrBookings)
    .where(and(eq(pitrBookings.customerId, customerId), inArray(pitrBookings.status, OPEN_PITR)));
  return [
    ...pujas.map((row) => ({ kind: 'puja' as const, ...row })),
    ...pitrs.map((row) => ({ kind: 'pitr' as const, ...row })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

/** Anonymises `customerId`'s puja and pitr paksha bookings inside `tx`. */
export async function eraseCustomerRituals(tx: Tx, customerId: string): Promise<void> {
  const kept = await tx
    .select({ id: pujaBookings.id, devotees: pujaBookings.devotees })
    .from(pujaBookings)
    .where(eq(pujaBookings.customerId, customerId));
  for (const booking of kept) {
    await tx
      .update(pujaBookings)
      .set({
        devotees: booking.devotees.map((_, i) => `Devotee ${i + 1}`),
        gotra: '',
        sankalp: '',
        prasadAddress: null,
      })
      .where(eq(pujaBookings.id, booking.id));
  }
  await tx
    .update(pitrBookings)
    .set({ customerName: DELETED_CUSTOMER_NAME, mobile: '', gotra: '', ancestors: [] })
    .where(eq(pitrBookings.customerId, customerId));
  forgetCustomerReads(tx, 'history', customerId);
}
