/**
 * POST /api/recharge/fetchBill `{ product_code, number }` (logged-in
 * customer) → `{ status: 1, data: FetchedBill }`; 404 with a message when no
 * bill is due. The bill may be paid for BILL_FETCH_TTL_MINUTES.
 */
import { useMutation } from '@tanstack/react-query';
import type { FetchBillBody, FetchBillResponse, FetchedBill } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const fetchBill = async (body: FetchBillBody): Promise<FetchedBill> =>
  (await api.post<FetchBillResponse>('/recharge/fetchBill', body)).data;

export function useFetchBill() {
  return useMutation({ mutationFn: fetchBill });
}
