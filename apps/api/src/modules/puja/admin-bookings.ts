/**
 * Puja bookings for the admin console: lists with filters, one booking, and
 * the status changes the customer follows in their history (confirmed →
 * performed → video_sent → prasad_shipped → completed; confirmed → cancelled
 * → refunded). The proof video of the sankalp comes with video_sent and the
 * prasad's tracking number with prasad_shipped.
 */
import { httpErrors } from '@fastify/sensible';
import { eq, sql } from 'drizzle-orm';
import type { AdminPujaBooking, AdminPujaBookingStatusBody } from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import type { Db, Tx } from '../../db/client.js';
import { withPaymentStatesAndMobiles, type RefundGateways } from '../payments/service.js';
import { adminBookingTable } from './admin-booking-table.js';
import {
  moveBooking,
  videoCorrection,
  videoToSend,
  type AdminBookingFilter,
  type BookingOutcome,
  type BookingStore,
} from './admin-booking-status.js';
import { PUJA_HISTORY_LINK, noticeSankalpVideo } from './puja-notices.js';
import { toBooking } from './service.js';
import { pujaBookings } from './tables.js';

type BookingRow = typeof pujaBookings.$inferSelect;

/** The admin shape of `rows` (same order), each with its payment, refund and the customer's mobile. */
async function toAdminBookings(db: Db, rows: BookingRow[]): Promise<AdminPujaBooking[]> {
  const paid = await withPaymentStatesAndMobiles(db, rows);
  return paid.map(({ row, payment, state }) => ({
    ...toBooking(row, payment ?? { gatewayOrderId: null, gatewayPaymentId: null }),
    ...state,
  }));
}

const bookings = adminBookingTable(
  pujaBookings,
  [sql`${pujaBookings.devotees}::text`, pujaBookings.pujaName, pujaBookings.gotra],
  toAdminBookings,
);

/** One page of puja bookings, newest first, filtered (a devotee, the puja, the gotra or the id); and the number that match. */
export function listAdminPujaBookings(
  db: Db,
  filter: AdminBookingFilter,
): Promise<{ results: AdminPujaBooking[]; total: number }> {
  return bookings.list(db, filter);
}

/** One puja booking. Throws 404 when the id is unknown. */
export function getAdminPujaBooking(db: Db, id: string): Promise<AdminPujaBooking> {
  return bookings.get(db, id);
}

const NEEDS_TRACKING = 'Please add the prasad’s tracking number before marking it shipped.';
const NO_PRASAD = 'This booking has no prasad address: nothing is posted. Mark it completed instead.';

/** The puja bookings table for moveBooking, with the video link and tracking number of `body`. */
function pujaStore(body: AdminPujaBookingStatusBody): BookingStore<BookingRow> {
  const { proofVideoUrl, prasadTrackingNumber } = body;
  const set = (tx: Tx, id: string, values: Partial<typeof pujaBookings.$inferInsert>) =>
    tx.update(pujaBookings).set(values).where(eq(pujaBookings.id, id));
  return {
    kind: 'puja',
    lock: bookings.lock,
    async correct(tx, current) {
      const video = videoCorrection(current, proofVideoUrl);
      if (video) {
        await set(tx, current.id, { proofVideoUrl: video });
        return true;
      }
      if (
        current.status === 'prasad_shipped' &&
        prasadTrackingNumber &&
        prasadTrackingNumber !== current.prasadTrackingNumber
      ) {
        await set(tx, current.id, { prasadTrackingNumber });
        return true;
      }
      return false;
    },
    async write(tx, current, to) {
      const values: Partial<typeof pujaBookings.$inferInsert> = { status: to };
      if (to === 'video_sent') values.proofVideoUrl = videoToSend(current, proofVideoUrl);
      if (to === 'prasad_shipped') {
        if (!current.prasadAddress) throw httpErrors.conflict(NO_PRASAD);
        values.prasadTrackingNumber = prasadTrackingNumber ?? current.prasadTrackingNumber;
        if (!values.prasadTrackingNumber) throw httpErrors.badRequest(NEEDS_TRACKING);
      }
      await set(tx, current.id, values);
    },
    markRefunded: bookings.markRefunded,
  };
}

/**
 * Moves puja booking `id` as `body` asks (see moveBooking); asking for the
 * status it has with a new video link or tracking number corrects it. A move
 * to video_sent tells the devotee their sankalp video is ready.
 * Throws 404, 400 (video link or tracking number missing), 409 (not a
 * forward move; prasad_shipped without a prasad address), ProviderError (502).
 */
export async function changePujaBookingStatus(
  db: Db,
  gateways: RefundGateways,
  actor: AdminActor,
  id: string,
  body: AdminPujaBookingStatusBody,
): Promise<{ booking: AdminPujaBooking; outcome: BookingOutcome }> {
  const outcome = await moveBooking(db, gateways, actor, pujaStore(body), id, body.status);
  if (outcome === 'moved' && body.status === 'video_sent') {
    const [row] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, id));
    if (row) await noticeSankalpVideo(db, { ...row, link: PUJA_HISTORY_LINK });
  }
  return { booking: await getAdminPujaBooking(db, id), outcome };
}
