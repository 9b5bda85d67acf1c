/**
 * POST /api/recharge/get-recharge-history `{ userId }` → `{ status: 1,
 * orderId: RechargeOrder[] }`, newest first (SPEC §7 "orderId list"). A
 * history load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeHistoryResponse, RechargeOrder } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Under ['recharge'], so a new recharge that refreshes every recharge query refreshes the history too. */
export const rechargeHistoryKey = (userId: string) => ['recharge', 'history', userId] as const;

/** The customer's recharges and bill payments, newest first (sorted here too, SPEC §9). */
export const getRechargeHistory = async (userId: string): Promise<RechargeOrder[]> => {
  try {
    const { orderId } = await api.post<RechargeHistoryResponse>('/recharge/get-recharge-history', { userId });
    return [...orderId].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const rechargeHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: rechargeHistoryKey(userId), queryFn: () => getRechargeHistory(userId) });

/** The signed-in customer's recharge orders, newest first. */
export function useRechargeHistory() {
  const userId = useSession().customer?.userid ?? '';
  return useQuery({ ...rechargeHistoryQueryOptions(userId), enabled: userId !== '' });
}
