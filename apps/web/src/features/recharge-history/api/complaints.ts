/**
 * Complaints about recharges left pending (issue 23), the signed-in customer's own:
 * GET /api/recharge/complaints → `{ status: 1, data: RechargeComplaint[] }` (the history shows each beside its
 * order); POST /api/recharge/orders/:id/complaint `{ note? }` raises one (or answers the open one).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RechargeComplaint, RechargeComplaintResponse, RechargeComplaintsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Under ['recharge'], like the history. */
export const complaintsKey = (userId: string) => ['recharge', 'complaints', userId] as const;

export const getComplaints = async (): Promise<RechargeComplaint[]> =>
  (await api.get<RechargeComplaintsResponse>('/recharge/complaints')).data;

const useUserId = () => useSession().customer?.userid ?? '';

/** The customer's complaints by order id (the newest per order). */
export function useComplaintsByOrder() {
  const userId = useUserId();
  return useQuery({
    queryKey: complaintsKey(userId),
    queryFn: getComplaints,
    enabled: userId !== '',
    select: (complaints) => {
      const byOrder = new Map<string, RechargeComplaint>();
      for (const complaint of complaints)
        if (!byOrder.has(complaint.orderId)) byOrder.set(complaint.orderId, complaint);
      return byOrder;
    },
  });
}

/** Raises a complaint about order `orderId` with an optional note; the list is read again. */
export function useRaiseComplaint() {
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, note }: { orderId: string; note: string }) =>
      (
        await api.post<RechargeComplaintResponse>(`/recharge/orders/${orderId}/complaint`, {
          ...(note.trim() && { note: note.trim() }),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey(userId) }),
  });
}
