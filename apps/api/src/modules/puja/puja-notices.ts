/**
 * The devotee is told about their puja (issue 23, `puja_update`): its sankalp
 * video is ready (an admin marked the booking video sent), and, on the
 * morning of the puja's day (IST), that it is performed today (the
 * notify-puja-day job). Once each per booking (dedupeKeys
 * `puja_update:video:<booking id>`, `puja_update:day:<booking id>`), leading
 * to the bookings' history.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { indiaHour, indiaToday } from '../../lib/india-dates.js';
import { notify } from '../notifications/service.js';
import { pitrBookings, pujaBookings } from './tables.js';

/** Where puja notifications lead: the puja (or Pitr Paksha) history. */
export const PUJA_HISTORY_LINK = '/history/puja-history';
export const PITR_HISTORY_LINK = '/history/pitr-paksha-history';

/** A booking the devotee is told about: a puja's or a Pitr Paksha shraddh's. */
export interface BookingToTell {
  id: string;
  customerId: string;
  reference: string;
  pujaName: string;
  link: string;
}

/** Tells `booking`'s devotee its sankalp video is ready. Never throws. */
export async function noticeSankalpVideo(db: Db, booking: BookingToTell): Promise<void> {
  await notify(db, null, booking.customerId, {
    kind: 'puja_update',
    title: 'Your sankalp video is ready',
    body: `Watch the sankalp of your ${booking.pujaName} (${booking.reference}).`,
    link: booking.link,
    dedupeKey: `puja_update:video:${booking.id}`,
  }).catch(() => null);
}

/** The morning hour (IST) from which the day's pujas are announced. */
export const PUJA_DAY_NOTICE_HOUR = 6;

/**
 * One pass of the puja-day notices as of `now`: from PUJA_DAY_NOTICE_HOUR in
 * India, every confirmed puja and Pitr Paksha booking for today's India date
 * is told once. Answers how many were told now.
 */
export async function noticePujaDay(db: Db, now = new Date()): Promise<number> {
  if (indiaHour(now) < PUJA_DAY_NOTICE_HOUR) return 0;
  const today = indiaToday(now);
  const [pujas, shraddhs] = await Promise.all([
    db
      .select({
        id: pujaBookings.id,
        customerId: pujaBookings.customerId,
        reference: pujaBookings.reference,
        name: pujaBookings.pujaName,
        place: pujaBookings.temple,
      })
      .from(pujaBookings)
      .where(and(eq(pujaBookings.date, today), eq(pujaBookings.status, 'confirmed'))),
    db
      .select({
        id: pitrBookings.id,
        customerId: pitrBookings.customerId,
        reference: pitrBookings.reference,
        name: pitrBookings.ritualName,
        place: pitrBookings.place,
      })
      .from(pitrBookings)
      .where(and(eq(pitrBookings.date, today), eq(pitrBookings.status, 'confirmed'))),
  ]);
  let told = 0;
  for (const [rows, link] of [
    [pujas, PUJA_HISTORY_LINK],
    [shraddhs, PITR_HISTORY_LINK],
  ] as const) {
    for (const b of rows) {
      const stored = await notify(db, null, b.customerId, {
        kind: 'puja_update',
        title: `Your ${b.name} is today`,
        body: `It is performed today at ${b.place} (${b.reference}). Your sankalp video follows.`,
        link,
        dedupeKey: `puja_update:day:${b.id}`,
      });
      if (stored) told++;
    }
  }
  return told;
}
