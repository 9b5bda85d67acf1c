/**
 * POST /api/e-commerce/buy_again `{ orderId }` → `{ status, message, data: { cart, lines } }` (issue 23):
 * a past order's products into the cart again, each capped by the stock; `lines` says what each added.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyAgainResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartQueryKey } from './get-cart';

export const buyAgain = (orderId: string) => api.post<BuyAgainResponse>('/e-commerce/buy_again', { orderId });

/** Buys an order again; on success writes the answered cart (the header badge shares it). */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: buyAgain,
    onSuccess: async (response) => {
      queryClient.setQueryData(cartQueryKey(customerId), response.data.cart);
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
    },
  });
}
