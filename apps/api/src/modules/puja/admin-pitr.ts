/**
 * Pitr paksha bookings for the admin console: lists with filters, one
 * booking, and status changes (confirmed → performed → completed; confirmed
 * → cancelled → refunded). A cancel refunds through the gateway that took
 * the payment: the card gateway in INR from India, PayPal in USD from abroad.
 */
import { eq } from 'drizzle-orm';
import type { AdminPitrBooking, PujaBookingStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { withPaymentStates } from '../admin/booking-payments.js';
import type { RefundGateways } from '../payments/service.js';
import { adminBookingTable } from './admin-booking-table.js';
import {
  moveBooking,
  type AdminBookingFilter,
  type BookingOutcome,
  type BookingStore,
} from './admin-booking-status.js';
import { toPitrBooking } from './pitr.js';
import { pitrBookings } from './tables.js';

type PitrRow = typeof pitrBookings.$inferSelect;

/** The admin shape of `rows` (same order), each with its payment and refund state. */
async function toAdminPitrBookings(db: Db, rows: PitrRow[]): Promise<AdminPitrBooking[]> {
  const paid = await withPaymentStates(db, rows);
  return paid.map(({ row, payment, state }) => ({ ...toPitrBooking(row, payment), ...state }));
}

const bookings = adminBookingTable(
  pitrBookings,
  [pitrBookings.customerName, pitrBookings.mobile, pitrBookings.ritualName],
  toAdminPitrBookings,
);

/** One page of pitr paksha bookings, newest first, filtered (a name, the mobile, the ritual or the id); and the number that match. */
export function listAdminPitrBookings(
  db: Db,
  filter: AdminBookingFilter,
): Promise<{ results: AdminPitrBooking[]; total: number }> {
  return bookings.list(db, filter);
}

/** One pitr paksha booking. Throws 404 when the id is unknown. */
export function getAdminPitrBooking(db: Db, id: string): Promise<AdminPitrBooking> {
  return bookings.get(db, id);
}

const pitrStore: BookingStore<PitrRow> = {
  kind: 'pitr',
  lock: bookings.lock,
  async write(tx, current, to) {
    await tx.update(pitrBookings).set({ status: to }).where(eq(pitrBookings.id, current.id));
  },
  markRefunded: bookings.markRefunded,
};

/**
 * Moves pitr booking `id` to `to` (see moveBooking). Pass `app.providers`
 * as `gateways`: PayPal-paid bookings refund through PayPal.
 * Throws 404, 409 (not a forward move), ProviderError (502).
 */
export async function changePitrBookingStatus(
  db: Db,
  gateways: RefundGateways,
  id: string,
  to: PujaBookingStatus,
): Promise<{ booking: AdminPitrBooking; outcome: BookingOutcome }> {
  const outcome = await moveBooking(db, gateways, pitrStore, id, to);
  return { booking: await getAdminPitrBooking(db, id), outcome };
}
