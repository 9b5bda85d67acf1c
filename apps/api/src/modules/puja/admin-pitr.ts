/**
 * Pitr paksha bookings for the admin console: lists with filters, one
 * booking, and status changes (confirmed → performed → completed; confirmed
 * → cancelled → refunded). A cancel refunds through the gateway that took
 * the payment: the card gateway in INR from India, PayPal in USD from abroad.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { AdminPitrBooking, PujaBookingStatus } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { paymentsByIds, refundsByPaymentIds, type RefundGateways } from '../payments/service.js';
import {
  BOOKING_NOT_FOUND,
  idFragment,
  moveBooking,
  type AdminBookingFilter,
  type BookingOutcome,
  type BookingStore,
} from './admin-booking-status.js';
import { toPitrBooking } from './pitr.js';
import { pitrBookings } from './tables.js';

type PitrRow = typeof pitrBookings.$inferSelect;

function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const fields = or(
    ilike(pitrBookings.customerName, pattern),
    ilike(pitrBookings.mobile, pattern),
    ilike(pitrBookings.ritualName, pattern),
  );
  const id = idFragment(text);
  return id ? or(fields, like(pitrBookings.id, `%${id}%`)) : fields;
}

/** The admin shape of `rows` (same order), each with its payment and refund state. */
async function toAdminPitrBookings(db: Db, rows: PitrRow[]): Promise<AdminPitrBooking[]> {
  const paymentIds = rows.map((row) => row.paymentId);
  const [paid, refunds] = await Promise.all([paymentsByIds(db, paymentIds), refundsByPaymentIds(db, paymentIds)]);
  return rows.map((row) => {
    const payment = paid.get(row.paymentId);
    return {
      ...toPitrBooking(row, payment),
      customerId: row.customerId,
      paymentRecordId: row.paymentId,
      paymentStatus: payment?.status ?? 'fulfilled',
      refundStatus: refunds.get(row.paymentId)?.status ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One page of pitr paksha bookings, newest first, filtered; and the number that match. */
export async function listAdminPitrBookings(
  db: Db,
  filter: AdminBookingFilter,
): Promise<{ results: AdminPitrBooking[]; total: number }> {
  const where = and(
    filter.status ? eq(pitrBookings.status, filter.status) : undefined,
    filter.pujaId ? eq(pitrBookings.pujaId, filter.pujaId) : undefined,
    matching(filter.q),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(pitrBookings)
      .where(where)
      .orderBy(desc(pitrBookings.createdAt), desc(pitrBookings.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(pitrBookings).where(where),
  ]);
  return { results: await toAdminPitrBookings(db, rows), total: totals[0]?.total ?? 0 };
}

/** One pitr paksha booking. Throws 404 when the id is unknown. */
export async function getAdminPitrBooking(db: Db, id: string): Promise<AdminPitrBooking> {
  const rows = await db.select().from(pitrBookings).where(eq(pitrBookings.id, id)).limit(1);
  const [booking] = await toAdminPitrBookings(db, rows);
  if (!booking) throw httpErrors.notFound(BOOKING_NOT_FOUND);
  return booking;
}

const pitrStore: BookingStore<PitrRow> = {
  kind: 'pitr',
  lock: async (tx, id) => (await tx.select().from(pitrBookings).where(eq(pitrBookings.id, id)).for('update'))[0],
  async write(tx, current, to) {
    await tx.update(pitrBookings).set({ status: to }).where(eq(pitrBookings.id, current.id));
  },
  async markRefunded(db, id) {
    await db
      .update(pitrBookings)
      .set({ status: 'refunded' })
      .where(and(eq(pitrBookings.id, id), eq(pitrBookings.status, 'cancelled')));
  },
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
