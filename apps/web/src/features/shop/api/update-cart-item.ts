/**
 * POST /api/e-commerce/update_cart_item_quantity `{ productId, quantity }` → `{ status, data: Cart }`.
 * Sets the quantity (0 removes the item), then reloads the cart (SPEC §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse, UpdateCartItemBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartQueryKey } from './get-cart';

export const updateCartItem = (body: UpdateCartItemBody) =>
  api.post<CartResponse>('/e-commerce/update_cart_item_quantity', body);

/** Changes one line's quantity; on success writes the answered cart and reloads it. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: async (response) => {
      queryClient.setQueryData(cartQueryKey(customerId), response.data);
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
    },
  });
}
