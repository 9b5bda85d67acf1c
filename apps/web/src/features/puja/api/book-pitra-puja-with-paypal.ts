/**
 * POST /api/app/customer/book_pitra_puja_with_paypal (any country but India,
 * PayPal in USD): the form (amount in dollars), `paymentId` (PayPal's capture
 * id) and `paypal_order_id` → `{ status, message, data: PitrBooking }`. Called
 * only after POST /api/paypal/capture succeeded; the server checks the order
 * is this customer's and paid, and refunds what it refuses (422).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookPitraPujaPaypalBody, PitrBookingResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { pitrHistoryQueryKey } from './get-pitr-history';

export const bookPitraPujaWithPaypal = (body: BookPitraPujaPaypalBody) =>
  api.post<PitrBookingResponse>('/app/customer/book_pitra_puja_with_paypal', body);

/** Books the ritual paid through PayPal; reloads the pitr paksha history. */
export function useBookPitraPujaWithPaypal() {
  const queryClient = useQueryClient();
  const customerId = useSession().customer?.userid ?? '';
  return useMutation({
    mutationFn: bookPitraPujaWithPaypal,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pitrHistoryQueryKey(customerId) }),
  });
}
