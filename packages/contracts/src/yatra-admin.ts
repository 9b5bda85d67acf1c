/**
 * The yatra admin console (admin role only), REST-shaped under /api/admin/…:
 * the catalogue of yatras (itinerary, inclusions, exclusions, prices by room
 * sharing), their departures with seats, the bookings of each, and the status
 * changes the customer then sees in their history. Money travels in rupees
 * like the customer calls; the server stores paise. Dates are India calendar
 * dates `YYYY-MM-DD`.
 */
import { z } from './zod.js';
import {
  adminPaymentStateShape,
  catalogueQuerySchema,
  pagedResultsSchema,
  recordResponseSchema,
  savedResponseSchema,
  statusBodySchema,
  statusListQuerySchema,
} from './admin-common.js';
import { calendarDateField, imageField, listLineField, requiredText, updateBodySchema } from './admin-fields.js';
import { recordIdSchema } from './common.js';
import { hindiLines, hindiText } from './content-hindi.js';
import { rupeesToPaise } from './payments.js';
import {
  YATRA_BOOKING_STATUSES,
  yatraBookingSchema,
  yatraDayHindiSchema,
  yatraIdentityShape,
  yatraPlanShape,
  type YatraBookingStatus,
} from './yatra.js';

/**
 * Where an admin may move a yatra booking from each status: confirmed →
 * completed (from the tour's first day on), and confirmed → refunded (Seva
 * cancels the departure for this booking: the payment comes back in full).
 * A booking the customer cancelled keeps the refund of the published slabs.
 */
export const YATRA_BOOKING_STATUS_NEXT: Readonly<Record<YatraBookingStatus, readonly YatraBookingStatus[]>> = {
  confirmed: ['completed', 'refunded'],
  completed: [],
  cancelled: [],
  refunded: [],
};

/** True when a yatra booking in `from` may move to `to`. */
export function canMoveYatraBooking(from: YatraBookingStatus, to: YatraBookingStatus): boolean {
  return YATRA_BOOKING_STATUS_NEXT[from].includes(to);
}

/** What an admin may ask a yatra booking to become. */
export const YATRA_ADMIN_TARGETS = ['completed', 'refunded'] as const;
export type YatraAdminTarget = (typeof YATRA_ADMIN_TARGETS)[number];

/** The longest tour the console takes, in days. */
export const MAX_YATRA_DAYS = 30;
/** The most seats one departure may offer. */
export const MAX_YATRA_SEATS = 500;

/** A calendar date `YYYY-MM-DD` that exists (2027-02-30 does not). */
const tourDate = calendarDateField('Please choose a date.');

// ── Yatras ──────────────────────────────────────────────────────────────────

/** A departure as the console shows it: its seats, how many are booked and how many bookings point at it. */
export const adminYatraDepartureSchema = z.object({
  _id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  /** seats − seatsLeft: the least the seats can be changed to. */
  seatsBooked: z.number().int(),
  /** Bookings made on it, cancelled ones included; a departure with any cannot be removed. */
  bookings: z.number().int(),
  /** True from its first day on (India). */
  started: z.boolean(),
});
export type AdminYatraDeparture = z.infer<typeof adminYatraDepartureSchema>;

/**
 * The Hindi of a yatra as stored and edited (decision 011): the English text fields' names, each optional, with
 * the same limits; itinerary days are paired with the English days by position.
 */
export const adminYatraHindiSchema = z
  .object({
    name: hindiText(120),
    region: hindiText(80),
    startCity: hindiText(60),
    endCity: hindiText(60),
    description: hindiText(2000),
    itinerary: z.array(yatraDayHindiSchema).max(MAX_YATRA_DAYS, `At most ${MAX_YATRA_DAYS} days.`),
    inclusions: hindiLines(20),
    exclusions: hindiLines(20),
  })
  .partial();
export type AdminYatraHindi = z.infer<typeof adminYatraHindiSchema>;

