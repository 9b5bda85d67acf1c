/**
 * POST /api/e-commerce/order_product `{ customerName, addressId, razorpay_order_id,
 * razorpay_payment_id, razorpay_signature }` → `{ status, message, data: Order }`.
 * Called only after the card payment succeeded (SPEC §4: pay first, then the service);
 * the server checks the paid amount against its own cart total and empties the cart.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderProductBody, OrderResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { cartQueryKey } from './get-cart';
import { ordersQueryKey } from './get-orders';

export const orderProduct = (body: OrderProductBody) => api.post<OrderResponse>('/e-commerce/order_product', body);

/** Places the paid cart as an order; reloads the (now empty) cart and the order history. */
export function useOrderProduct() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: orderProduct,
    // Not awaited: the page moves on to the history at once, the reloads follow.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey(customerId) });
    },
  });
}
