/**
 * The puja and pitr paksha bookings still being fulfilled (confirmed,
 * performed, sankalp video sent or prasad on its way), which the console's
 * overview counts; each count reads the table's (status, created_at) index.
 */
import { inArray } from 'drizzle-orm';
import { BOOKING_STATUSES_IN_FULFILMENT } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { pitrBookings, pujaBookings } from './tables.js';

/** Puja bookings being fulfilled: the overview's `pujaBookingsOpen`. */
export function countOpenPujaBookings(db: Db): Promise<number> {
  return db.$count(pujaBookings, inArray(pujaBookings.status, BOOKING_STATUSES_IN_FULFILMENT));
}

/** Pitr paksha bookings being fulfilled: the overview's `pitrBookingsOpen`. */
export function countOpenPitrBookings(db: Db): Promise<number> {
  return db.$count(pitrBookings, inArray(pitrBookings.status, BOOKING_STATUSES_IN_FULFILMENT));
}
