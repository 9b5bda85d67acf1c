/**
 * PATCH /api/admin/puja/bookings/:id/status `{ status, proofVideoUrl?, prasadTrackingNumber? }`
 * and PATCH /api/admin/pitr/bookings/:id/status `{ status, proofVideoUrl? }` → `{ status, message, data }`.
 * Forward moves only (409 otherwise); cancelling refunds the payment in full.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPitrBookingStatusResponse,
  AdminPujaBookingStatusBody,
  AdminPujaBookingStatusResponse,
} from '@seva/contracts';
import { api } from '@/lib/api-client';
import { pujaAdminKey } from './puja-query-keys';

export type BookingKind = 'puja' | 'pitr';
export type BookingStatusResponse = AdminPujaBookingStatusResponse | AdminPitrBookingStatusResponse;

/** Changes a booking's status; pitr bookings take the video link but never a tracking number. */
export const updateBookingStatus = (kind: BookingKind, id: string, body: AdminPujaBookingStatusBody) =>
  api.patch<BookingStatusResponse>(`/admin/${kind}/bookings/${encodeURIComponent(id)}/status`, body);

/** Changes a booking's status; afterwards (even after a failure) the booking lists reload. */
export function useUpdateBookingStatus(kind: BookingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminPujaBookingStatusBody }) => updateBookingStatus(kind, id, body),
    // A cancel whose refund failed (502) still cancelled the booking.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pujaAdminKey }),
  });
}
