/**
 * Pitr paksha bookings (SPEC §3, §4, §7, §9): a ritual of kind 'pitr' for
 * departed ancestors. From India the customer pays by card in INR
 * (book_pitra_puja); from any other country by PayPal in USD
 * (book_pitra_puja_with_paypal). Either way the booking is written only
 * through the payment core, at the package's server price in that currency,
 * and a refusal refunds the payment.
 */
import { httpErrors } from '@fastify/sensible';
import { desc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  PITR_CARD_COUNTRY,
  centsToDollars,
  dollarsToCents,
  paiseToRupees,
  rupeesToPaise,
  type BookPitraPujaBody,
  type BookPitraPujaPaypalBody,
  type PitrBooking,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import type { PaypalGateway } from '../../providers/paypal/types.js';
import {
  claimPayment,
  fulfilPaid,
  isPaypalGateway,
  paidPaypalPayment,
  payAndFulfil,
  paymentsByIds,
  type PaymentRow,
} from '../payments/service.js';
import { assertPackageTakes, bookableOffer, bookingHindi, location, packagePrice, type PujaRow } from './service.js';
import { pitrBookings } from './tables.js';

type PitrRow = typeof pitrBookings.$inferSelect;
type PitrInput = Omit<BookPitraPujaBody, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature'>;

const isIndia = (country: string) => country.trim().toLowerCase() === PITR_CARD_COUNTRY.toLowerCase();

/** The API shape of a booking. */
export function toPitrBooking(
  row: PitrRow,
  payment: (Pick<PaymentRow, 'gateway' | 'gatewayOrderId'> & Partial<Pick<PaymentRow, 'method'>>) | undefined,
): PitrBooking {
  const paypal = isPaypalGateway(payment?.gateway);
  return {
    _id: row.id,
    reference: row.reference,
    pujaId: row.pujaId,
    ritualName: row.ritualName,
    place: row.place,
    packageCode: row.packageCode,
    packageName: row.packageName,
    date: row.date,
    country: row.country,
    customerName: row.customerName,
    mobile: row.mobile,
    gotra: row.gotra,
    ancestors: row.ancestors,
    amount: row.currency === 'USD' ? centsToDollars(row.amountMinor) : paiseToRupees(row.amountMinor),
    currency: row.currency,
    paymentId: row.providerPaymentId,
    razorpayOrderId: paypal ? null : (payment?.gatewayOrderId ?? null),
    paypalOrderId: paypal ? (payment?.gatewayOrderId ?? null) : null,
    paymentMethod: payment?.method ?? null,
    status: row.status,
    proofVideoUrl: row.proofVideoUrl,
    createdAt: row.createdAt.toISOString(),
    hi: row.hi,
  };
}

/** The Hindi of what a pitr booking copies from `ritual` and its package `code`. */
function pitrBookingHindi(ritual: PujaRow, code: string): PitrBooking['hi'] {
  const { pujaName, temple, location: where, packageName } = bookingHindi(ritual, code);
  const place = temple || where ? `${temple || ritual.temple}, ${where ?? location(ritual)}` : undefined;
  return { ritualName: pujaName, place, packageName };
}

/**
 * Writes the booking paid by `payment` inside `tx`, after checking the ritual,
 * package, date and the amount in `currency` against the server's records.
 * Throws 404 (ritual), 422 (not a pitr ritual, package, date, amount).
 */
async function placePitrBooking(
  tx: Tx,
  payment: PaymentRow,
  customerId: string,
  input: PitrInput,
  currency: 'INR' | 'USD',
  now: Date,
): Promise<PitrRow> {
  const { puja: ritual, chosen } = await bookableOffer(tx, input, now);
  if (ritual.kind !== 'pitr') throw httpErrors.unprocessableEntity(MESSAGES.choosePitrRitual);
  const price = packagePrice(chosen, currency);
  const stated = currency === 'USD' ? dollarsToCents(input.amount) : rupeesToPaise(input.amount);
  if (stated !== price) throw httpErrors.unprocessableEntity(MESSAGES.pitrAmountMismatch);
  await claimPayment(tx, payment.id, { customerId, amountPaise: price, purpose: 'pitr', currency });
  const [row] = await tx
    .insert(pitrBookings)
    .values({
      customerId,
      pujaId: ritual.id,
      paymentId: payment.id,
      ritualName: ritual.name,
      place: `${ritual.temple}, ${location(ritual)}`,
      packageCode: chosen.code,
      packageName: chosen.name,
      hi: pitrBookingHindi(ritual, chosen.code),
      date: input.date,
      country: input.country,
      customerName: input.customerName,
      mobile: input.mobile,
      gotra: input.gotra ?? '',
      ancestors: input.ancestors ?? [],
      amountMinor: price,
      currency,
      providerPaymentId: payment.gatewayPaymentId ?? input.paymentId,
    })
    .returning();
  if (!row) throw new Error('pitr booking insert returned nothing');
  return row;
}

/**
 * book_pitra_puja: India only, card in INR. More ancestors' names than the
 * package takes are refused first (400, the payment untouched); another
 * country is refused (422) and refunded: it pays by PayPal.
 */
export async function bookPitraPuja(
  db: Db,
  gateway: PaymentGateway,
  customerId: string,
  body: BookPitraPujaBody,
  now = new Date(),
): Promise<PitrBooking> {
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature, ...input } = body;
  const checkout = { razorpay_order_id, razorpay_payment_id, razorpay_signature };
  await assertPackageTakes(db, input, input.ancestors?.length ?? 0);
  return payAndFulfil(db, gateway, customerId, checkout, async (tx, payment) => {
    // Refused inside the fulfilment, so the card payment is refunded at once.
    if (!isIndia(input.country)) throw httpErrors.unprocessableEntity(MESSAGES.pitrAbroadPaysByPaypal);
    return toPitrBooking(await placePitrBooking(tx, payment, customerId, input, 'INR', now), payment);
  });
}

/**
 * book_pitra_puja_with_paypal: any country but India, PayPal in USD. More
 * ancestors' names than the package takes are refused first (400, the payment
 * untouched); India is refused (422) and refunded: it pays by card.
 */
export async function bookPitraPujaWithPaypal(
  db: Db,
  paypal: PaypalGateway,
  customerId: string,
  body: BookPitraPujaPaypalBody,
  now = new Date(),
): Promise<PitrBooking> {
  const { paypal_order_id, ...input } = body;
  await assertPackageTakes(db, input, input.ancestors?.length ?? 0);
  const payment = await paidPaypalPayment(db, paypal, customerId, paypal_order_id);
  return fulfilPaid(db, { paypal }, payment, async (tx) => {
    if (isIndia(input.country)) throw httpErrors.unprocessableEntity(MESSAGES.pitrIndiaPaysByCard);
    return toPitrBooking(await placePitrBooking(tx, payment, customerId, input, 'USD', now), payment);
  });
}

/** The customer's pitr paksha bookings, newest first (SPEC §9). */
export async function listPitrBookings(db: Db, customerId: string): Promise<PitrBooking[]> {
  const rows = await db
    .select()
    .from(pitrBookings)
    .where(eq(pitrBookings.customerId, customerId))
    .orderBy(desc(pitrBookings.createdAt), desc(pitrBookings.id));
  const paid = await paymentsByIds(
    db,
    rows.map((row) => row.paymentId),
  );
  return rows.map((row) => toPitrBooking(row, paid.get(row.paymentId)));
}
