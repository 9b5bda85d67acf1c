/**
 * Total quantity for the header cart badge (SPEC §9: the badge sums item
 * quantities). The cart API (get_customer_cart) arrives with the shop issue;
 * until then there is no cart to sum, so this returns 0 and the badge stays
 * hidden. Replace the body with a query on the cart when the shop lands.
 */
export function useCartQuantity(): number {
  return 0;
}

/** Sums the quantities of cart items (SPEC §9), for the shop issue to reuse. */
export function sumCartQuantity(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((total, item) => total + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
