/**
 * Yatra bookings (SPEC §3 "Yatra booking", §7 bookyatra, yatraOrderHistory):
 * paid first by card and written only through the payment core
 * (payAndFulfil). The server prices the travellers itself (adults by room
 * sharing, children 5–11 at the child rate, under 5 free), takes the seats
 * with a guarded decrement in the same transaction, and any refusal (no such
 * departure, booking closed, seats gone, price differs) rolls back and
 * refunds the payment. A customer cancels by the published slabs
 * (cancellation.ts): the seats come back and the refund goes through the
 * payment core, committed with the cancellation.
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  YATRA_BOOKING_CLOSES_DAYS,
  formatInr,
  occupancyRefusal,
  paiseToRupees,
  rupeesToPaise,
  yatraFare,
  type BookYatraBody,
  type YatraBooking,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import {
  claimPayment,
  payAndFulfil,
  paymentsByIds,
  reserveRefund,
  sendRefund,
  type PaymentRow,
  type RefundGateways,
} from '../payments/service.js';
import { cancellationRefundPaise, daysUntil, tourEndDate } from './cancellation.js';
import { activeYatra, type YatraRow } from './service.js';
import { yatraBookings, yatraDepartures } from './tables.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

type BookingRow = typeof yatraBookings.$inferSelect;
type PaymentIds = Pick<PaymentRow, 'gatewayOrderId' | 'gatewayPaymentId'> & Partial<Pick<PaymentRow, 'method'>>;

export const BOOKING_NOT_FOUND = MESSAGES.yatraBookingNotFound;

/** The API shape of a booking; `cancelRefundAmount` is what cancelling at `now` would refund. */
export function toYatraBooking(row: BookingRow, payment: PaymentIds | undefined, now: Date): YatraBooking {
  const refundNow = row.status === 'confirmed' ? cancellationRefundPaise(row.totalPaise, row.startDate, now) : null;
  return {
    _id: row.id,
    yatraId: row.yatraId,
    reference: row.reference,
    yatraName: row.yatraName,
    startCity: row.startCity,
    departureId: row.departureId,
    startDate: row.startDate,
    endDate: row.endDate,
    occupancy: row.occupancy,
    travellers: row.travellers,
    totalPrice: paiseToRupees(row.totalPaise),
    status: row.status,
    refundAmount: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
    cancelRefundAmount: refundNow === null ? null : paiseToRupees(refundNow),
    razorpayOrderId: payment?.gatewayOrderId ?? '',
    razorpayPaymentId: payment?.gatewayPaymentId ?? '',
    paymentMethod: payment?.method ?? null,
    createdAt: row.createdAt.toISOString(),
    hi: row.hi,
  };
}

/** The server's fare for `input` in paise. Throws 422 (occupancy rule, price differs from `totalPrice`). */
function priceBooking(yatra: YatraRow, input: Pick<BookYatraBody, 'occupancy' | 'travellers' | 'totalPrice'>): number {
  const ages = input.travellers.map((t) => t.age);
  const refusal = occupancyRefusal(input.occupancy, ages);
  if (refusal) throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.withRefund(refusal));
  const { singlePaise, doublePaise, triplePaise, childPaise } = yatra.pricing;
  const { total } = yatraFare(
    { single: singlePaise, double: doublePaise, triple: triplePaise, child: childPaise },
    input.occupancy,
    ages,
  );
  if (rupeesToPaise(input.totalPrice) !== total)
    throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.yatraPriceDiffers(formatInr(paiseToRupees(total))));
  return total;
}

/**
 * Writes the booking paid by `payment` inside `tx`: checks the departure,
 * prices the travellers, claims the payment and takes the seats. Throws 404
 * (yatra, departure), 422 (booking closed, occupancy rule, price), 409 (not
 * enough seats left: a parallel booking took them).
 */
