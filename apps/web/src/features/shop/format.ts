/** Money display for the shop: rupees with en-IN grouping (₹1,23,456; paise only when present). */

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹1,299" or "₹1,299.50" for an amount in rupees. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? whole.format(rupees) : withPaise.format(rupees);
}

/** Whole-percent discount of `price` against `mrp`; 0 when there is none. */
export function percentOff(price: number, mrp: number): number {
  if (!(mrp > price) || mrp <= 0) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
