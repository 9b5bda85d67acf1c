/**
 * POST /api/e-commerce/add_to_cart `{ productId, quantity }` → `{ status, message, data: Cart }`.
 * Adds to what the cart holds, then reloads the cart (SPEC §4), which the header badge shares.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody, CartResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartQueryKey } from './get-cart';

export const addToCart = (body: AddToCartBody) => api.post<CartResponse>('/e-commerce/add_to_cart', body);

/** Adds a product; on success writes the answered cart and reloads it. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: addToCart,
    onSuccess: async (response) => {
      queryClient.setQueryData(cartQueryKey(customerId), response.data);
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
    },
  });
}
