/**
 * Pujas performed on the devotee's behalf at temples (SPEC §2, §7 get_puja,
 * book_puja, get_customer_puja_history). Prices travel in rupees (`price`)
 * and US dollars (`priceUsd`, for customers abroad, who pay through PayPal:
 * SPEC §9); the server stores paise and cents. Dates are calendar dates in
 * India, `YYYY-MM-DD`.
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { recordIdSchema } from './common.js';
import { razorpayPaymentSchema } from './payments.js';
import { paymentMethodSchema } from './payment-method.js';
import { hindiLines, hindiText } from './content-hindi.js';

export const PUJA_KINDS = ['puja', 'pitr'] as const;
export type PujaKind = (typeof PUJA_KINDS)[number];

export const PUJA_PACKAGE_CODES = ['individual', 'couple', 'family', 'group'] as const;
export type PujaPackageCode = (typeof PUJA_PACKAGE_CODES)[number];

/** What a booking goes through, as the customer follows it in their history. */
export const PUJA_BOOKING_STATUSES = [
  'confirmed',
  'performed',
  'video_sent',
  'prasad_shipped',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type PujaBookingStatus = (typeof PUJA_BOOKING_STATUSES)[number];

/** How many upcoming dates a puja offers. */
export const PUJA_UPCOMING_DATES = 8;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.chooseDate);

/** The Hindi of a puja card's texts (decision 011): `localized` lays it over the English. */
export const pujaSummaryHindiSchema = z
  .object({ name: hindiText(120), deity: hindiText(120), temple: hindiText(120), location: hindiText(130) })
  .partial();

/** The Hindi of a puja's details: the card's, its story, lists and package names (paired by code). */
export const pujaDetailsHindiSchema = pujaSummaryHindiSchema.extend({
  description: hindiText(2000).optional(),
  benefits: hindiLines(8).optional(),
  deliverables: hindiLines(8).optional(),
  packages: z
    .array(z.object({ code: z.enum(PUJA_PACKAGE_CODES), name: hindiText(60) }))
    .max(PUJA_PACKAGE_CODES.length)
    .optional(),
});
export type PujaDetailsHindi = z.infer<typeof pujaDetailsHindiSchema>;

/** One card of GET /api/e-commerce/get_puja. */
export const pujaSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PUJA_KINDS),
  deity: z.string(),
  temple: z.string(),
  location: z.string(),
  /** The next date it is performed, or null when none is scheduled. */
  nextDate: isoDate.nullable(),
  /** The cheapest package, rupees and dollars. */
  startingPrice: z.number(),
  startingPriceUsd: z.number(),
  image: z.string(),
  hi: pujaSummaryHindiSchema,
});
export type PujaSummary = z.infer<typeof pujaSummarySchema>;
export const pujaListResponseSchema = z.object({ status: z.literal(true), data: z.array(pujaSummarySchema) });
export type PujaListResponse = z.infer<typeof pujaListResponseSchema>;

export const pujaPackageSchema = z.object({
  code: z.enum(PUJA_PACKAGE_CODES),
  name: z.string(),
  /** How many devotee names the sankalp takes. */
  persons: z.number().int(),
  price: z.number(),
  priceUsd: z.number(),
});
export type PujaPackage = z.infer<typeof pujaPackageSchema>;

/** GET /api/e-commerce/get_puja_details/:id → `data`. */
export const pujaDetailsSchema = pujaSummarySchema.extend({
  description: z.string(),
  benefits: z.array(z.string()),
  packages: z.array(pujaPackageSchema),
  /** Upcoming dates, soonest first. */
  dates: z.array(isoDate),
  /** What the devotee receives: the sankalp video, prasad… */
  deliverables: z.array(z.string()),
  hi: pujaDetailsHindiSchema,
});
export type PujaDetails = z.infer<typeof pujaDetailsSchema>;
export const pujaDetailsResponseSchema = z.object({ status: z.literal(true), data: pujaDetailsSchema });
export type PujaDetailsResponse = z.infer<typeof pujaDetailsResponseSchema>;

