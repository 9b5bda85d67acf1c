/**
 * Yatra: pilgrimage tours with fixed departures, a seat limit, prices by
 * room occupancy and a child rate (SPEC §2, §3 "Yatra booking", §7
 * get_all_yatra, yatra_details_by_id, bookyatra, yatraOrderHistory; DOMAIN.md
 * Yatra). Prices travel in rupees per traveller; the server stores paise.
 * Dates are calendar dates in India, `YYYY-MM-DD`.
 */
import { z } from './zod.js';
import { recordIdSchema } from './common.js';
import { paymentMethodSchema } from './payment-method.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { hindiLines, hindiText } from './content-hindi.js';

/** Room sharing the adults of one booking choose; it sets the adult price. */
export const YATRA_OCCUPANCIES = ['single', 'double', 'triple'] as const;
export type YatraOccupancy = (typeof YATRA_OCCUPANCIES)[number];
/** The fewest adults each occupancy needs: a double room is shared by two, a triple by three. */
export const YATRA_OCCUPANCY_MIN_ADULTS: Record<YatraOccupancy, number> = { single: 1, double: 2, triple: 3 };

export const TRAVELLER_GENDERS = ['male', 'female', 'other'] as const;
export const ID_PROOF_TYPES = ['aadhaar', 'passport', 'voter_id', 'driving_licence', 'pan'] as const;
export type IdProofType = (typeof ID_PROOF_TYPES)[number];

/** Ages (completed years): children 5–11 pay the child rate, under 5 travel free, 12+ pay as adults. */
export const YATRA_CHILD_MIN_AGE = 5;
export const YATRA_ADULT_MIN_AGE = 12;
/** Travellers in one booking. */
export const YATRA_MAX_TRAVELLERS = 6;
/** Booking closes this many days before departure (DOMAIN.md: about 5 days). */
export const YATRA_BOOKING_CLOSES_DAYS = 5;

/**
 * What a booking goes through: confirmed → completed after the tour;
 * cancelled by the customer (refund by the slabs, fee kept); refunded in full
 * when we cancel it.
 */
export const YATRA_BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled', 'refunded'] as const;
export type YatraBookingStatus = (typeof YATRA_BOOKING_STATUSES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.chooseDate);

/** A cancellation slab: cancelling at least `minDaysBefore` days before departure keeps `deductPercent` %. */
export const cancellationSlabSchema = z.object({ minDaysBefore: z.number().int(), deductPercent: z.number() });
export type CancellationSlab = z.infer<typeof cancellationSlabSchema>;

/** Which tour a yatra is, in every view of it: the card, the details and the console. */
export const yatraIdentityShape = {
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  region: z.string(),
  startCity: z.string(),
  endCity: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
};

/** The Hindi of a yatra card's texts (decision 011): `localized` lays it over the English. */
export const yatraSummaryHindiSchema = z
  .object({ name: hindiText(120), region: hindiText(80), startCity: hindiText(60), endCity: hindiText(60) })
  .partial();

/** The Hindi of one itinerary day, paired with the English day by position. */
export const yatraDayHindiSchema = z
  .object({ title: hindiText(120), details: hindiText(1000), overnight: hindiText(80) })
  .partial();

/** The Hindi of a yatra's details: the card's, its story, itinerary days (by position) and lists. */
export const yatraDetailsHindiSchema = yatraSummaryHindiSchema.extend({
  description: hindiText(2000).optional(),
  itinerary: z.array(yatraDayHindiSchema).max(30).optional(),
  inclusions: hindiLines(20).optional(),
  exclusions: hindiLines(20).optional(),
});
export type YatraDetailsHindi = z.infer<typeof yatraDetailsHindiSchema>;

