/**
 * The puja and pitr paksha admin console (admin role only), REST-shaped under
 * /api/admin/…: the catalogue of pujas (both kinds, with packages and their
 * schedule), the bookings of each, and the status changes the customer then
 * sees in their history. Money travels in rupees and US dollars like the
 * customer calls; the server stores paise and cents.
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
import { dollarsToCents } from './paypal.js';
import { pitrBookingSchema } from './pitr.js';
import {
  PUJA_BOOKING_STATUSES,
  PUJA_KINDS,
  PUJA_PACKAGE_CODES,
  pujaBookingSchema,
  pujaDetailsHindiSchema,
  pujaPackageSchema,
  type PujaBookingStatus,
} from './puja.js';

/**
 * Where an admin may move a puja booking from each status: confirmed →
 * performed → video_sent → prasad_shipped → completed (video_sent →
 * completed when no prasad is posted), and confirmed → cancelled → refunded
 * (the full refund, once the gateway took it). The refund policy gives no
 * money back once the puja is performed, so only a confirmed booking cancels.
 */
export const PUJA_BOOKING_STATUS_NEXT: Readonly<Record<PujaBookingStatus, readonly PujaBookingStatus[]>> = {
  confirmed: ['performed', 'cancelled'],
  performed: ['video_sent'],
  video_sent: ['prasad_shipped', 'completed'],
  prasad_shipped: ['completed'],
  completed: [],
  cancelled: ['refunded'],
  refunded: [],
};

/**
 * The same for pitr paksha bookings, which get the sankalp video but no
 * prasad: confirmed → performed → video_sent → completed, and confirmed →
 * cancelled → refunded.
 */
export const PITR_BOOKING_STATUS_NEXT: Readonly<Record<PujaBookingStatus, readonly PujaBookingStatus[]>> = {
  confirmed: ['performed', 'cancelled'],
  performed: ['video_sent'],
  video_sent: ['completed'],
  prasad_shipped: [],
  completed: [],
  cancelled: ['refunded'],
  refunded: [],
};

/** True when a booking of `kind` in `from` may move to `to`. */
export function canMovePujaBooking(kind: 'puja' | 'pitr', from: PujaBookingStatus, to: PujaBookingStatus): boolean {
  return (kind === 'puja' ? PUJA_BOOKING_STATUS_NEXT : PITR_BOOKING_STATUS_NEXT)[from].includes(to);
}

// ── Pujas ───────────────────────────────────────────────────────────────────

/** A calendar date `YYYY-MM-DD` that exists (2027-02-30 does not). */
export const calendarDateSchema = calendarDateField('Please enter a date.', 'Please enter a date as YYYY-MM-DD.');

/** Most fixed dates one puja may list. */
export const MAX_FIXED_DATES = 60;

/**
 * When a puja is performed (India calendar): every week on `weekday`
 * (0 = Sunday … 6 = Saturday), every `everyDays` days counted from
 * 2026-01-01, or on the listed `fixedDates` (festivals, Pitru Paksha).
 */
export const weekdayScheduleSchema = z
  .object({
    weekday: z
      .number({ error: 'Please choose a weekday.' })
      .int('Please choose a weekday.')
      .min(0, 'Please choose a weekday.')
      .max(6, 'Please choose a weekday.'),
  })
  .strict();
export const everyDaysScheduleSchema = z
  .object({
    everyDays: z
      .number({ error: 'Please enter how many days apart.' })
      .int('The interval must be a whole number of days.')
      .min(1, 'The interval must be at least 1 day.')
      .max(365, 'The interval can be at most 365 days.'),
  })
  .strict();
export const fixedDatesScheduleSchema = z
  .object({
    fixedDates: z
      .array(calendarDateSchema)
      .min(1, 'Please add at least one date.')
      .max(MAX_FIXED_DATES, `At most ${MAX_FIXED_DATES} dates.`)
      .refine((dates) => new Set(dates).size === dates.length, 'Each date can be listed once.'),
  })
  .strict();
export const pujaScheduleSchema = z.union([weekdayScheduleSchema, everyDaysScheduleSchema, fixedDatesScheduleSchema]);
export type PujaScheduleInput = z.infer<typeof pujaScheduleSchema>;

/**
 * The Hindi of a puja as stored and edited (decision 011): the English text fields' names, each optional;
 * customers' answers derive `location` from `city` and `state`.
 */
export const adminPujaHindiSchema = z
  .object({
    name: hindiText(120),
    deity: hindiText(120),
    temple: hindiText(120),
    city: hindiText(60),
    state: hindiText(60),
    description: hindiText(2000),
    benefits: hindiLines(8),
    deliverables: hindiLines(8),
    packages: pujaDetailsHindiSchema.shape.packages.unwrap(),
  })
  .partial();
export type AdminPujaHindi = z.infer<typeof adminPujaHindiSchema>;

