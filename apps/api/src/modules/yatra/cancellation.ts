/**
 * The yatra refund policy applied to one booking (catalogue/yatras.ts
 * YATRA_CANCELLATION_SLABS; DOMAIN.md, IRCTC Tourism's slabs): the share kept
 * depends on the whole days between today in India and the departure.
 */
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { YATRA_CANCELLATION_SLABS } from './catalogue/yatras.js';

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
