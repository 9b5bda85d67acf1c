/** Price helpers for the shop (amounts in rupees; formatRupees is in lib/format). */

/** Whole-percent discount of `price` against `mrp`; 0 when there is none. */
export function percentOff(price: number, mrp: number): number {
  if (!(mrp > price) || mrp <= 0) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
