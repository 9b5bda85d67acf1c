/**
 * Yatra departure reminders (issue 23, `yatra_reminder`): two days before a
 * confirmed booking's departure (its start date, India calendar), from the
 * morning (IST) on, the traveller is reminded once (dedupeKey
 * `yatra_reminder:<booking id>`), leading to the yatra history. Run by the
 * notify-reminders job (jobs/notify-reminders.ts); safe to re-run.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addDays, indiaHour, indiaToday } from '../../lib/india-dates.js';
import { notify } from '../notifications/service.js';
import { yatraBookings } from './tables.js';

/** Days before the departure the traveller is reminded. */
export const YATRA_REMINDER_DAYS = 2;
/** The hour (IST) from which the day's reminders go out. */
export const YATRA_REMINDER_HOUR = 8;
/** Where the reminder leads: the yatra history. */
export const YATRA_HISTORY_LINK = '/history/yatra-history';

const DAY_MONTH = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * One pass as of `now`: from YATRA_REMINDER_HOUR in India, reminds every
 * confirmed booking departing YATRA_REMINDER_DAYS days after today (India).
 * Answers how many were reminded now.
 */
export async function remindYatraDepartures(db: Db, now = new Date()): Promise<number> {
  if (indiaHour(now) < YATRA_REMINDER_HOUR) return 0;
  const day = addDays(indiaToday(now), YATRA_REMINDER_DAYS);
  const rows = await db
    .select()
    .from(yatraBookings)
    .where(and(eq(yatraBookings.startDate, day), eq(yatraBookings.status, 'confirmed')));
  let told = 0;
  for (const b of rows) {
    const stored = await notify(db, null, b.customerId, {
      kind: 'yatra_reminder',
      title: `Your ${b.yatraName} departs in ${YATRA_REMINDER_DAYS} days`,
      body: `It leaves ${b.startCity} on ${DAY_MONTH.format(new Date(`${day}T00:00:00Z`))} (${b.reference}). Carry an ID for every traveller.`,
      link: YATRA_HISTORY_LINK,
      dedupeKey: `yatra_reminder:${b.id}`,
    });
    if (stored) told++;
  }
  return told;
}
