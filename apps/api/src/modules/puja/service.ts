/**
 * Pujas and their bookings (SPEC §7 get_puja, book_puja,
 * get_customer_puja_history). A booking is paid first by card and fulfilled
 * only through the payment core (payAndFulfil): the amount paid must equal
 * the chosen package's price on the server, the date must be one the puja is
 * performed on, and a refusal refunds the payment.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  PUJA_UPCOMING_DATES,
  centsToDollars,
  paiseToRupees,
  type BookPujaBody,
  type PujaBooking,
  type PujaDetails,
  type PujaPackage,
  type PujaSummary,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { getOwnAddress } from '../addresses/service.js';
import { claimPayment, payAndFulfil, paymentsByIds, type PaymentRow } from '../payments/service.js';
import { upcomingDates } from './schedule.js';
import { pujaBookings, pujas, type StoredPujaPackage } from './tables.js';

export type PujaRow = typeof pujas.$inferSelect;
type BookingRow = typeof pujaBookings.$inferSelect;

export const PUJA_NOT_FOUND = 'This puja is not available any more. Please choose another.';
/** How far ahead a booking may be made: the next this-many dates of the puja. */
const BOOKABLE_DATES = 60;

/** "City, State" of a puja's temple. */
export const location = (row: Pick<PujaRow, 'city' | 'state'>) => `${row.city}, ${row.state}`;

/** Stored packages (paise, cents) as customers and the console see them (rupees, dollars). */
export function toPackages(packages: StoredPujaPackage[]): PujaPackage[] {
  return packages.map((p) => ({
    code: p.code,
    name: p.name,
    persons: p.persons,
    price: paiseToRupees(p.pricePaise),
    priceUsd: centsToDollars(p.priceUsdCents),
  }));
}

function toSummary(row: PujaRow, now: Date): PujaSummary {
  const cheapest = [...row.packages].sort((a, b) => a.pricePaise - b.pricePaise)[0];
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    deity: row.deity,
    temple: row.temple,
    location: location(row),
    nextDate: upcomingDates(row.schedule, now, 1)[0] ?? null,
    startingPrice: paiseToRupees(cheapest?.pricePaise ?? 0),
    startingPriceUsd: centsToDollars(cheapest?.priceUsdCents ?? 0),
    image: row.image,
  };
}

/** Active pujas (both kinds), in display order. */
export async function listPujas(db: Db, now = new Date()): Promise<PujaSummary[]> {
  const rows = await db
    .select()
    .from(pujas)
    .where(eq(pujas.active, true))
    .orderBy(asc(pujas.sortOrder), asc(pujas.name));
  return rows.map((row) => toSummary(row, now));
}

/** The active puja `id`. Throws 404. */
async function activePuja(db: Db | Tx, id: string): Promise<PujaRow> {
  const [row] = await db
    .select()
    .from(pujas)
    .where(and(eq(pujas.id, id), eq(pujas.active, true)))
    .limit(1);
  if (!row) throw httpErrors.notFound(PUJA_NOT_FOUND);
  return row;
}

/** One active puja with packages, upcoming dates and what the devotee receives. Throws 404. */
export async function getPujaDetails(db: Db, id: string, now = new Date()): Promise<PujaDetails> {
  const row = await activePuja(db, id);
  return {
    ...toSummary(row, now),
    description: row.description,
    benefits: row.benefits,
    deliverables: row.deliverables,
    dates: upcomingDates(row.schedule, now, PUJA_UPCOMING_DATES),
    packages: toPackages(row.packages),
  };
}

