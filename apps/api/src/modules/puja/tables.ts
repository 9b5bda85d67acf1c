/**
 * Pujas and their bookings (SPEC §7 get_puja, book_puja,
 * get_customer_puja_history). Packages live on the puja row (a handful per
 * puja, edited together); money is paise (INR) and cents (USD). A booking
 * copies the names and price it was made with; `payment_id` is unique: one
 * payment fulfils one booking (DESIGN: Data).
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AdminPujaHindi,
  PitrBooking,
  PujaBookingHindi,
  PujaBookingStatus,
  PujaKind,
  PujaPackageCode,
} from '@seva/contracts';
import { createdAtColumn, idColumn, referenceColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { payments } from '../payments/tables.js';
import type { PujaSchedule } from './schedule.js';

export interface StoredPujaPackage {
  code: PujaPackageCode;
  name: string;
  persons: number;
  pricePaise: number;
  priceUsdCents: number;
}

export const pujas = pgTable(
  'pujas',
  {
    id: idColumn(),
    slug: text().notNull(),
    kind: text().$type<PujaKind>().notNull().default('puja'),
    name: text().notNull(),
    deity: text().notNull(),
    temple: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    description: text().notNull().default(''),
    benefits: jsonb().$type<string[]>().notNull().default([]),
    deliverables: jsonb().$type<string[]>().notNull().default([]),
    packages: jsonb().$type<StoredPujaPackage[]>().notNull(),
    schedule: jsonb().$type<PujaSchedule>().notNull(),
    image: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The Hindi of the text fields, same names (decision 011). */
    hi: jsonb().$type<AdminPujaHindi>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('pujas_slug_key').on(t.slug), index('pujas_kind_idx').on(t.kind, t.sortOrder)],
);

/** puja_bookings.reference (db/columns.ts referenceColumn) and its sequence. */
const pujaBookingsReference = referenceColumn('PJ', 'puja_bookings_reference_seq');
export const pujaBookingsReferenceSequence = pujaBookingsReference.sequence;

export const pujaBookings = pgTable(
  'puja_bookings',
  {
    id: idColumn(),
    reference: pujaBookingsReference.column,
    customerId: text()
      .notNull()
      .references(() => customers.id),
    pujaId: text()
      .notNull()
      .references(() => pujas.id),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    pujaName: text().notNull(),
    temple: text().notNull(),
    location: text().notNull(),
    packageCode: text().$type<PujaPackageCode>().notNull(),
    packageName: text().notNull(),
    /** The Hindi of the copied names (decision 011). */
    hi: jsonb().$type<PujaBookingHindi>().notNull().default({}),
    date: text().notNull(),
    devotees: jsonb().$type<string[]>().notNull(),
    gotra: text().notNull().default(''),
    sankalp: text().notNull().default(''),
    /** Minor units of `currency`. */
    amountMinor: integer().notNull(),
    currency: text().$type<'INR' | 'USD'>().notNull().default('INR'),
    status: text().$type<PujaBookingStatus>().notNull().default('confirmed'),
    proofVideoUrl: text(),
    prasadTrackingNumber: text(),
    prasadAddress: jsonb().$type<{ name: string; line: string; city: string; state: string; pincode: string }>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('puja_bookings_reference_key').on(t.reference),
    uniqueIndex('puja_bookings_payment_id_key').on(t.paymentId),
    index('puja_bookings_customer_id_idx').on(t.customerId, t.createdAt),
    // The console's list by status and the overview's count of bookings in fulfilment.
    index('puja_bookings_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Pitr paksha bookings (SPEC §3): a ritual (a puja of kind 'pitr') booked
 * for departed ancestors, paid by card in INR from India or by PayPal in USD
 * from abroad. `payment_id` is unique: one payment, one booking. No prasad
 * is posted; the video of the sankalp comes like a puja's.
 */
/** pitr_bookings.reference (db/columns.ts referenceColumn) and its sequence. */
const pitrBookingsReference = referenceColumn('PT', 'pitr_bookings_reference_seq');
export const pitrBookingsReferenceSequence = pitrBookingsReference.sequence;

export const pitrBookings = pgTable(
  'pitr_bookings',
  {
    id: idColumn(),
    reference: pitrBookingsReference.column,
    customerId: text()
      .notNull()
      .references(() => customers.id),
    pujaId: text()
      .notNull()
      .references(() => pujas.id),
    paymentId: text()
      .notNull()
      .references(() => payments.id),
    ritualName: text().notNull(),
    place: text().notNull(),
    packageCode: text().$type<PujaPackageCode>().notNull(),
    packageName: text().notNull(),
    /** The Hindi of the copied names (decision 011). */
    hi: jsonb().$type<PitrBooking['hi']>().notNull().default({}),
    date: text().notNull(),
    country: text().notNull(),
    customerName: text().notNull(),
    mobile: text().notNull(),
    gotra: text().notNull().default(''),
    ancestors: jsonb().$type<string[]>().notNull().default([]),
    /** Minor units of `currency`. */
    amountMinor: integer().notNull(),
    currency: text().$type<'INR' | 'USD'>().notNull(),
    /** The provider's payment id: Razorpay payment or PayPal capture. */
    providerPaymentId: text().notNull(),
    status: text().$type<PujaBookingStatus>().notNull().default('confirmed'),
    /** The recorded sankalp (a web link), set with video_sent. */
    proofVideoUrl: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('pitr_bookings_reference_key').on(t.reference),
    uniqueIndex('pitr_bookings_payment_id_key').on(t.paymentId),
    index('pitr_bookings_customer_id_idx').on(t.customerId, t.createdAt),
    index('pitr_bookings_status_idx').on(t.status, t.createdAt),
  ],
);
