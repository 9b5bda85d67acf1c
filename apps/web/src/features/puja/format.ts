/** Display helpers for pujas: paid amounts (calendar dates are lib/format's formatCalendarDate). */
import { formatRupees } from '@/lib/format';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "₹2,100" for rupees, "$25.00" for dollars (a booking's `amount` in its `currency`). */
export function formatAmount(amount: number, currency: 'INR' | 'USD'): string {
  return currency === 'USD' ? dollars.format(amount) : formatRupees(amount);
}
