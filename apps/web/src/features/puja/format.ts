/** Display helpers for pujas: prices and paid amounts (calendar dates are lib/format's formatCalendarDate). */
import type { PujaPackage } from '@seva/contracts';
import { formatRupees } from '@/lib/format';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "₹2,100" for rupees, "$25.00" for dollars (a booking's `amount` in its `currency`). */
export function formatAmount(amount: number, currency: 'INR' | 'USD'): string {
  return currency === 'USD' ? dollars.format(amount) : formatRupees(amount);
}

/** A package's (or a starting) price in `currency`: "₹1,100", or "$14.99" for customers abroad. */
export function formatPrice(prices: Pick<PujaPackage, 'price' | 'priceUsd'>, currency: 'INR' | 'USD'): string {
  return formatAmount(currency === 'USD' ? prices.priceUsd : prices.price, currency);
}
