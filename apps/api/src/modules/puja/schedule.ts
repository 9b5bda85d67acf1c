/**
 * When a puja is performed: every given weekday, every N days, or on fixed
 * calendar dates (festivals, Pitru Paksha). Dates are calendar dates in India
 * (`YYYY-MM-DD`, Asia/Kolkata); bookings open from tomorrow, so the temple
 * has a day to prepare the sankalp.
 */

import { DAY_MS, addDays, indiaToday } from '../../lib/india-dates.js';

export type PujaSchedule = { weekday: number } | { everyDays: number } | { fixedDates: string[] };

/**
 * The next `count` dates of `schedule` from tomorrow (India) on, soonest
 * first. `everyDays` counts from 2026-01-01 so every process agrees.
 */
export function upcomingDates(schedule: PujaSchedule, now: Date, count: number): string[] {
  const first = addDays(indiaToday(now), 1);
  if ('fixedDates' in schedule)
    return [...schedule.fixedDates]
      .filter((d) => d >= first)
      .sort()
      .slice(0, count);
  const dates: string[] = [];
  for (let day = first; dates.length < count; day = addDays(day, 1)) {
    const utc = Date.parse(`${day}T00:00:00Z`);
    const matches =
      'weekday' in schedule
        ? new Date(utc).getUTCDay() === schedule.weekday
        : Math.round((utc - Date.parse('2026-01-01T00:00:00Z')) / DAY_MS) % schedule.everyDays === 0;
    if (matches) dates.push(day);
  }
  return dates;
}
