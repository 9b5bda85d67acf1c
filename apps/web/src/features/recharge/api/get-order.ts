/**
 * GET /api/recharge/orders/:id → `{ status: 1, data: RechargeOrder }`: one of
 * the customer's own recharges. The result screen polls it every
 * ORDER_POLL_MS while it is PENDING (providers answer asynchronously,
 * DOMAIN.md) and stops once it is final.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeOrder, RechargeOrderResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { rechargeKeys } from './query-keys';

export const ORDER_POLL_MS = 5_000;

export const getRechargeOrder = async (id: string): Promise<RechargeOrder> =>
  (await api.get<RechargeOrderResponse>(`/recharge/orders/${encodeURIComponent(id)}`)).data;

export const rechargeOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: rechargeKeys.order(id),
    queryFn: () => getRechargeOrder(id),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? ORDER_POLL_MS : false),
    // Keep polling while the customer looks at another tab: the answer is what they are waiting for.
    refetchIntervalInBackground: true,
  });

/** The order `id`, polled while PENDING; off while `enabled` is false. */
export function useRechargeOrder(id: string, enabled = true) {
  return useQuery({ ...rechargeOrderQueryOptions(id), enabled: enabled && id !== '' });
}
