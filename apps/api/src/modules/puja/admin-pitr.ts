/**
 * Pitr paksha bookings for the admin console: lists with filters, one
 * booking, and status changes (confirmed → performed → video_sent →
 * completed; confirmed → cancelled → refunded). The proof video of the
 * sankalp comes with video_sent, as for a puja; no prasad is posted. A
 * cancel refunds through the gateway that took the payment: the card
 * gateway in INR from India, PayPal in USD from abroad.
 */
import { eq } from 'drizzle-orm';
import type { AdminPitrBooking, AdminPitrBookingStatusBody } from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import type { Db, Tx } from '../../db/client.js';
import { withPaymentStates, type RefundGateways } from '../payments/service.js';
import { adminBookingTable } from './admin-booking-table.js';
import {
  moveBooking,
  videoCorrection,
  videoToSend,
  type AdminBookingFilter,
  type BookingOutcome,
  type BookingStore,
} from './admin-booking-status.js';
import { toPitrBooking } from './pitr.js';
import { PITR_HISTORY_LINK, noticeSankalpVideo } from './puja-notices.js';
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

/** The pitr bookings table for moveBooking, with the video link of `body`. */
function pitrStore({ proofVideoUrl }: AdminPitrBookingStatusBody): BookingStore<PitrRow> {
  const set = (tx: Tx, id: string, values: Partial<typeof pitrBookings.$inferInsert>) =>
    tx.update(pitrBookings).set(values).where(eq(pitrBookings.id, id));
  return {
    kind: 'pitr',
    lock: bookings.lock,
    async correct(tx, current) {
      const video = videoCorrection(current, proofVideoUrl);
      if (!video) return false;
      await set(tx, current.id, { proofVideoUrl: video });
      return true;
    },
    async write(tx, current, to) {
      await set(
        tx,
        current.id,
        to === 'video_sent' ? { status: to, proofVideoUrl: videoToSend(current, proofVideoUrl) } : { status: to },
      );
    },
    markRefunded: bookings.markRefunded,
  };
}

/**
 * Moves pitr booking `id` as `body` asks (see moveBooking); asking for
 * video_sent again with a new link corrects it. Pass `app.providers` as
 * `gateways`: PayPal-paid bookings refund through PayPal.
 * Throws 404, 400 (video link missing), 409 (not a forward move), ProviderError (502).
 */
export async function changePitrBookingStatus(
  db: Db,
  gateways: RefundGateways,
  actor: AdminActor,
  id: string,
  body: AdminPitrBookingStatusBody,
): Promise<{ booking: AdminPitrBooking; outcome: BookingOutcome }> {
  const outcome = await moveBooking(db, gateways, actor, pitrStore(body), id, body.status);
  if (outcome === 'moved' && body.status === 'video_sent') {
    const [row] = await db.select().from(pitrBookings).where(eq(pitrBookings.id, id));
    if (row) await noticeSankalpVideo(db, { ...row, pujaName: row.ritualName, link: PITR_HISTORY_LINK });
  }
  return { booking: await getAdminPitrBooking(db, id), outcome };
}
