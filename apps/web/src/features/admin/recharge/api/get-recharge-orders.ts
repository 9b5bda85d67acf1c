import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRechargeOrdersResponse, RechargeStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { rechargeAdminKey } from './recharge-query-keys';

export type RechargeOrdersQuery = {
  status: RechargeStatus | '';
  q: string;
  page: number;
  pageSize: number;
};

/** GET /api/admin/recharge/orders?status=&q=&page=&pageSize= (admin only), newest first. */
export const getRechargeOrders = ({ status, q, page, pageSize }: RechargeOrdersQuery) =>
  api.get<AdminRechargeOrdersResponse>('/admin/recharge/orders', {
    params: { status: status || undefined, q: q.trim() || undefined, page, pageSize },
  });

export const rechargeOrdersQueryOptions = (query: RechargeOrdersQuery) =>
  queryOptions({
    queryKey: [...rechargeAdminKey, 'orders', query],
    queryFn: () => getRechargeOrders(query),
    placeholderData: keepPreviousData,
  });

export function useRechargeOrders(query: RechargeOrdersQuery) {
  return useQuery(rechargeOrdersQueryOptions(query));
}
