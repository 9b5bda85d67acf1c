/**
 * Saved billers (issue 23), the signed-in customer's own:
 * GET /api/recharge/billers → `{ status: 1, data: SavedBiller[] }` (each with its last bill and status);
 * POST /api/recharge/billers `{ product_code, number, nickname }` saves (or renames);
 * DELETE /api/recharge/billers/:id.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveBillerBody, SavedBiller, SavedBillerResponse, SavedBillersResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { rechargeKeys } from './query-keys';

export const getSavedBillers = async (): Promise<SavedBiller[]> =>
  (await api.get<SavedBillersResponse>('/recharge/billers')).data;

const useUserId = () => useSession().customer?.userid ?? '';

/** The signed-in customer's saved billers of service `serviceId`, newest first. */
export function useSavedBillers(serviceId: number) {
  const userId = useUserId();
  return useQuery({
    queryKey: rechargeKeys.billers(userId),
    queryFn: getSavedBillers,
    enabled: userId !== '',
    select: (billers) => billers.filter((b) => b.service_id === serviceId),
  });
}

/** Saves a biller; the list is read again. */
export function useSaveBiller() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveBillerBody) => (await api.post<SavedBillerResponse>('/recharge/billers', body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rechargeKeys.billers(userId) }),
  });
}

/** Deletes saved biller `id`; the list is read again. */
export function useDeleteBiller() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/recharge/billers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rechargeKeys.billers(userId) }),
  });
}
