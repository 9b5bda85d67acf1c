/**
 * Yatra bookings for the admin console: lists with filters, one booking, and
 * the status changes the customer follows in their history (contracts'
 * YATRA_BOOKING_STATUS_NEXT): confirmed → completed from the tour's first
 * day, and confirmed → refunded when Seva cancels the tour for the booking.
 * Refunding commits the booking, the seats given back and the refund's
 * ledger row together (reserveRefund), then sends the refund through the
 * gateway; the ledger's one key per payment means the money goes back once,
 * however often it is asked.
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  canMoveYatraBooking,
  type AdminYatraBooking,
  type YatraAdminTarget,
  type YatraBookingStatus,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { diffFields, recordAudit } from '../audit/service.js';
import { textOrIdMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import {
  refundsByPaymentIds,
  refundSummary,
  reserveRefund,
  sendRefund,
  withPaymentStatesAndMobiles,
  type RefundGateways,
  type ReservedRefund,
} from '../payments/service.js';
import { toYatraBooking } from './bookings.js';
import { daysUntil } from './cancellation.js';
import { yatraBookings, yatraDepartures } from './tables.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

type BookingRow = typeof yatraBookings.$inferSelect;

export const ADMIN_BOOKING_NOT_FOUND = 'This booking does not exist.';
/** The ledger reason of a refund for a tour Seva cancelled. */
export const YATRA_CANCEL_REFUND_REASON = 'Yatra cancelled by Seva';

export interface AdminYatraBookingFilter {
  page: number;
  pageSize: number;
  /** One status or several (the overview's queues); absent: all. */
  status?: readonly YatraBookingStatus[] | undefined;
  yatraId?: string | undefined;
  departureId?: string | undefined;
  /** Part of a traveller's name or the yatra's, or of the booking id ("#3f9a1c2e"). */
  q?: string | undefined;
}

