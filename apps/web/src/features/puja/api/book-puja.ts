/**
 * POST /api/e-commerce/book_puja: the form (pujaId, packageCode, date,
 * devotees, gotra, sankalp, addressId?) and checkout's three razorpay_* fields
 * → `{ status, message, data: PujaBooking }`. Called only after the card
 * payment succeeded (SPEC §4: pay first, then the service); the server checks
 * the package, date, names and paid amount, and refunds what it refuses (422).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPujaBody, PujaBookingResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { pujaHistoryQueryKey } from './get-puja-history';

export const bookPuja = (body: BookPujaBody) => api.post<PujaBookingResponse>('/e-commerce/book_puja', body);

/** Books the paid puja; reloads the puja history. */
export function useBookPuja() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: bookPuja,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pujaHistoryQueryKey(customerId) }),
  });
}
