/**
 * GET /api/recharge/recent → `{ status: 1, data: RecentRecharge[] }` (issue
 * 23): the signed-in customer's recent numbers, newest first, each with its
 * operator, circle and last plan. Off for visitors.
 */
import { useQuery } from '@tanstack/react-query';
import type { RecentRecharge, RecentRechargesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { rechargeKeys } from './query-keys';

export const getRecentRecharges = async (): Promise<RecentRecharge[]> =>
  (await api.get<RecentRechargesResponse>('/recharge/recent')).data;

/** The signed-in customer's recent numbers of service `serviceId`. */
export function useRecentRecharges(serviceId: number) {
  const userId = useSession().customer?.userid ?? '';
  return useQuery({
    queryKey: rechargeKeys.recent(userId),
    queryFn: getRecentRecharges,
    enabled: userId !== '',
    select: (recent) => recent.filter((r) => r.service_id === serviceId),
  });
}
