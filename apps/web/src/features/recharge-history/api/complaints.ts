/**
 * Complaints about recharges left pending (issue 23), the signed-in customer's own:
 * GET /api/recharge/complaints → `{ status: 1, data: RechargeComplaint[] }` (the history shows each beside its
 * order). Raising one: raise-complaint.ts.
 */
import { useQuery } from '@tanstack/react-query';
import type { RechargeComplaint, RechargeComplaintsResponse } from '@seva/contracts';
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
