/**
 * The yatra refund policy (YATRA_CANCELLATION_SLABS; DOMAIN.md, IRCTC Tourism's
 * slabs) and its use on one booking: the share kept depends on the whole days
 * between today in India and the departure.
 */
import { addDays, indiaToday } from '../../lib/india-dates.js';

export interface CancellationSlab {
  /** The slab applies when the traveller cancels at least this many days before departure. */
  minDaysBefore: number;
  /** Share of the amount paid that is kept, in percent (0–100); the rest is refunded. */
  deductPercent: number;
}

/**
 * The product's yatra refund policy. Take the first slab whose minDaysBefore is at most the
 * number of days between the cancellation and the departure date: 15 days or more, 10 % is
 * deducted; 8–14 days, 25 %; 4–7 days, 50 %; under 4 days, no refund. Modelled on IRCTC Tourism's
 * slabs (DOMAIN.md), with a 10 % fee instead of IRCTC's ₹250 per traveller in the first slab,
 * since hotels and vehicles are committed early. Sorted by minDaysBefore, descending.
 */
export const YATRA_CANCELLATION_SLABS: CancellationSlab[] = [
  { minDaysBefore: 15, deductPercent: 10 },
  { minDaysBefore: 8, deductPercent: 25 },
  { minDaysBefore: 4, deductPercent: 50 },
  { minDaysBefore: 0, deductPercent: 100 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from today in India to `date` (`YYYY-MM-DD`); negative once it has passed. */
export function daysUntil(date: string, now: Date): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${indiaToday(now)}T00:00:00Z`)) / DAY_MS);
}

/** The tour's last day: `days` days from `startDate`, counting the first. */
export const tourEndDate = (startDate: string, days: number) => addDays(startDate, days - 1);

/**
 * What cancelling a booking of `paidPaise` for a departure on `startDate`
 * refunds now, in paise (the fee, rounded to the rupee, is kept), or null
 * once the tour has started: no cancellation any more.
 */
export function cancellationRefundPaise(paidPaise: number, startDate: string, now: Date): number | null {
  const days = daysUntil(startDate, now);
  if (days <= 0) return null;
  const slab = YATRA_CANCELLATION_SLABS.find((s) => days >= s.minDaysBefore);
  const feePaise = Math.round((paidPaise * (slab?.deductPercent ?? 100)) / 100 / 100) * 100;
  return Math.max(paidPaise - feePaise, 0);
}
