/**
 * How membership facts read: a plan's duration in the largest whole unit
 * (365 days → 1 year, 90 → 3 months, 45 → 45 days), the end date a purchase
 * would give, and a payment's amount in its own currency.
 */
import { formatInr, type Transaction } from '@seva/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The i18n key (under membership:duration) and count for `days`. */
export function durationParts(days: number): { key: 'years' | 'months' | 'days'; count: number } {
  if (days > 0 && days % 365 === 0) return { key: 'years', count: days / 365 };
  if (days > 0 && days % 30 === 0) return { key: 'months', count: days / 30 };
  return { key: 'days', count: days };
}

/**
 * When a plan of `durationDays` bought at `now` would end, as the server
 * counts it: it starts when the member's current plan ends (`currentEndsAt`,
 * an ISO instant, when later than now), else now. Returns the start and end.
 */
export function periodAfter(
  currentEndsAt: string | null | undefined,
  durationDays: number,
  now = new Date(),
): { startsAt: Date; endsAt: Date; renewal: boolean } {
  const current = currentEndsAt ? new Date(currentEndsAt) : null;
  const renewal = current !== null && !Number.isNaN(current.getTime()) && current > now;
  const startsAt = renewal ? current : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationDays * DAY_MS), renewal };
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "₹999" or "₹1,299.50" for rupees; "$45.00" for dollars. */
export function formatAmount({ amount, currency }: Pick<Transaction, 'amount' | 'currency'>): string {
  return currency === 'USD' ? dollars.format(amount) : formatInr(amount);
}
