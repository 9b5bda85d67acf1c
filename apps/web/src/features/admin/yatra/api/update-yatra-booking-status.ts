/**
 * PATCH /api/admin/yatra/bookings/:id/status `{ status: completed | refunded }` →
 * `{ status, message, data: AdminYatraBooking }`. Forward moves only (409
 * otherwise); refunded returns the payment in full and frees the seats.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraBookingStatusResponse, YatraAdminTarget } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const updateYatraBookingStatus = (id: string, status: YatraAdminTarget) =>
  api.patch<AdminYatraBookingStatusResponse>(`/admin/yatra/bookings/${encodeURIComponent(id)}/status`, { status });

/** Changes a booking's status; afterwards (even after a failure) bookings and seats reload. */
export function useUpdateYatraBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: YatraAdminTarget }) => updateYatraBookingStatus(id, status),
    // A refund the gateway refused (502) still refunded the booking and freed its seats.
    onSettled: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
