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
