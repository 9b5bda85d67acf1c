/**
 * PATCH /api/admin/shop/orders/:id/status `{ status, courier?, awb? }` (shipped needs both) → `{ status, message, data: AdminOrder }`.
 * Forward moves only (409 otherwise); cancelling refunds the payment and restocks.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderStatusResponse, OrderStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

/** The courier and AWB number the move to shipped carries (issue 23). */
export type ShipmentInput = { courier: string; awb: string };

export const updateOrderStatus = (id: string, status: OrderStatus, shipment?: ShipmentInput) =>
  api.patch<AdminOrderStatusResponse>(`/admin/shop/orders/${encodeURIComponent(id)}/status`, { status, ...shipment });

/** Changes an order's status; afterwards (even after a failure) orders, stock and refunds reload. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, shipment }: { id: string; status: OrderStatus; shipment?: ShipmentInput }) =>
      updateOrderStatus(id, status, shipment),
    // A cancel whose refund failed (502) still cancelled the order and restocked.
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopAdminKey }),
  });
}
