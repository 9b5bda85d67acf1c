/**
 * Pujas and their bookings (SPEC §7 get_puja, book_puja,
 * get_customer_puja_history). A booking is paid first, by card in INR or,
 * from abroad, through PayPal in USD (SPEC §9), and fulfilled only through
 * the payment core (payAndFulfil, fulfilPaid): the amount paid must equal
 * the chosen package's price in that currency on the server, the date must
 * be one the puja is performed on, and a refusal refunds the payment.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  PUJA_UPCOMING_DATES,
  centsToDollars,
  paiseToRupees,
  type BookPujaBody,
  type BookPujaForm,
  type PujaBooking,
  type PujaBookingHindi,
  type PujaDetails,
  type PujaPackage,
  type PujaSummary,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Providers } from '../../providers/types.js';
import { getOwnAddress } from '../addresses/service.js';
import {
  claimPayment,
  fulfilPaid,
  isPaypalGateway,
  paidPaypalPayment,
  payAndFulfil,
  paymentsByIds,
  type PaymentRow,
} from '../payments/service.js';
import { upcomingDates } from './schedule.js';
import { pujaBookings, pujas, type StoredPujaPackage } from './tables.js';

/** How a puja's dates are given (the demo catalogue, seed/puja, writes them). */
export type { PujaSchedule } from './schedule.js';
// The console's overview counts the bookings still being fulfilled.
export { countOpenPitrBookings, countOpenPujaBookings } from './open-bookings.js';
export { noticePujaDay } from './puja-notices.js';

export type PujaRow = typeof pujas.$inferSelect;
type BookingRow = typeof pujaBookings.$inferSelect;

export const PUJA_NOT_FOUND = MESSAGES.pujaNotFound;
/** How far ahead a booking may be made: the next this-many dates of the puja. */
const BOOKABLE_DATES = 60;

/** "City, State" of a puja's temple. */
export const location = (row: Pick<PujaRow, 'city' | 'state'>) => `${row.city}, ${row.state}`;

/** "City, State" in Hindi, each part falling back to the English; undefined when neither part has Hindi. */
export function hindiLocation(row: Pick<PujaRow, 'city' | 'state' | 'hi'>): string | undefined {
  if (!row.hi.city && !row.hi.state) return undefined;
  return location({ city: row.hi.city || row.city, state: row.hi.state || row.state });
}

/** The Hindi of what a booking copies from puja `row` and its package `code` (PujaBooking['hi']). */
export function bookingHindi(row: Pick<PujaRow, 'city' | 'state' | 'hi'>, code: string): PujaBookingHindi {
  return {
    pujaName: row.hi.name,
    temple: row.hi.temple,
    location: hindiLocation(row),
    packageName: row.hi.packages?.find((p) => p.code === code)?.name,
  };
}

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
    hi: { name: row.hi.name, deity: row.hi.deity, temple: row.hi.temple, location: hindiLocation(row) },
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
  const summary = toSummary(row, now);
  const { description, benefits, deliverables, packages } = row.hi;
  return {
    ...summary,
    hi: { ...summary.hi, description, benefits, deliverables, packages },
    description: row.description,
    benefits: row.benefits,
    deliverables: row.deliverables,
    dates: upcomingDates(row.schedule, now, PUJA_UPCOMING_DATES),
    packages: toPackages(row.packages),
  };
}