/** The API shape of a booking, with its payment's gateway ids. */
export function toBooking(
  row: BookingRow,
  payment: Pick<PaymentRow, 'gatewayOrderId' | 'gatewayPaymentId'>,
): PujaBooking {
  return {
    _id: row.id,
    pujaId: row.pujaId,
    pujaName: row.pujaName,
    temple: row.temple,
    location: row.location,
    packageCode: row.packageCode,
    packageName: row.packageName,
    date: row.date,
    devotees: row.devotees,
    gotra: row.gotra,
    sankalp: row.sankalp,
    amount: row.currency === 'USD' ? centsToDollars(row.amountMinor) : paiseToRupees(row.amountMinor),
    currency: row.currency,
    status: row.status,
    proofVideoUrl: row.proofVideoUrl,
    prasadTrackingNumber: row.prasadTrackingNumber,
    prasadAddress: row.prasadAddress ?? null,
    razorpayOrderId: payment.gatewayOrderId ?? '',
    razorpayPaymentId: payment.gatewayPaymentId ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The active puja `pujaId` with its package `packageCode`, when it is
 * performed on `date` (one of its next BOOKABLE_DATES). Throws 404 (puja),
 * 422 (package not offered, date not scheduled; the caller's payment is refunded).
 */
export async function bookableOffer(
  tx: Db | Tx,
  input: { pujaId: string; packageCode: string; date: string },
  now: Date,
): Promise<{ puja: PujaRow; chosen: StoredPujaPackage }> {
  const puja = await activePuja(tx, input.pujaId);
  const chosen = puja.packages.find((p) => p.code === input.packageCode);
  if (!chosen) throw httpErrors.unprocessableEntity('This package is not offered here. Your payment will be refunded.');
  if (!upcomingDates(puja.schedule, now, BOOKABLE_DATES).includes(input.date))
    throw httpErrors.unprocessableEntity(
      'It is not performed on this date. Your payment will be refunded; please choose a listed date.',
    );
  return { puja, chosen };
}

/**
 * Writes the booking paid by `payment`, inside `tx`, after checking it
 * against the server's records. Throws 404 (puja, address), 422 (package not
 * offered, date not scheduled, too many names, amount ≠ package price).
 */
async function placeBooking(
  tx: Tx,
  payment: PaymentRow,
  customerId: string,
  input: Omit<BookPujaBody, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature'>,
  now: Date,
): Promise<BookingRow> {
  const { puja, chosen } = await bookableOffer(tx, input, now);
  if (input.devotees.length > chosen.persons)
    throw httpErrors.unprocessableEntity(
      `The ${chosen.name} package takes up to ${chosen.persons} names. Your payment will be refunded.`,
    );
  const address = input.addressId ? await getOwnAddress(tx, customerId, input.addressId) : null;
  await claimPayment(tx, payment.id, { customerId, amountPaise: chosen.pricePaise, purpose: 'puja' });
  const [row] = await tx
    .insert(pujaBookings)
    .values({
      customerId,
      pujaId: puja.id,
      paymentId: payment.id,
      pujaName: puja.name,
      temple: puja.temple,
      location: location(puja),
      packageCode: chosen.code,
      packageName: chosen.name,
      date: input.date,
      devotees: input.devotees,
      gotra: input.gotra ?? '',
      sankalp: input.sankalp ?? '',
      amountMinor: chosen.pricePaise,
      currency: 'INR',
      prasadAddress: address && {
        name: address.name,
        line: [address.houseNo, address.area, address.landmark].filter(Boolean).join(', '),
        city: address.city,
        state: address.state,
        pincode: address.pincode,
      },
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

/** book_puja: verifies the card payment and writes the booking (placeBooking); refusals are refunded. */
export async function bookPuja(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: BookPujaBody,
  now = new Date(),
): Promise<PujaBooking> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature, ...input } = body;
  const checkout = { razorpay_order_id, razorpay_payment_id, razorpay_signature };
  return payAndFulfil(db, gateway, customerId, checkout, async (tx, payment) =>
    toBooking(await placeBooking(tx, payment, customerId, input, now), payment),
  );
}

/** The customer's puja bookings, newest first. */
export async function listPujaBookings(db: Db, customerId: string): Promise<PujaBooking[]> {
  const rows = await db
    .select()
    .from(pujaBookings)
    .where(eq(pujaBookings.customerId, customerId))
    .orderBy(desc(pujaBookings.createdAt), desc(pujaBookings.id));
  const paid = await paymentsByIds(
    db,
    rows.map((row) => row.paymentId),
  );
  return rows.map((row) => toBooking(row, paid.get(row.paymentId) ?? { gatewayOrderId: null, gatewayPaymentId: null }));
}
