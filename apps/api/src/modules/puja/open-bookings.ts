/**
 * The puja and pitr paksha bookings still being fulfilled (confirmed,
 * performed, sankalp video sent or prasad on its way), which the console's
 * overview counts; each count reads the table's (status, created_at) index.
 */
import { inArray } from 'drizzle-orm';
import type { PujaBookingStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { pitrBookings, pujaBookings } from './tables.js';

/** The statuses of a booking the temple has not finished (pitr bookings never reach prasad_shipped). */
const IN_FULFILMENT: PujaBookingStatus[] = ['confirmed', 'performed', 'video_sent', 'prasad_shipped'];

/** Puja bookings being fulfilled: the overview's `pujaBookingsOpen`. */
export function countOpenPujaBookings(db: Db): Promise<number> {
  return db.$count(pujaBookings, inArray(pujaBookings.status, IN_FULFILMENT));
}

/** Pitr paksha bookings being fulfilled: the overview's `pitrBookingsOpen`. */
export function countOpenPitrBookings(db: Db): Promise<number> {
  return db.$count(pitrBookings, inArray(pitrBookings.status, IN_FULFILMENT));
}