/** One card of GET /api/app/customer/get_all_yatra. */
export const yatraSummarySchema = z.object({
  ...yatraIdentityShape,
  /** The lowest adult price per traveller (triple sharing), rupees. */
  startingPrice: z.number(),
  /** The next departure still open for booking, or null. */
  nextDeparture: isoDate.nullable(),
  /** Seats left on that departure. */
  seatsLeft: z.number().int(),
  image: z.string(),
  hi: yatraSummaryHindiSchema,
});
export type YatraSummary = z.infer<typeof yatraSummarySchema>;
export const yatraListResponseSchema = z.object({ status: z.literal(true), data: z.array(yatraSummarySchema) });
export type YatraListResponse = z.infer<typeof yatraListResponseSchema>;

export const yatraDaySchema = z.object({
  day: z.number().int(),
  title: z.string(),
  details: z.string(),
  overnight: z.string(),
});

/** Per traveller, rupees: adults by occupancy, children 5–11 `child`. */
export const yatraPricingSchema = z.object({
  single: z.number(),
  double: z.number(),
  triple: z.number(),
  child: z.number(),
});
export type YatraPricing = z.infer<typeof yatraPricingSchema>;

/** What the tour is like, for the details page and the console. */
export const yatraPlanShape = {
  description: z.string(),
  itinerary: z.array(yatraDaySchema),
  inclusions: z.array(z.string()),
  /** Every exclusion, shown before booking. */
  exclusions: z.array(z.string()),
  /** Per traveller, rupees. */
  pricing: yatraPricingSchema,
};

export const yatraDepartureSchema = z.object({
  _id: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** Open for booking: seats left and more than YATRA_BOOKING_CLOSES_DAYS days away. */
  bookable: z.boolean(),
});
export type YatraDeparture = z.infer<typeof yatraDepartureSchema>;

/** POST /api/app/customer/yatra_details_by_id `{ id }` → `data`. */
export const yatraDetailsBodySchema = z.object({ id: recordIdSchema });
export const yatraDetailsSchema = yatraSummarySchema.extend({
  ...yatraPlanShape,
  /** Upcoming departures, soonest first (full and closing ones included, marked not bookable). */
  departures: z.array(yatraDepartureSchema),
  cancellationPolicy: z.array(cancellationSlabSchema),
  hi: yatraDetailsHindiSchema,
});
export type YatraDetails = z.infer<typeof yatraDetailsSchema>;
export const yatraDetailsResponseSchema = z.object({ status: z.literal(true), data: yatraDetailsSchema });
export type YatraDetailsResponse = z.infer<typeof yatraDetailsResponseSchema>;

export const travellerSchema = z.object({
  name: z.string({ error: MESSAGES.enterTravellerName }).trim().min(2, MESSAGES.enterTravellerName).max(60),
  age: z
    .number({ error: MESSAGES.enterTravellerAge })
    .int(MESSAGES.ageWholeYears)
    .min(0, MESSAGES.enterValidAge)
    .max(110, MESSAGES.enterValidAge),
  gender: z.enum(TRAVELLER_GENDERS, { error: MESSAGES.chooseTravellerGender }),
  idProofType: z.enum(ID_PROOF_TYPES, { error: MESSAGES.chooseIdProof }),
});
export type Traveller = z.infer<typeof travellerSchema>;

/**
 * POST /api/user/bookyatra (SPEC §3): the departure, room sharing and
 * travellers, `totalPrice` in rupees (must equal the server's price) and
 * checkout's three fields in camelCase.
 */
export const bookYatraBodySchema = z.object({
  yatraId: recordIdSchema,
  departureId: recordIdSchema,
  occupancy: z.enum(YATRA_OCCUPANCIES, { error: MESSAGES.chooseRoomSharing }),
  travellers: z
    .array(travellerSchema)
    .min(1, MESSAGES.addOneTraveller)
    .max(YATRA_MAX_TRAVELLERS, MESSAGE_TEMPLATES.yatraMaxTravellers(YATRA_MAX_TRAVELLERS)),
  totalPrice: z.number({ error: MESSAGES.invalidAmount }).positive(MESSAGES.invalidAmount),
  razorpayOrderId: z.string().min(1).max(64),
  razorpayPaymentId: z.string().min(1).max(64),
  razorpaySignature: z.string().regex(/^[0-9a-f]{64}$/, MESSAGES.invalidPaymentSignature),
});
export type BookYatraBody = z.infer<typeof bookYatraBodySchema>;

