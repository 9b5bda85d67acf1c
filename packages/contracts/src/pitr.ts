/**
 * Pitr paksha rituals booked for departed ancestors (SPEC §3 "Pitr paksha
 * booking", §4, §7 book_pitra_puja, book_pitra_puja_with_paypal,
 * get_book_pitra_puja). Customers in India pay by card in INR; customers in
 * any other country pay by PayPal in USD (SPEC §9). The ritual is a puja of
 * kind 'pitr' (puja.ts); `amount` is rupees on the card path, dollars on PayPal.
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { hindiText } from './content-hindi.js';
import { recordIdSchema } from './common.js';
import { razorpayPaymentSchema } from './payments.js';
import { PUJA_BOOKING_STATUSES, PUJA_PACKAGE_CODES } from './puja.js';
import { paymentMethodSchema } from './payment-method.js';

/** The country that pays by card; every other pays by PayPal. */
export const PITR_CARD_COUNTRY = 'India';

const base = {
  pujaId: recordIdSchema,
  packageCode: z.enum(PUJA_PACKAGE_CODES, { error: MESSAGES.choosePackage }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.chooseDate),
  country: z.string({ error: MESSAGES.chooseCountry }).trim().min(2, MESSAGES.chooseCountry).max(60),
  customerName: z.string({ error: MESSAGES.enterYourName }).trim().min(2, MESSAGES.enterYourName).max(80),
  /** Digits with an optional leading + and country code, e.g. +14155550123 or 9876543210. */
  mobile: z
    .string({ error: MESSAGES.enterYourMobile })
    .trim()
    .regex(/^\+?\d{7,15}$/, MESSAGES.enterValidMobile),
  amount: z.number({ error: MESSAGES.choosePackage }).positive(),
  gotra: z.string().trim().max(40).default(''),
  /** The departed ancestors named in the sankalp. */
  ancestors: z.array(z.string().trim().min(2).max(60)).max(10).default([]),
};

/** POST /api/app/customer/book_pitra_puja (India, card): `paymentId` is Razorpay's payment id. */
export const bookPitraPujaBodySchema = z
  .object({ ...base, paymentId: z.string().min(1).max(64) })
  .extend(razorpayPaymentSchema.shape);
export type BookPitraPujaBody = z.input<typeof bookPitraPujaBodySchema>;

/** POST /api/app/customer/book_pitra_puja_with_paypal (abroad): `paymentId` is PayPal's capture id. */
export const bookPitraPujaPaypalBodySchema = z.object({
  ...base,
  paymentId: z.string().min(1).max(64),
  paypal_order_id: z.string().min(1).max(64),
});
export type BookPitraPujaPaypalBody = z.input<typeof bookPitraPujaPaypalBodySchema>;

export const pitrBookingSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-PT-26-004821 (issue 20; the API's db/columns.ts referenceColumn). */
  reference: z.string(),
  pujaId: z.string(),
  ritualName: z.string(),
  place: z.string(),
  packageCode: z.enum(PUJA_PACKAGE_CODES),
  packageName: z.string(),
  date: z.string(),
  country: z.string(),
  customerName: z.string(),
  mobile: z.string(),
  gotra: z.string(),
  ancestors: z.array(z.string()),
  /** Paid, rupees (INR) or dollars (USD). */
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  /** The provider's payment id (Razorpay payment or PayPal capture). */
  paymentId: z.string(),
  razorpayOrderId: z.string().nullable(),
  paypalOrderId: z.string().nullable(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  status: z.enum(PUJA_BOOKING_STATUSES),
  /** The recorded sankalp (a web link), once the booking is video_sent; null before. */
  proofVideoUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The Hindi of the ritual's name, place and package, copied at booking (decision 011). */
  hi: z.object({ ritualName: hindiText(120), place: hindiText(250), packageName: hindiText(60) }).partial(),
});
export type PitrBooking = z.infer<typeof pitrBookingSchema>;
export const pitrBookingResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: pitrBookingSchema,
});
export type PitrBookingResponse = z.infer<typeof pitrBookingResponseSchema>;

/** GET /api/app/customer/get_book_pitra_puja/:customerId → `data`, newest first. */
export const pitrBookingsResponseSchema = z.object({ status: z.literal(true), data: z.array(pitrBookingSchema) });
export type PitrBookingsResponse = z.infer<typeof pitrBookingsResponseSchema>;
export const customerIdParamsSchema = z.object({ customerId: recordIdSchema });
