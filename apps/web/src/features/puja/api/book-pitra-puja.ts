/**
 * POST /api/app/customer/book_pitra_puja (India, card in INR): the form
 * (pujaId, packageCode, date, country, customerName, mobile, amount in
 * rupees, gotra, ancestors), `paymentId` (Razorpay's payment id) and
 * checkout's three razorpay_* fields → `{ status, message, data: PitrBooking }`.
 * Called only after the card payment succeeded (SPEC §4); the server checks
 * the ritual, package, date, country and amount, and refunds what it refuses (422).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPitraPujaBody, PitrBookingResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { pitrHistoryQueryKey } from './get-pitr-history';

export const bookPitraPuja = (body: BookPitraPujaBody) =>
  api.post<PitrBookingResponse>('/app/customer/book_pitra_puja', body);

/** Books the ritual paid by card; reloads the pitr paksha history. */
export function useBookPitraPuja() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: bookPitraPuja,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pitrHistoryQueryKey(customerId) }),
  });
}
