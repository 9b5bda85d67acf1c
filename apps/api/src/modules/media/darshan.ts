/**
 * Daily darshan for customers (GET /api/admin/getDailyDarshan): one day's
 * darshan of every active temple (or one), in temple display order, and the
 * days that have darshan for the "earlier days" picker. Days are India
 * calendar dates; a darshan shows from its own day on (one prepared for
 * tomorrow stays hidden) and once it has at least one picture.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { MESSAGES, type DailyDarshanResponse } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { indiaToday } from '../../lib/india-dates.js';
import { toDarshan } from './shapes.js';
import { darshans, darshanTemples } from './tables.js';

export const TEMPLE_NOT_AVAILABLE = MESSAGES.templeNotAvailable;
export const NOT_A_CALENDAR_DATE = MESSAGES.notACalendarDate;
/** How many earlier days the picker offers. */
export const DARSHAN_DAYS_LISTED = 14;

/** True when `date` (YYYY-MM-DD) is a day of the calendar (not 2026-02-30). */
function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Darshans customers see at India date `today`: from their own day on, with a picture. */
const darshanShown = (today: string) =>
  and(lte(darshans.date, today), gt(sql<number>`jsonb_array_length(${darshans.images})`, 0));

/**
 * The darshan of `date` (default: today in India; when today has none yet,
 * the latest day that has one, named by `date`) for every active temple or
 * temple `templeId`; `days`: the days with darshan, newest first, up to
 * DARSHAN_DAYS_LISTED. A day without darshan answers an empty `data`.
 * Throws 400 (not a calendar date), 404 (unknown or hidden temple).
 */
export async function dailyDarshan(
  db: Db,
  query: { date?: string | undefined; templeId?: string | undefined },
  now = new Date(),
): Promise<Omit<DailyDarshanResponse, 'status'>> {
  if (query.date !== undefined && !isCalendarDate(query.date)) throw httpErrors.badRequest(NOT_A_CALENDAR_DATE);
  const today = indiaToday(now);
  const temples = await db
    .select()
    .from(darshanTemples)
    .where(and(eq(darshanTemples.active, true), query.templeId ? eq(darshanTemples.id, query.templeId) : undefined))
    .orderBy(asc(darshanTemples.sortOrder), asc(darshanTemples.name), asc(darshanTemples.id));
  if (query.templeId && temples.length === 0) throw httpErrors.notFound(TEMPLE_NOT_AVAILABLE);
  if (temples.length === 0) return { date: query.date ?? today, days: [], data: [] };

  const ofTemples = and(
    inArray(
      darshans.templeId,
      temples.map((temple) => temple.id),
    ),
    darshanShown(today),
  );
  const days = (
    await db
      .selectDistinct({ date: darshans.date })
      .from(darshans)
      .where(ofTemples)
      .orderBy(desc(darshans.date))
      .limit(DARSHAN_DAYS_LISTED)
  ).map((row) => row.date);
  const date = query.date ?? days[0] ?? today;
  const rows = await db
    .select()
    .from(darshans)
    .where(and(ofTemples, eq(darshans.date, date)));
  const byTemple = new Map(rows.map((row) => [row.templeId, row]));
  const data = temples.flatMap((temple) => {
    const row = byTemple.get(temple.id);
    return row ? [toDarshan(row, temple)] : [];
  });
  return { date, days, data };
}
