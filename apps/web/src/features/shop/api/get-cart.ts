/**
 * The signed-in customer's cart (POST /api/e-commerce/get_customer_cart) as
 * one query: the shop's cart pages and the header badge (app/layout's cart
 * button) read the same key, so invalidating it after add or quantity change
 * (SPEC §4) updates both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart, CartResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** ['cart', customerId]: invalidate with ['cart'] after any change. */
export const cartQueryKey = (customerId: string) => ['cart', customerId] as const;

/** The cart of `customerId` (must be the caller); prices in rupees. */
export const getCart = async (customerId: string): Promise<Cart> =>
  (await api.post<CartResponse>('/e-commerce/get_customer_cart', { customerId })).data;

export const cartQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: cartQueryKey(customerId), queryFn: () => getCart(customerId), staleTime: 30_000 });

/**
 * The cart of the signed-in customer (disabled for visitors), names in English: the header's count reads it on
 * every page, so the Hindi overlay stays out of the first load (pages use useCartInLanguage).
 */
export function useCart() {
  const { customer } = useSession();
  const customerId = customer?.userid ?? '';
  return useQuery({ ...cartQueryOptions(customerId), enabled: customerId !== '' });
}

/**
 * Total quantity for the header cart badge (SPEC §9: the badge sums item
 * quantities); 0 for visitors, while loading and when the cart cannot load.
 */
export function useCartQuantity(): number {
  const { customer } = useSession();
  const cart = useCart();
  return customer?.userid && cart.data ? sumCartQuantity(cart.data.items) : 0;
}

/** Sums the quantities of cart items (SPEC §9). */
export function sumCartQuantity(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((total, item) => total + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}