/** The API shape of a booking, with its payment's gateway ids (a PayPal order as `paypalOrderId`). */
export function toBooking(
  row: BookingRow,
  payment: Pick<PaymentRow, 'gatewayOrderId' | 'gatewayPaymentId'> & Partial<Pick<PaymentRow, 'gateway' | 'method'>>,
): PujaBooking {
  const paypal = isPaypalGateway(payment.gateway);
  return {
    _id: row.id,
    reference: row.reference,
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
    razorpayOrderId: paypal ? '' : (payment.gatewayOrderId ?? ''),
    razorpayPaymentId: payment.gatewayPaymentId ?? '',
    ...(paypal && payment.gatewayOrderId ? { paypalOrderId: payment.gatewayOrderId } : {}),
    paymentMethod: payment.method ?? null,
    createdAt: row.createdAt.toISOString(),
    hi: row.hi,
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
  if (!chosen) throw httpErrors.unprocessableEntity(MESSAGES.packageNotOffered);
  if (!upcomingDates(puja.schedule, now, BOOKABLE_DATES).includes(input.date))
    throw httpErrors.unprocessableEntity(MESSAGES.pujaDateNotOffered);
  return { puja, chosen };
}

/** What a customer reads when they name more people than package `chosen` takes. */
export function tooManyNames(chosen: Pick<StoredPujaPackage, 'name' | 'persons'>): string {
  return chosen.persons === 1
    ? MESSAGE_TEMPLATES.packageTakesOneName(chosen.name)
    : MESSAGE_TEMPLATES.packageTakesNames(chosen.name, chosen.persons);
}

/**
 * Throws 400 (tooManyNames) when `names` names are more than the package
 * `packageCode` of the active puja `pujaId` takes. Called before any payment
 * work, so a refused form stores nothing and leaves its payment as it was;
 * an unknown puja or package passes here (the booking refuses it and refunds).
 */
export async function assertPackageTakes(
  db: Db,
  input: { pujaId: string; packageCode: string },
  names: number,
): Promise<void> {
  const [row] = await db
    .select({ packages: pujas.packages })
    .from(pujas)
    .where(and(eq(pujas.id, input.pujaId), eq(pujas.active, true)))
    .limit(1);
  const chosen = row?.packages.find((p) => p.code === input.packageCode);
  if (chosen && names > chosen.persons) throw httpErrors.badRequest(tooManyNames(chosen));
}

/** A package's price in minor units of `currency`: paise (INR) or cents (USD). */
export const packagePrice = (chosen: StoredPujaPackage, currency: 'INR' | 'USD') =>
  currency === 'USD' ? chosen.priceUsdCents : chosen.pricePaise;

/**
 * Writes the booking paid by `payment` in `currency`, inside `tx`, after
 * checking it against the server's records. Throws 404 (puja, address), 422
 * (package not offered, date not scheduled, amount or currency ≠ the
 * package's price in `currency`).
 */
async function placeBooking(
  tx: Tx,
  payment: PaymentRow,
  customerId: string,
  input: BookPujaForm,
  currency: 'INR' | 'USD',
  now: Date,
): Promise<BookingRow> {
  const { puja, chosen } = await bookableOffer(tx, input, now);
  const address = input.addressId ? await getOwnAddress(tx, customerId, input.addressId) : null;
  const price = packagePrice(chosen, currency);
  await claimPayment(tx, payment.id, { customerId, amountPaise: price, purpose: 'puja', currency });
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
      hi: bookingHindi(puja, chosen.code),
      date: input.date,
      devotees: input.devotees,
      gotra: input.gotra ?? '',
      sankalp: input.sankalp ?? '',
      amountMinor: price,
      currency,
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

/**
 * book_puja: verifies the payment, a card payment in INR (payAndFulfil) or
 * a captured PayPal payment in USD (paidPaypalPayment, fulfilPaid), and
 * writes the booking at the package's price in that currency (placeBooking);
 * refusals are refunded through the gateway that took the money.
 * Throws 400 (more names than the package takes, before any payment work),
 * 404 (not this customer's payment), 409 (not captured yet, or
 * already spent), 422 (a refusal of placeBooking, or a failed payment).
 */
export async function bookPuja(
  db: Db,
  gateways: Pick<Providers, 'payments' | 'paypal'>,
  customerId: string,
  body: BookPujaBody,
  now = new Date(),
): Promise<PujaBooking> {
  await assertPackageTakes(db, body, body.devotees.length);
  if ('paypal_order_id' in body) {
    // `paymentId` (the capture) is the browser's copy: the server's own payment row is what is claimed.
    const { paypal_order_id, ...input } = body;
    const payment = await paidPaypalPayment(db, gateways.paypal, customerId, paypal_order_id);
    return fulfilPaid(db, gateways, payment, async (tx) =>
      toBooking(await placeBooking(tx, payment, customerId, input, 'USD', now), payment),
    );
  }
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature, ...input } = body;
  const checkout = { razorpay_order_id, razorpay_payment_id, razorpay_signature };
  return payAndFulfil(db, gateways.payments, customerId, checkout, async (tx, payment) =>
    toBooking(await placeBooking(tx, payment, customerId, input, 'INR', now), payment),
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
export { exportCustomerData } from './customer-export.js';
export { eraseCustomerRituals, openRitualBookingsOf, type OpenRitualBooking } from './erase.js';