/** The Hindi of what a booking copied from its yatra, so history reads in the customer's language. */
export const yatraBookingHindiSchema = z.object({ yatraName: hindiText(120), startCity: hindiText(60) }).partial();
export type YatraBookingHindi = z.infer<typeof yatraBookingHindiSchema>;

export const yatraBookingSchema = z.object({
  _id: z.string(),
  /** What the customer quotes, e.g. SV-YT-26-004821 (issue 20; the API's db/columns.ts referenceColumn). */
  reference: z.string(),
  yatraId: z.string(),
  yatraName: z.string(),
  startCity: z.string(),
  departureId: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  occupancy: z.enum(YATRA_OCCUPANCIES),
  travellers: z.array(travellerSchema),
  /** Paid, rupees. */
  totalPrice: z.number(),
  status: z.enum(YATRA_BOOKING_STATUSES),
  /** Refunded so far, rupees (null when nothing was refunded). */
  refundAmount: z.number().nullable(),
  /** What cancelling now would refund, rupees; null when it cannot be cancelled any more. */
  cancelRefundAmount: z.number().nullable(),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string(),
  /** How it was paid (Razorpay's `method`: upi, card, netbanking, wallet…), for refund texts; null when unknown. */
  paymentMethod: paymentMethodSchema,
  createdAt: z.string(),
  hi: yatraBookingHindiSchema,
});
export type YatraBooking = z.infer<typeof yatraBookingSchema>;
export const yatraBookingResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: yatraBookingSchema,
});
export type YatraBookingResponse = z.infer<typeof yatraBookingResponseSchema>;

/** POST /api/user/yatraOrderHistory `{ customerId }` → `history`, newest first. */
export const yatraHistoryResponseSchema = z.object({ status: z.literal(true), history: z.array(yatraBookingSchema) });
export type YatraHistoryResponse = z.infer<typeof yatraHistoryResponseSchema>;

/** POST /api/user/cancelYatraBooking `{ bookingId }`: cancels by the published slabs and refunds. */
export const cancelYatraBodySchema = z.object({ bookingId: recordIdSchema });

/** How many travellers of a booking pay as adults, as children (5–11) and travel free (under 5). */
export function travellerBands(ages: readonly number[]): { adults: number; children: number; infants: number } {
  const adults = ages.filter((age) => age >= YATRA_ADULT_MIN_AGE).length;
  const children = ages.filter((age) => age >= YATRA_CHILD_MIN_AGE && age < YATRA_ADULT_MIN_AGE).length;
  return { adults, children, infants: ages.length - adults - children };
}

/**
 * Why these travellers cannot book with `occupancy`, or null: a booking needs
 * an adult, and a double or triple room needs two or three adults to share it.
 */
export function occupancyRefusal(occupancy: YatraOccupancy, ages: readonly number[]): string | null {
  const { adults } = travellerBands(ages);
  if (adults === 0) return MESSAGES.childrenNeedAdult;
  const needed = YATRA_OCCUPANCY_MIN_ADULTS[occupancy];
  if (adults < needed)
    return occupancy === 'double'
      ? MESSAGE_TEMPLATES.doubleSharingNeedsAdults(needed)
      : MESSAGE_TEMPLATES.tripleSharingNeedsAdults(needed);
  return null;
}

/**
 * The fare of one booking in the unit of `pricing` (the server passes paise,
 * the web rupees): adults at the occupancy's price, children 5–11 at the child
 * rate, under 5 free. Check occupancyRefusal first.
 */
export function yatraFare(
  pricing: YatraPricing,
  occupancy: YatraOccupancy,
  ages: readonly number[],
): { adults: number; children: number; infants: number; adultFare: number; childFare: number; total: number } {
  const bands = travellerBands(ages);
  const adultFare = bands.adults * pricing[occupancy];
  const childFare = bands.children * pricing.child;
  return { ...bands, adultFare, childFare, total: adultFare + childFare };
}
