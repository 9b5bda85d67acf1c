/**
 * Reading the yatra catalogue (SPEC §7 get_all_yatra, yatra_details_by_id):
 * active yatras with their departures from today on, prices converted from
 * paise to rupees per traveller. A departure is bookable while it has seats
 * and is more than YATRA_BOOKING_CLOSES_DAYS days away.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  MESSAGES,
  YATRA_BOOKING_CLOSES_DAYS,
  paiseToRupees,
  type YatraDeparture,
  type YatraDetails,
  type YatraPricing,
  type YatraSummary,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { indiaToday } from '../../lib/india-dates.js';
import { daysUntil, tourEndDate, YATRA_CANCELLATION_SLABS } from './cancellation.js';
import { yatraBookings, yatraDepartures, yatras } from './tables.js';
export { remindYatraDepartures } from './departure-notices.js';

export type YatraRow = typeof yatras.$inferSelect;
export type DepartureRow = typeof yatraDepartures.$inferSelect;

export const YATRA_NOT_FOUND = MESSAGES.yatraNotFound;

/** Yatra bookings confirmed and not yet completed: the console overview's `yatraBookingsOpen` (yatra_bookings_status_idx). */
export function countOpenYatraBookings(db: Db): Promise<number> {
  return db.$count(yatraBookings, eq(yatraBookings.status, 'confirmed'));
}

/** Open for booking: seats left and more than YATRA_BOOKING_CLOSES_DAYS days before it starts. */
export const isBookable = (departure: DepartureRow, now: Date) =>
  departure.seatsLeft > 0 && daysUntil(departure.startDate, now) > YATRA_BOOKING_CLOSES_DAYS;

/** What the tour is like: contracts' yatraPlanShape. */
type YatraPlan = Pick<YatraDetails, 'description' | 'itinerary' | 'inclusions' | 'exclusions' | 'pricing'>;

/** The fields every view of a yatra starts with (contracts' yatraIdentityShape). */
export function yatraIdentity(row: YatraRow) {
  const { id, slug, name, region, startCity, endCity, days, nights } = row;
  return { _id: id, slug, name, region, startCity, endCity, days, nights };
}

/** What the tour is like (contracts' yatraPlanShape): prices per traveller from paise to rupees. */
export function yatraPlan(row: YatraRow): YatraPlan {
  const { singlePaise, doublePaise, triplePaise, childPaise } = row.pricing;
  const pricing: YatraPricing = {
    single: paiseToRupees(singlePaise),
    double: paiseToRupees(doublePaise),
    triple: paiseToRupees(triplePaise),
    child: paiseToRupees(childPaise),
  };
  const { description, itinerary, inclusions, exclusions } = row;
  return { description, itinerary, inclusions, exclusions, pricing };
}

/** The Hindi of a yatra card's texts (contracts' yatraSummaryHindiSchema). */
const summaryHindi = ({ hi }: YatraRow): YatraSummary['hi'] => ({
  name: hi.name,
  region: hi.region,
  startCity: hi.startCity,
  endCity: hi.endCity,
});

function toSummary(row: YatraRow, departures: DepartureRow[], now: Date): YatraSummary {
  const next = departures.find((d) => isBookable(d, now));
  return {
    ...yatraIdentity(row),
    startingPrice: paiseToRupees(Math.min(row.pricing.triplePaise, row.pricing.doublePaise, row.pricing.singlePaise)),
    nextDeparture: next?.startDate ?? null,
    seatsLeft: next?.seatsLeft ?? 0,
    image: row.image,
    hi: summaryHindi(row),
  };
}

/** Departures of `yatraIds` starting after today (India), soonest first, by yatra id. */
async function upcomingDepartures(db: Db | Tx, yatraIds: string[], now: Date): Promise<Map<string, DepartureRow[]>> {
  const byYatra = new Map<string, DepartureRow[]>(yatraIds.map((id) => [id, []]));
  if (yatraIds.length === 0) return byYatra;
  const rows = await db
    .select()
    .from(yatraDepartures)
    .where(and(inArray(yatraDepartures.yatraId, yatraIds), gt(yatraDepartures.startDate, indiaToday(now))))
    .orderBy(asc(yatraDepartures.startDate));
  for (const row of rows) byYatra.get(row.yatraId)?.push(row);
  return byYatra;
}

/** Active yatras in display order, each with its next bookable departure. */
export async function listYatras(db: Db, now = new Date()): Promise<YatraSummary[]> {
  const rows = await db
    .select()
    .from(yatras)
    .where(eq(yatras.active, true))
    .orderBy(asc(yatras.sortOrder), asc(yatras.name));
  const departures = await upcomingDepartures(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => toSummary(row, departures.get(row.id) ?? [], now));
}

/** The active yatra `id`. Throws 404. */
export async function activeYatra(db: Db | Tx, id: string): Promise<YatraRow> {
  const [row] = await db
    .select()
    .from(yatras)
    .where(and(eq(yatras.id, id), eq(yatras.active, true)))
    .limit(1);
  if (!row) throw httpErrors.notFound(YATRA_NOT_FOUND);
  return row;
}

/** A departure's dates (a tour of `days` days) and seats, as customers and the console see them. */
export function departureDates(row: DepartureRow, days: number) {
  return {
    _id: row.id,
    startDate: row.startDate,
    endDate: tourEndDate(row.startDate, days),
    seats: row.seats,
    seatsLeft: row.seatsLeft,
  };
}

function toDeparture(row: DepartureRow, days: number, now: Date): YatraDeparture {
  return { ...departureDates(row, days), bookable: isBookable(row, now) };
}

/** One active yatra: itinerary, inclusions, every exclusion, prices, departures and the refund policy. Throws 404. */
export async function getYatraDetails(db: Db, id: string, now = new Date()): Promise<YatraDetails> {
  const row = await activeYatra(db, id);
  const departures = (await upcomingDepartures(db, [row.id], now)).get(row.id) ?? [];
  const { description, itinerary, inclusions, exclusions } = row.hi;
  return {
    ...toSummary(row, departures, now),
    ...yatraPlan(row),
    departures: departures.map((d) => toDeparture(d, row.days, now)),
    cancellationPolicy: YATRA_CANCELLATION_SLABS,
    hi: { ...summaryHindi(row), description, itinerary, inclusions, exclusions },
  };
}
export { exportCustomerData } from './customer-export.js';
export { eraseCustomerYatras, openYatraBookingsOf } from './erase.js';