const personName = z.string({ error: MESSAGES.enterDevoteeName }).trim().min(2, MESSAGES.enterDevoteeName).max(60);

/** book_puja's form: the puja, package, date, names, gotra, wish and prasad address. */
export const bookPujaFormSchema = z.object({
  pujaId: recordIdSchema,
  packageCode: z.enum(PUJA_PACKAGE_CODES, { error: MESSAGES.choosePackage }),
  date: isoDate,
  devotees: z.array(personName).min(1, MESSAGES.enterOneDevotee).max(10),
  gotra: z.string().trim().max(40).default(''),
  sankalp: z.string().trim().max(300).default(''),
  /** Where the prasad goes (an address in India, also for a customer paying from abroad); omit for none. */
  addressId: recordIdSchema.optional(),
});
export type BookPujaForm = z.input<typeof bookPujaFormSchema>;

/** A captured PayPal payment (SPEC §3 PayPal success result): its order and `paymentId`, the capture's id. */
export const paypalBookingPaymentSchema = z.object({
  paypal_order_id: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
});

/**
 * POST /api/e-commerce/book_puja: the form, then how it was paid (SPEC §9):
 * checkout's three razorpay_* fields for a card payment in INR, or
 * `{ paypal_order_id, paymentId }` for a PayPal payment in USD from abroad.
 * The amount paid must equal the package's price in that currency (checked
 * by the server).
 */
export const bookPujaBodySchema = z.union([
  bookPujaFormSchema.extend(razorpayPaymentSchema.shape),
  bookPujaFormSchema.extend(paypalBookingPaymentSchema.shape),
]);
export type BookPujaBody = z.input<typeof bookPujaBodySchema>;

/** The Hindi of what a booking copied from its puja, so history reads in the customer's language. */
export const pujaBookingHindiSchema = z
  .object({ pujaName: hindiText(120), temple: hindiText(120), location: hindiText(130), packageName: hindiText(60) })
  .partial();
export type PujaBookingHindi = z.infer<typeof pujaBookingHindiSchema>;

export const pujaBookingSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-PJ-26-004821 (issue 20; the API's db/columns.ts referenceColumn). */
  reference: z.string(),
  pujaId: z.string(),
  pujaName: z.string(),
  temple: z.string(),
  location: z.string(),
  packageCode: z.enum(PUJA_PACKAGE_CODES),
  packageName: z.string(),
  date: isoDate,
  devotees: z.array(z.string()),
  gotra: z.string(),
  sankalp: z.string(),
  /** Paid, in `currency`. */
  amount: z.number(),
  currency: z.enum(['INR', 'USD']),
  status: z.enum(PUJA_BOOKING_STATUSES),
  proofVideoUrl: z.string().nullable(),
  prasadTrackingNumber: z.string().nullable(),
  prasadAddress: z
    .object({ name: z.string(), line: z.string(), city: z.string(), state: z.string(), pincode: z.string() })
    .nullable(),
  /** The card order ('' for a PayPal payment). */
  razorpayOrderId: z.string(),
  /** The provider's payment id: Razorpay's payment, or PayPal's capture when `paypalOrderId` is given. */
  razorpayPaymentId: z.string(),
  /** The PayPal order, only for a booking paid through PayPal (in USD). */
  paypalOrderId: z.string().optional(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
  hi: pujaBookingHindiSchema,
});
export type PujaBooking = z.infer<typeof pujaBookingSchema>;
export const pujaBookingResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: pujaBookingSchema,
});
export type PujaBookingResponse = z.infer<typeof pujaBookingResponseSchema>;

/** POST /api/e-commerce/get_customer_puja_history `{ customerId }` → `results`, newest first. */
export const pujaHistoryResponseSchema = z.object({ status: z.literal(true), results: z.array(pujaBookingSchema) });
export type PujaHistoryResponse = z.infer<typeof pujaHistoryResponseSchema>;
