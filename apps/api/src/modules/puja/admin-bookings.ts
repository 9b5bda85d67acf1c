/**
 * Puja bookings for the admin console: lists with filters, one booking, and
 * the status changes the customer follows in their history (confirmed →
 * performed → video_sent → prasad_shipped → completed; confirmed → cancelled
 * → refunded). The proof video of the sankalp comes with video_sent and the
 * prasad's tracking number with prasad_shipped.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPujaBooking, AdminPujaBookingStatusBody } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { getCustomer } from '../customers/service.js';
import { paymentsByIds, refundsByPaymentIds, type RefundGateways } from '../payments/service.js';
import {
  BOOKING_NOT_FOUND,
  idFragment,
  moveBooking,
  type AdminBookingFilter,
  type BookingOutcome,
  type BookingStore,
} from './admin-booking-status.js';
import { toBooking } from './service.js';
import { pujaBookings } from './tables.js';

type BookingRow = typeof pujaBookings.$inferSelect;

function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const names = or(
    ilike(sql`${pujaBookings.devotees}::text`, pattern),
    ilike(pujaBookings.pujaName, pattern),
    ilike(pujaBookings.gotra, pattern),
  );
  const id = idFragment(text);
  return id ? or(names, like(pujaBookings.id, `%${id}%`)) : names;
}

/** The customers' mobile numbers, by customer id. */
async function mobilesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const found = await Promise.all(unique.map((id) => getCustomer(db, id)));
  return new Map(found.flatMap((customer) => (customer ? [[customer.id, customer.mobile] as const] : [])));
}

/** The admin shape of `rows` (same order), each with its payment, refund and the customer's mobile. */
async function toAdminBookings(db: Db, rows: BookingRow[]): Promise<AdminPujaBooking[]> {
  const paymentIds = rows.map((row) => row.paymentId);
  const [paid, refunds, mobiles] = await Promise.all([
    paymentsByIds(db, paymentIds),
    refundsByPaymentIds(db, paymentIds),
    mobilesOf(
      db,
      rows.map((row) => row.customerId),
    ),
  ]);
  return rows.map((row) => {
    const payment = paid.get(row.paymentId);
    return {
      ...toBooking(row, payment ?? { gatewayOrderId: null, gatewayPaymentId: null }),
      customerId: row.customerId,
      customerMobile: mobiles.get(row.customerId) ?? null,
      paymentRecordId: row.paymentId,
      paymentStatus: payment?.status ?? 'fulfilled',
      refundStatus: refunds.get(row.paymentId)?.status ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One page of puja bookings, newest first, filtered; and the number that match. */
export async function listAdminPujaBookings(
  db: Db,
  filter: AdminBookingFilter,
): Promise<{ results: AdminPujaBooking[]; total: number }> {
  const where = and(
    filter.status ? eq(pujaBookings.status, filter.status) : undefined,
    filter.pujaId ? eq(pujaBookings.pujaId, filter.pujaId) : undefined,
    matching(filter.q),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(pujaBookings)
      .where(where)
      .orderBy(desc(pujaBookings.createdAt), desc(pujaBookings.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(pujaBookings).where(where),
  ]);
  return { results: await toAdminBookings(db, rows), total: totals[0]?.total ?? 0 };
}

/** One puja booking. Throws 404 when the id is unknown. */
export async function getAdminPujaBooking(db: Db, id: string): Promise<AdminPujaBooking> {
  const rows = await db.select().from(pujaBookings).where(eq(pujaBookings.id, id)).limit(1);
  const [booking] = await toAdminBookings(db, rows);
  if (!booking) throw httpErrors.notFound(BOOKING_NOT_FOUND);
  return booking;
}

const NEEDS_VIDEO = 'Please add the link to the sankalp video before marking it sent.';
const NEEDS_TRACKING = 'Please add the prasad’s tracking number before marking it shipped.';
const NO_PRASAD = 'This booking has no prasad address: nothing is posted. Mark it completed instead.';

/** The puja bookings table for moveBooking, with the video link and tracking number of `body`. */
function pujaStore(body: AdminPujaBookingStatusBody): BookingStore<BookingRow> {
  const { proofVideoUrl, prasadTrackingNumber } = body;
  const set = (tx: Tx, id: string, values: Partial<typeof pujaBookings.$inferInsert>) =>
    tx.update(pujaBookings).set(values).where(eq(pujaBookings.id, id));
  return {
    kind: 'puja',
    lock: async (tx, id) => (await tx.select().from(pujaBookings).where(eq(pujaBookings.id, id)).for('update'))[0],
    async correct(tx, current) {
      if (current.status === 'video_sent' && proofVideoUrl && proofVideoUrl !== current.proofVideoUrl) {
        await set(tx, current.id, { proofVideoUrl });
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
      if (to === 'video_sent') {
        values.proofVideoUrl = proofVideoUrl ?? current.proofVideoUrl;
        if (!values.proofVideoUrl) throw httpErrors.badRequest(NEEDS_VIDEO);
      }
      if (to === 'prasad_shipped') {
        if (!current.prasadAddress) throw httpErrors.conflict(NO_PRASAD);
        values.prasadTrackingNumber = prasadTrackingNumber ?? current.prasadTrackingNumber;
        if (!values.prasadTrackingNumber) throw httpErrors.badRequest(NEEDS_TRACKING);
      }
      await set(tx, current.id, values);
    },
    async markRefunded(db, id) {
      await db
        .update(pujaBookings)
        .set({ status: 'refunded' })
        .where(and(eq(pujaBookings.id, id), eq(pujaBookings.status, 'cancelled')));
    },
  };
}

/**
 * Moves puja booking `id` as `body` asks (see moveBooking); asking for the
 * status it has with a new video link or tracking number corrects it.
 * Throws 404, 400 (video link or tracking number missing), 409 (not a
 * forward move; prasad_shipped without a prasad address), ProviderError (502).
 */
export async function changePujaBookingStatus(
  db: Db,
  gateways: RefundGateways,
  id: string,
  body: AdminPujaBookingStatusBody,
): Promise<{ booking: AdminPujaBooking; outcome: BookingOutcome }> {
  const outcome = await moveBooking(db, gateways, pujaStore(body), id, body.status);
  return { booking: await getAdminPujaBooking(db, id), outcome };
}
