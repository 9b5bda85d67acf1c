/** Display helpers for pujas: calendar dates and paid amounts. */
import { formatRupees } from '@/lib/format';

const dateParts = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Mon, 30 Nov 2026" for a calendar date `YYYY-MM-DD` (a day in India, no
 * time zone: read and written in UTC so it never shifts); '' when malformed.
 */
export function formatPujaDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) return '';
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "₹2,100" for rupees, "$25.00" for dollars (a booking's `amount` in its `currency`). */
export function formatAmount(amount: number, currency: 'INR' | 'USD'): string {
  return currency === 'USD' ? dollars.format(amount) : formatRupees(amount);
}
