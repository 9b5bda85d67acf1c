/** Money for the admin console: rupees with en-IN grouping (₹1,23,456; paise only when present). */
import { formatPaise } from '@/lib/payments/money';

/** "₹1,299" or "₹1,299.50" for an amount in rupees; USD amounts as "$12.50". */
export function formatMoney(amount: number, currency: 'INR' | 'USD' = 'INR'): string {
  if (currency === 'USD') return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
  return formatPaise(Math.round(amount * 100));
}

/** The last 8 characters of a record id, as staff read it out ("#3f9a1c2e"). */
export function shortId(id: string): string {
  return `#${id.slice(-8)}`;
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  weekday: 'short',
  timeZone: 'UTC',
});

/** "Mon, 4 Jan, 2027" (en-IN) for a calendar date `YYYY-MM-DD` (the same day in every time zone); '' when invalid. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '' : CALENDAR_DATE.format(parsed);
}

/** "4:05" or "1:02:03" for a length in seconds. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