async function placeBooking(
  tx: Tx,
  payment: PaymentRow,
  customerId: string,
  input: Omit<BookYatraBody, 'razorpayOrderId' | 'razorpayPaymentId' | 'razorpaySignature'>,
  now: Date,
): Promise<BookingRow> {
  const yatra = await activeYatra(tx, input.yatraId);
  const [departure] = await tx
    .select()
    .from(yatraDepartures)
    .where(and(eq(yatraDepartures.id, input.departureId), eq(yatraDepartures.yatraId, yatra.id)))
    .limit(1);
  if (!departure) throw httpErrors.notFound(MESSAGES.departureNotOffered);
  if (daysUntil(departure.startDate, now) <= YATRA_BOOKING_CLOSES_DAYS)
    throw httpErrors.unprocessableEntity(MESSAGE_TEMPLATES.departureClosed(YATRA_BOOKING_CLOSES_DAYS));
  const totalPaise = priceBooking(yatra, input);
  await claimPayment(tx, payment.id, { customerId, amountPaise: totalPaise, purpose: 'yatra' });
  const seats = input.travellers.length;
  const [taken] = await tx
    .update(yatraDepartures)
    .set({ seatsLeft: sql`${yatraDepartures.seatsLeft} - ${seats}` })
    .where(and(eq(yatraDepartures.id, departure.id), gte(yatraDepartures.seatsLeft, seats)))
    .returning({ seatsLeft: yatraDepartures.seatsLeft });
  if (!taken) {
    const [current] = await tx
      .select({ seatsLeft: yatraDepartures.seatsLeft })
      .from(yatraDepartures)
      .where(eq(yatraDepartures.id, departure.id));
    const left = current?.seatsLeft ?? 0;
    throw httpErrors.conflict(
      left === 0 ? MESSAGES.departureFull : left === 1 ? MESSAGES.oneSeatLeft : MESSAGE_TEMPLATES.seatsLeft(left),
    );
  }
  const [row] = await tx
    .insert(yatraBookings)
    .values({
      customerId,
      yatraId: yatra.id,
      departureId: departure.id,
      paymentId: payment.id,
      yatraName: yatra.name,
      startCity: yatra.startCity,
      hi: { yatraName: yatra.hi.name, startCity: yatra.hi.startCity },
      startDate: departure.startDate,
      endDate: tourEndDate(departure.startDate, yatra.days),
      occupancy: input.occupancy,
      travellers: input.travellers,
      totalPaise,
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

/** bookyatra: verifies the card payment and writes the booking (placeBooking); refusals are refunded. */
export async function bookYatra(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: BookYatraBody,
  now = new Date(),
): Promise<YatraBooking> {
  const { razorpayOrderId, razorpayPaymentId, razorpaySignature, ...input } = body;
  const checkout = {
    razorpay_order_id: razorpayOrderId,
    razorpay_payment_id: razorpayPaymentId,
    razorpay_signature: razorpaySignature,
  };
  return payAndFulfil(db, gateway, customerId, checkout, async (tx, payment) =>
    toYatraBooking(await placeBooking(tx, payment, customerId, input, now), payment, now),
  );
}

/** The customer's yatra bookings, newest first. */
export async function listYatraBookings(db: Db, customerId: string, now = new Date()): Promise<YatraBooking[]> {
  const rows = await db
    .select()
    .from(yatraBookings)
    .where(eq(yatraBookings.customerId, customerId))
    .orderBy(desc(yatraBookings.createdAt), desc(yatraBookings.id));
  const paid = await paymentsByIds(
    db,
    rows.map((row) => row.paymentId),
  );
  return rows.map((row) => toYatraBooking(row, paid.get(row.paymentId), now));
}

/**
 * Cancels the customer's confirmed booking `bookingId` by the published
 * slabs: the booking, the seats given back and the refund's ledger row are
 * committed together, then the refund is sent (a refused send stays
 * `requested` and reconciliation resends it). Throws 404 (not theirs), 409
 * (already cancelled or completed, or the tour has started).
 */
export async function cancelYatraBooking(
  db: Db,
  gateways: RefundGateways,
  customerId: string,
  bookingId: string,
  now = new Date(),
): Promise<YatraBooking> {
  const { booking, reserved } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(yatraBookings)
      .where(and(eq(yatraBookings.id, bookingId), eq(yatraBookings.customerId, customerId)))
      .for('update');
    if (!row) throw httpErrors.notFound(BOOKING_NOT_FOUND);
    if (row.status !== 'confirmed') throw httpErrors.conflict(MESSAGE_TEMPLATES.bookingAlready(row.status));
    const refundPaise = cancellationRefundPaise(row.totalPaise, row.startDate, now);
    if (refundPaise === null) throw httpErrors.conflict(MESSAGES.yatraAlreadyStarted);
    const [cancelled] = await tx
      .update(yatraBookings)
      .set({ status: 'cancelled', refundPaise, cancelledAt: now })
      .where(eq(yatraBookings.id, row.id))
      .returning();
    forgetCustomerReads(tx, 'history', customerId);
    await tx
      .update(yatraDepartures)
      .set({ seatsLeft: sql`${yatraDepartures.seatsLeft} + ${row.travellers.length}` })
      .where(eq(yatraDepartures.id, row.departureId));
    const reason = `Yatra booking ${row.id} cancelled by the customer`;
    const refund =
      refundPaise > 0 ? await reserveRefund(tx, row.paymentId, reason, { amountPaise: refundPaise }) : null;
    return { booking: cancelled ?? row, reserved: refund };
  });
  if (reserved) await sendRefund(db, gateways, reserved).catch(() => undefined);
  const paid = await paymentsByIds(db, [booking.paymentId]);
  return toYatraBooking(booking, paid.get(booking.paymentId), now);
}
