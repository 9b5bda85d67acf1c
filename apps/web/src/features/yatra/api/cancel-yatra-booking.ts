/**
 * POST /api/user/cancelYatraBooking `{ bookingId }` → `{ status, message,
 * data: YatraBooking }`: cancels by the published slabs and refunds what they
 * allow (the booking's `cancelRefundAmount` said how much beforehand).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YatraBookingResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraKeys } from './query-keys';

export const cancelYatraBooking = (bookingId: string) =>
  api.post<YatraBookingResponse>('/user/cancelYatraBooking', { bookingId });

/** Cancels one booking; reloads the history and the seats it gave back. */
export function useCancelYatraBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelYatraBooking,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: yatraKeys.all }),
  });
}