/** A yatra as the console shows it: everything customers see, its state and every departure, oldest first. */
export const adminYatraSchema = z.object({
  ...yatraIdentityShape,
  ...yatraPlanShape,
  image: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  departures: z.array(adminYatraDepartureSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: adminYatraHindiSchema,
  /** The English text fields with no Hindi yet ('name', 'itinerary'…); empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminYatra = z.infer<typeof adminYatraSchema>;

/** GET /api/admin/yatras?q=&active=&hindi=&page=&pageSize= (display order). */
export const adminYatrasQuerySchema = catalogueQuerySchema;
export type AdminYatrasQuery = z.input<typeof adminYatrasQuerySchema>;

export const adminYatrasResponseSchema = pagedResultsSchema(adminYatraSchema);
export type AdminYatrasResponse = z.infer<typeof adminYatrasResponseSchema>;

const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `Please enter the ${what}.` })
    .int(`The ${what} must be a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} can be at most ${max}.`);

/** Per traveller in rupees, GST included, more than ₹0 with at most 2 decimals. */
const fare = (what: string) =>
  z
    .number({ error: `Please enter the ${what} in rupees.` })
    .positive(`The ${what} must be more than ₹0.`)
    .max(5_00_000, `The ${what} can be at most ₹5,00,000.`)
    .refine((value) => rupeesToPaise(value) !== null, `The ${what} can have at most 2 decimals (paise).`);

/** One day of the itinerary as the console edits it. */
export const adminYatraDaySchema = z.object({
  day: count('day number', 1, MAX_YATRA_DAYS),
  title: requiredText('day’s title', 2, 120),
  details: requiredText('day’s plan', 2, 1000),
  overnight: requiredText('overnight stop', 2, 80),
});
export type AdminYatraDay = z.infer<typeof adminYatraDaySchema>;

/** Adults by room sharing and children 5–11, per traveller in rupees. */
export const adminYatraPricingSchema = z.object({
  single: fare('single sharing price'),
  double: fare('double sharing price'),
  triple: fare('triple sharing price'),
  child: fare('child price'),
});

/** The web address part: lowercase letters, digits and single dashes; '' makes it from the name. */
const slugField = z
  .string()
  .trim()
  .max(80, 'The web address can have at most 80 characters.')
  .regex(
    /^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use lowercase English letters, digits and single dashes, e.g. char-dham-yatra.',
  );

const yatraFields = z.object({
  name: requiredText('name', 2, 120).regex(/[a-z0-9]/i, 'The name needs at least one English letter or digit.'),
  slug: slugField,
  region: requiredText('region', 2, 80),
  startCity: requiredText('start city', 2, 60),
  endCity: requiredText('end city', 2, 60),
  days: count('number of days', 1, MAX_YATRA_DAYS),
  nights: count('number of nights', 0, MAX_YATRA_DAYS),
  description: z.string().trim().max(2000, 'The description can have at most 2000 characters.'),
  itinerary: z
    .array(adminYatraDaySchema)
    .min(1, 'Please add the plan of at least one day.')
    .max(MAX_YATRA_DAYS, `At most ${MAX_YATRA_DAYS} days.`),
  inclusions: z.array(listLineField).max(20, 'At most 20 inclusions.'),
  exclusions: z.array(listLineField).max(20, 'At most 20 exclusions.'),
  pricing: adminYatraPricingSchema,
  image: imageField,
  sortOrder: count('position', 0, 9999),
  active: z.boolean(),
  hi: adminYatraHindiSchema,
});

/** The tour's shape the fields must agree on. */
type TourPlan = { days?: number | undefined; nights?: number | undefined; itinerary?: { day: number }[] | undefined };

/**
 * What is wrong between days, nights and the itinerary (each problem with the
 * field it belongs to), checking only what `plan` has: a tour of n days has
 * n − 1 or n nights, and the itinerary's days run in order, each once, none
 * after the last day. The server checks the merged values of an update again.
 */
export function tourPlanProblems(plan: TourPlan): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const { days, nights, itinerary } = plan;
  if (days !== undefined && nights !== undefined && (nights < days - 1 || nights > days))
    problems.push({
      path: ['nights'],
      message: `A tour of ${days} day${days === 1 ? '' : 's'} has ${Math.max(days - 1, 0)} or ${days} nights.`,
    });
  itinerary?.forEach((entry, index) => {
    const previous = index > 0 ? itinerary[index - 1] : undefined;
    if (previous && entry.day <= previous.day)
      problems.push({ path: ['itinerary', index, 'day'], message: 'Days must be in order, each once.' });
    else if (days !== undefined && entry.day > days)
      problems.push({ path: ['itinerary', index, 'day'], message: `The tour has only ${days} days.` });
  });
  return problems;
}

const withTourPlan = (plan: TourPlan, ctx: z.RefinementCtx) => {
  for (const problem of tourPlanProblems(plan)) ctx.addIssue({ code: 'custom', ...problem });
};

