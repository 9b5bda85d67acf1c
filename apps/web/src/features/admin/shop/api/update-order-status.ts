/**
 * PATCH /api/admin/shop/orders/:id/status `{ status }` → `{ status, message, data: AdminOrder }`.
 * Forward moves only (409 otherwise); cancelling refunds the payment and restocks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderStatusResponse, OrderStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export const updateOrderStatus = (id: string, status: OrderStatus) =>
  api.patch<AdminOrderStatusResponse>(`/admin/shop/orders/${encodeURIComponent(id)}/status`, { status });

/** Changes an order's status; afterwards (even after a failure) orders, stock and refunds reload. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) => updateOrderStatus(id, status),
    // A cancel whose refund failed (502) still cancelled the order and restocked.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopAdminKey }),
  });
}