/** The admin shape of `rows` (same order), each with its payment, refund and the customer's mobile. */
async function toAdminBookings(db: Db, rows: BookingRow[], now: Date): Promise<AdminYatraBooking[]> {
  const paid = await withPaymentStatesAndMobiles(db, rows);
  return paid.map(({ row, payment, state }) => ({
    ...toYatraBooking(row, payment, now),
    ...state,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

/** One page of bookings, newest first, filtered; and the number that match. */
export async function listAdminYatraBookings(
  db: Db,
  filter: AdminYatraBookingFilter,
  now = new Date(),
): Promise<{ results: AdminYatraBooking[]; total: number }> {
  const where = and(
    filter.status ? inArray(yatraBookings.status, filter.status) : undefined,
    filter.yatraId ? eq(yatraBookings.yatraId, filter.yatraId) : undefined,
    filter.departureId ? eq(yatraBookings.departureId, filter.departureId) : undefined,
    textOrIdMatch(filter.q, [sql`${yatraBookings.travellers}::text`, yatraBookings.yatraName], yatraBookings.id),
  );
  const newestFirst = [desc(yatraBookings.createdAt), desc(yatraBookings.id)];
  const { rows, total } = await selectPage(db, yatraBookings, where, newestFirst, filter);
  return { results: await toAdminBookings(db, rows, now), total };
}

/** One booking. Throws 404 when the id is unknown. */
export async function getAdminYatraBooking(db: Db, id: string, now = new Date()): Promise<AdminYatraBooking> {
  const rows = await db.select().from(yatraBookings).where(eq(yatraBookings.id, id)).limit(1);
  const [booking] = await toAdminBookings(db, rows, now);
  if (!booking) throw httpErrors.notFound(ADMIN_BOOKING_NOT_FOUND);
  return booking;
}

/** 'moved': the status changed; 'retried': an unsent refund of a refunded booking was sent again. */
export type YatraBookingOutcome = 'moved' | 'retried';

function refusal(from: YatraBookingStatus, to: YatraAdminTarget): Error {
  if (from === 'cancelled')
    return httpErrors.conflict(
      'The customer cancelled this booking and was refunded by the cancellation slabs; it cannot change any more.',
    );
  return httpErrors.conflict(`A booking that is ${from} cannot be marked ${to}.`);
}

/**
 * Moves booking `id` to `to`. Completing needs the tour to have started
 * (India). Refunding sets the booking refunded with the whole amount, gives
 * its seats back to the departure and refunds the payment in full. Asking to
 * refund a refunded booking whose refund the gateway has not taken sends it
 * again. Each move is on the audit log in its transaction, as `actor`'s
 * ('yatra-booking.status', or '.cancel' with the seats freed and the refund).
 * Throws 404, 409 (not a forward move, already there, the tour has not
 * started), ProviderError (502: the booking stays refunded with its refund
 * requested; asking again, or reconciliation, sends it).
 */
export async function changeYatraBookingStatus(
  db: Db,
  gateways: RefundGateways,
  actor: AdminActor,
  id: string,
  to: YatraAdminTarget,
  now = new Date(),
): Promise<{ booking: AdminYatraBooking; outcome: YatraBookingOutcome }> {
  const { outcome, refund } = await db.transaction(
    async (tx): Promise<{ outcome: YatraBookingOutcome; refund: ReservedRefund | null }> => {
      const [current] = await tx.select().from(yatraBookings).where(eq(yatraBookings.id, id)).for('update');
      if (!current) throw httpErrors.notFound(ADMIN_BOOKING_NOT_FOUND);
      forgetCustomerReads(tx, 'history', current.customerId); // once whatever changes below commits
      if (current.status === to) {
        const pending =
          to === 'refunded' && (await refundsByPaymentIds(tx, [current.paymentId])).get(current.paymentId);
        if (pending && pending.status === 'requested')
          return { outcome: 'retried', refund: await reserveRefund(tx, current.paymentId, pending.reason) };
        throw httpErrors.conflict(`This booking is already ${to}.`);
      }
      if (!canMoveYatraBooking(current.status, to)) throw refusal(current.status, to);
      if (to === 'completed') {
        if (daysUntil(current.startDate, now) > 0)
          throw httpErrors.conflict(
            `This yatra starts on ${current.startDate}; it can be marked completed from that day on.`,
          );
        await tx.update(yatraBookings).set({ status: 'completed' }).where(eq(yatraBookings.id, id));
        const moved = { action: 'yatra-booking.status', targetId: id } as const;
        await recordAudit(tx, actor, { ...moved, before: { status: current.status }, after: { status: 'completed' } });
        return { outcome: 'moved', refund: null };
      }
      const [cancelled] = await tx
        .update(yatraBookings)
        .set({ status: 'refunded', refundPaise: current.totalPaise, cancelledAt: now })
        .where(eq(yatraBookings.id, id))
        .returning();
      await tx
        .update(yatraDepartures)
        .set({ seatsLeft: sql`${yatraDepartures.seatsLeft} + ${current.travellers.length}` })
        .where(eq(yatraDepartures.id, current.departureId));
      // Committed with the booking: the money goes back even if this process stops before sending.
      const reserved = await reserveRefund(tx, current.paymentId, YATRA_CANCEL_REFUND_REASON);
      const change = diffFields(current, cancelled!, ['status', 'refundPaise', 'cancelledAt']);
      await recordAudit(tx, actor, {
        action: 'yatra-booking.cancel',
        targetId: id,
        before: change?.before ?? null,
        after: {
          ...change?.after,
          seatsFreed: current.travellers.length,
          ...(reserved ? { refund: refundSummary(reserved) } : {}),
        },
      });
      return { outcome: 'moved', refund: reserved };
    },
  );
  if (refund) await sendRefund(db, gateways, refund);
  return { booking: await getAdminYatraBooking(db, id, now), outcome };
}
