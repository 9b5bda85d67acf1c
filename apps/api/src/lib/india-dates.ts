/**
 * Calendar dates in India (`YYYY-MM-DD`, Asia/Kolkata, no daylight saving): what "today" is for a booking,
 * a darshan or a departure, whatever the server's own time zone.
 */

/** One calendar day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Formats a moment as India's calendar date; built once (constructing Intl formatters is slow). */
const INDIA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in India as `YYYY-MM-DD`. */
export function indiaToday(now: Date): string {
  return INDIA_DATE.format(now);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const INDIA_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: 'numeric', hourCycle: 'h23' });

/** The hour of the day in India (0–23) at `now`: morning jobs wait for it. */
export function indiaHour(now: Date): number {
  return Number(INDIA_HOUR.format(now));
}