/** POST /api/admin/yatras; an empty slug is made from the name. Prices in rupees. */
export const adminYatraCreateBodySchema = yatraFields
  .extend({
    slug: slugField.default(''),
    description: yatraFields.shape.description.default(''),
    inclusions: yatraFields.shape.inclusions.default([]),
    exclusions: yatraFields.shape.exclusions.default([]),
    image: imageField.default(''),
    sortOrder: yatraFields.shape.sortOrder.default(0),
    active: yatraFields.shape.active.default(true),
    hi: adminYatraHindiSchema.default({}),
  })
  .superRefine(withTourPlan);
export type AdminYatraCreateBody = z.input<typeof adminYatraCreateBodySchema>;
export type AdminYatraCreateValues = z.output<typeof adminYatraCreateBodySchema>;

/**
 * PATCH /api/admin/yatras/:id: any of the fields (an empty slug is made from
 * the name). Bookings already made keep the names, dates and price they were made with.
 */
export const adminYatraUpdateBodySchema = updateBodySchema(yatraFields).superRefine(withTourPlan);
export type AdminYatraUpdateBody = z.input<typeof adminYatraUpdateBodySchema>;
export type AdminYatraUpdateValues = z.output<typeof adminYatraUpdateBodySchema>;

export const adminYatraResponseSchema = savedResponseSchema(adminYatraSchema);
export type AdminYatraResponse = z.infer<typeof adminYatraResponseSchema>;

// ── Departures ──────────────────────────────────────────────────────────────

/** `/admin/yatras/:id/departures/:departureId` route params. */
export const adminYatraDepartureParamsSchema = z.object({ id: recordIdSchema, departureId: recordIdSchema });

/** POST /api/admin/yatras/:id/departures: a new date (after today, not offered yet) with its seats. */
export const adminYatraDepartureCreateBodySchema = z.object({
  startDate: tourDate,
  seats: count('number of seats', 1, MAX_YATRA_SEATS),
});
export type AdminYatraDepartureCreateBody = z.infer<typeof adminYatraDepartureCreateBodySchema>;

/**
 * PATCH /api/admin/yatras/:id/departures/:departureId: the seats offered,
 * never fewer than are booked (409). 0 with nothing booked closes the date.
 */
export const adminYatraDepartureSeatsBodySchema = z.object({
  seats: count('number of seats', 0, MAX_YATRA_SEATS),
});
export type AdminYatraDepartureSeatsBody = z.infer<typeof adminYatraDepartureSeatsBodySchema>;

// ── Bookings ────────────────────────────────────────────────────────────────

/** A yatra booking as the console shows it: the customer's shape plus who paid, how, and the refund. */
export const adminYatraBookingSchema = yatraBookingSchema.extend({
  ...adminPaymentStateShape,
  /** The customer's mobile number, to call about the tour. */
  customerMobile: z.string().nullable(),
  /** When it was cancelled (by the customer) or refunded (by Seva). */
  cancelledAt: z.string().nullable(),
});
export type AdminYatraBooking = z.infer<typeof adminYatraBookingSchema>;

/**
 * GET /api/admin/yatra/bookings?status=&yatraId=&departureId=&q=&page=&pageSize=
 * (newest first; q: a traveller's name or the booking id).
 */
export const adminYatraBookingsQuerySchema = statusListQuerySchema(YATRA_BOOKING_STATUSES).extend({
  yatraId: recordIdSchema.optional(),
  departureId: recordIdSchema.optional(),
});
export type AdminYatraBookingsQuery = z.input<typeof adminYatraBookingsQuerySchema>;

export const adminYatraBookingsResponseSchema = pagedResultsSchema(adminYatraBookingSchema);
export type AdminYatraBookingsResponse = z.infer<typeof adminYatraBookingsResponseSchema>;

export const adminYatraBookingResponseSchema = recordResponseSchema(adminYatraBookingSchema);

/**
 * PATCH /api/admin/yatra/bookings/:id/status: a forward move
 * (YATRA_BOOKING_STATUS_NEXT; 409 otherwise). `refunded` cancels the tour for
 * this booking: the payment is refunded in full, once, and the seats are free again.
 */
export const adminYatraBookingStatusBodySchema = statusBodySchema(YATRA_ADMIN_TARGETS);
export type AdminYatraBookingStatusBody = z.infer<typeof adminYatraBookingStatusBodySchema>;

export const adminYatraBookingStatusResponseSchema = savedResponseSchema(adminYatraBookingSchema);
export type AdminYatraBookingStatusResponse = z.infer<typeof adminYatraBookingStatusResponseSchema>;