/** A puja as the console shows it: everything customers see, plus its schedule and state. */
export const adminPujaSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: z.enum(PUJA_KINDS),
  name: z.string(),
  deity: z.string(),
  temple: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  deliverables: z.array(z.string()),
  packages: z.array(pujaPackageSchema),
  schedule: pujaScheduleSchema,
  /** The next date it is performed (India), or null when none is left. */
  nextDate: z.string().nullable(),
  image: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: adminPujaHindiSchema,
  /** The English text fields with no Hindi yet ('name', 'benefits'…); empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminPuja = z.infer<typeof adminPujaSchema>;

/** GET /api/admin/pujas?kind=&q=&active=&page=&pageSize= (display order). */
export const adminPujasQuerySchema = catalogueQuerySchema.extend({ kind: z.enum(PUJA_KINDS).optional() });
export type AdminPujasQuery = z.input<typeof adminPujasQuerySchema>;

export const adminPujasResponseSchema = pagedResultsSchema(adminPujaSchema);
export type AdminPujasResponse = z.infer<typeof adminPujasResponseSchema>;

/** One package as the console edits it: price in rupees (GST included) and in US dollars. */
export const adminPujaPackageSchema = z.object({
  code: z.enum(PUJA_PACKAGE_CODES, { error: 'Please choose the package type.' }),
  name: requiredText('package name', 2, 60),
  /** How many devotee names the sankalp takes (1–10). */
  persons: z
    .number({ error: 'Please enter how many names it takes.' })
    .int('The number of names must be a whole number.')
    .min(1, 'At least 1 name.')
    .max(10, 'At most 10 names.'),
  price: z
    .number({ error: 'Please enter the price in rupees.' })
    .positive('The price must be more than ₹0.')
    .max(5_00_000, 'The price can be at most ₹5,00,000.')
    .refine((value) => rupeesToPaise(value) !== null, 'The price can have at most 2 decimals (paise).'),
  priceUsd: z
    .number({ error: 'Please enter the price in US dollars.' })
    .positive('The price must be more than $0.')
    .max(10_000, 'The price can be at most $10,000.')
    .refine((value) => dollarsToCents(value) !== null, 'The price can have at most 2 decimals (cents).'),
});
export type AdminPujaPackage = z.infer<typeof adminPujaPackageSchema>;

const pujaFields = z.object({
  name: requiredText('name', 2, 120).regex(/[a-z0-9]/i, 'The name needs at least one English letter or digit.'),
  kind: z.enum(PUJA_KINDS, { error: 'Please choose puja or pitr paksha.' }),
  deity: requiredText('deity', 2, 120),
  temple: requiredText('temple', 2, 120),
  city: requiredText('city', 2, 60),
  state: requiredText('state', 2, 60),
  description: z.string().trim().max(2000, 'The description can have at most 2000 characters.'),
  benefits: z.array(listLineField).max(8, 'At most 8 benefits.'),
  deliverables: z.array(listLineField).max(8, 'At most 8 lines of what the devotee receives.'),
  packages: z
    .array(adminPujaPackageSchema)
    .min(1, 'Please add at least one package.')
    .max(PUJA_PACKAGE_CODES.length, `At most ${PUJA_PACKAGE_CODES.length} packages.`)
    .refine(
      (packages) => new Set(packages.map((p) => p.code)).size === packages.length,
      'Each package type can be offered once.',
    ),
  schedule: pujaScheduleSchema,
  image: imageField,
  sortOrder: z
    .number({ error: 'Please enter the position.' })
    .int('The position must be a whole number.')
    .min(0, 'The position cannot be negative.')
    .max(9999),
  active: z.boolean(),
  hi: adminPujaHindiSchema,
});

/** POST /api/admin/pujas; the slug is made from the name. */
export const adminPujaCreateBodySchema = pujaFields.extend({
  description: pujaFields.shape.description.default(''),
  benefits: pujaFields.shape.benefits.default([]),
  deliverables: pujaFields.shape.deliverables.default([]),
  image: imageField.default(''),
  sortOrder: pujaFields.shape.sortOrder.default(0),
  active: pujaFields.shape.active.default(true),
  hi: adminPujaHindiSchema.default({}),
});
export type AdminPujaCreateBody = z.input<typeof adminPujaCreateBodySchema>;
export type AdminPujaCreateValues = z.output<typeof adminPujaCreateBodySchema>;

/** PATCH /api/admin/pujas/:id: any of the fields; the slug stays, so links keep working. */
export const adminPujaUpdateBodySchema = updateBodySchema(pujaFields);
export type AdminPujaUpdateBody = z.input<typeof adminPujaUpdateBodySchema>;

export const adminPujaResponseSchema = savedResponseSchema(adminPujaSchema);
export type AdminPujaResponse = z.infer<typeof adminPujaResponseSchema>;

// ── Bookings ────────────────────────────────────────────────────────────────

/** A puja booking as the console shows it: the customer's shape plus who paid and how. */
export const adminPujaBookingSchema = pujaBookingSchema.extend({
  ...adminPaymentStateShape,
  /** The customer's mobile number, to call about the sankalp. */
  customerMobile: z.string().nullable(),
});
export type AdminPujaBooking = z.infer<typeof adminPujaBookingSchema>;

