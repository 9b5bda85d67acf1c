/**
 * Yatras, their departures and bookings (SPEC §7 get_all_yatra, bookyatra,
 * yatraOrderHistory). The itinerary, inclusions, exclusions and prices live on
 * the yatra row (edited together); money is paise per traveller. A departure
 * counts its seats left, never below zero (a check constraint backs the
 * guarded decrement). A booking copies the names, dates and price it was made
 * with; `payment_id` is unique: one payment, one booking (DESIGN: Data).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AdminYatraHindi,
  Traveller,
  YatraBookingHindi,
  YatraBookingStatus,
  YatraOccupancy,
} from '@seva/contracts';
import { createdAtColumn, idColumn, referenceColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { payments } from '../payments/tables.js';

export interface StoredYatraDay {
  day: number;
  title: string;
  details: string;
  overnight: string;
}

/** Per traveller, paise: adults by occupancy, `childPaise` for 5–11 years. */
export interface StoredYatraPricing {
  singlePaise: number;
  doublePaise: number;
  triplePaise: number;
  childPaise: number;
}

export const yatras = pgTable(
  'yatras',
  {
    id: idColumn(),
    slug: text().notNull(),
    name: text().notNull(),
    region: text().notNull(),
    startCity: text().notNull(),
    endCity: text().notNull(),
    days: integer().notNull(),
    nights: integer().notNull(),
    description: text().notNull().default(''),
    itinerary: jsonb().$type<StoredYatraDay[]>().notNull(),
    inclusions: jsonb().$type<string[]>().notNull().default([]),
    exclusions: jsonb().$type<string[]>().notNull().default([]),
    pricing: jsonb().$type<StoredYatraPricing>().notNull(),
    image: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The Hindi of the text fields, same names, itinerary days by position (decision 011). */
    hi: jsonb().$type<AdminYatraHindi>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('yatras_slug_key').on(t.slug)],
);

export const yatraDepartures = pgTable(
  'yatra_departures',
  {
    id: idColumn(),
    yatraId: text()
      .notNull()
      .references(() => yatras.id),
    /** First day of the tour, India calendar date `YYYY-MM-DD`. */
    startDate: text().notNull(),
    seats: integer().notNull(),
    seatsLeft: integer().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('yatra_departures_yatra_id_start_date_key').on(t.yatraId, t.startDate),
    check('yatra_departures_seats_left_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seats}`),
  ],
);

/** yatra_bookings.reference (db/columns.ts referenceColumn) and its sequence. */
const yatraBookingsReference = referenceColumn('YT', 'yatra_bookings_reference_seq');
export const yatraBookingsReferenceSequence = yatraBookingsReference.sequence;

export const yatraBookings = pgTable(
  'yatra_bookings',
  {
    id: idColumn(),
    reference: yatraBookingsReference.column,
    customerId: text()
      .notNull()
      .references(() => customers.id),
    yatraId: text()
      .notNull()
      .references(() => yatras.id),
    departureId: text()
      .notNull()
      .references(() => yatraDepartures.id),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    yatraName: text().notNull(),
    startCity: text().notNull(),
    /** The Hindi of the copied names (decision 011). */
    hi: jsonb().$type<YatraBookingHindi>().notNull().default({}),
    startDate: text().notNull(),
    endDate: text().notNull(),
    occupancy: text().$type<YatraOccupancy>().notNull(),
    travellers: jsonb().$type<Traveller[]>().notNull(),
    totalPaise: integer().notNull(),
    status: text().$type<YatraBookingStatus>().notNull().default('confirmed'),
    /** Refunded on cancellation, paise; null while nothing was refunded. */
    refundPaise: integer(),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('yatra_bookings_reference_key').on(t.reference),
    uniqueIndex('yatra_bookings_payment_id_key').on(t.paymentId),
    index('yatra_bookings_customer_id_idx').on(t.customerId, t.createdAt),
    index('yatra_bookings_departure_id_idx').on(t.departureId),
    // The console's list by status and the overview's count of confirmed bookings.
    index('yatra_bookings_status_idx').on(t.status, t.createdAt),
  ],
);
