/**
 * POST /api/user/bookyatra (SPEC §3 "Yatra booking"): departure, room
 * sharing, travellers, `totalPrice` in rupees and checkout's three fields in
 * camelCase → `{ status, message, data: YatraBooking }`. Called only after
 * the card payment succeeded (SPEC §4: pay first, then the service); the
 * server prices the booking itself, and refuses (409 seats gone, 422 price or
 * rule) with a message saying the payment will be refunded.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookYatraBody, YatraBookingResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraKeys } from './query-keys';

export const bookYatra = (body: BookYatraBody) => api.post<YatraBookingResponse>('/user/bookyatra', body);

/** Books the paid yatra; reloads the seats left and the history, whatever the answer. */
export function useBookYatra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookYatra,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: yatraKeys.all }),
  });
}
