/**
 * The signed-in customer's cart. The query itself (key, fetch) is shared
 * with the header badge in `@/lib/cart`; this is the shop's hook on it.
 */
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@/lib/cart';
import { useSession } from '@/lib/session';

export { cartQueryKey, cartQueryOptions, getCart } from '@/lib/cart';

/** The cart of the signed-in customer (disabled for visitors). */
export function useCart() {
  const { customer } = useSession();
  const customerId = customer?.userid ?? '';
  return useQuery({ ...cartQueryOptions(customerId), enabled: customerId !== '' });
}