/** A pitr paksha booking as the console shows it. */
export const adminPitrBookingSchema = pitrBookingSchema.extend(adminPaymentStateShape);
export type AdminPitrBooking = z.infer<typeof adminPitrBookingSchema>;

/**
 * GET /api/admin/puja/bookings and /api/admin/pitr/bookings
 * ?status=&pujaId=&q=&page=&pageSize= (newest first; q: a name or the booking id).
 */
export const adminPujaBookingsQuerySchema = statusListQuerySchema(PUJA_BOOKING_STATUSES).extend({
  pujaId: recordIdSchema.optional(),
});
export type AdminPujaBookingsQuery = z.input<typeof adminPujaBookingsQuerySchema>;

export const adminPujaBookingsResponseSchema = pagedResultsSchema(adminPujaBookingSchema);
export type AdminPujaBookingsResponse = z.infer<typeof adminPujaBookingsResponseSchema>;
export const adminPitrBookingsResponseSchema = pagedResultsSchema(adminPitrBookingSchema);
export type AdminPitrBookingsResponse = z.infer<typeof adminPitrBookingsResponseSchema>;

export const adminPujaBookingResponseSchema = recordResponseSchema(adminPujaBookingSchema);
export const adminPitrBookingResponseSchema = recordResponseSchema(adminPitrBookingSchema);

/** The link to the recorded sankalp: an http(s) web address (YouTube, Drive…). */
export const proofVideoUrlSchema = z
  .string({ error: 'Please enter the link to the sankalp video.' })
  .trim()
  .max(500, 'The link can have at most 500 characters.')
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Please enter a web link (https://…).' }));

/** The courier's tracking number of the prasad parcel. */
export const prasadTrackingNumberSchema = z
  .string({ error: 'Please enter the tracking number.' })
  .trim()
  .min(4, 'Please enter the tracking number.')
  .max(40, 'The tracking number can have at most 40 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'Use letters, digits, spaces, - and / only.');

/** What an admin may ask a puja booking to become (refunded follows a cancel by itself). */
export const PUJA_ADMIN_TARGETS = ['performed', 'video_sent', 'prasad_shipped', 'completed', 'cancelled'] as const;
/** What an admin may ask a pitr paksha booking to become. */
export const PITR_ADMIN_TARGETS = ['performed', 'video_sent', 'completed', 'cancelled'] as const;

/** The video link travels with video_sent only (both kinds of booking). */
const videoLinkWithItsStatus = (body: { status: string; proofVideoUrl?: string | undefined }) =>
  body.proofVideoUrl === undefined || body.status === 'video_sent';
const VIDEO_LINK_ISSUE = { message: 'The video link is sent with the status video_sent.', path: ['proofVideoUrl'] };

/**
 * PATCH /api/admin/puja/bookings/:id/status: a forward move (PUJA_BOOKING_STATUS_NEXT;
 * 409 otherwise). video_sent needs `proofVideoUrl` and prasad_shipped needs
 * `prasadTrackingNumber` unless the booking already has one (sending it again
 * corrects it). Cancelling refunds the payment in full; the booking ends refunded.
 */
export const adminPujaBookingStatusBodySchema = statusBodySchema(PUJA_ADMIN_TARGETS)
  .extend({
    proofVideoUrl: proofVideoUrlSchema.optional(),
    prasadTrackingNumber: prasadTrackingNumberSchema.optional(),
  })
  .refine(videoLinkWithItsStatus, VIDEO_LINK_ISSUE)
  .refine((body) => body.prasadTrackingNumber === undefined || body.status === 'prasad_shipped', {
    message: 'The tracking number is sent with the status prasad_shipped.',
    path: ['prasadTrackingNumber'],
  });
export type AdminPujaBookingStatusBody = z.infer<typeof adminPujaBookingStatusBodySchema>;

/**
 * PATCH /api/admin/pitr/bookings/:id/status: a forward move
 * (PITR_BOOKING_STATUS_NEXT; 409 otherwise). video_sent needs `proofVideoUrl`
 * as for a puja booking; cancelling refunds in full, by card or PayPal.
 */
export const adminPitrBookingStatusBodySchema = statusBodySchema(PITR_ADMIN_TARGETS)
  .extend({ proofVideoUrl: proofVideoUrlSchema.optional() })
  .refine(videoLinkWithItsStatus, VIDEO_LINK_ISSUE);
export type AdminPitrBookingStatusBody = z.infer<typeof adminPitrBookingStatusBodySchema>;

export const adminPujaBookingStatusResponseSchema = savedResponseSchema(adminPujaBookingSchema);
export type AdminPujaBookingStatusResponse = z.infer<typeof adminPujaBookingStatusResponseSchema>;
export const adminPitrBookingStatusResponseSchema = savedResponseSchema(adminPitrBookingSchema);
export type AdminPitrBookingStatusResponse = z.infer<typeof adminPitrBookingStatusResponseSchema>;
