import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefundsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export type RefundsQuery = { page: number; pageSize: number };

/** GET /api/admin/shop/refunds?page=&pageSize= (admin only): the refund ledger, newest first. */
export const getRefunds = ({ page, pageSize }: RefundsQuery) =>
  api.get<AdminRefundsResponse>('/admin/shop/refunds', { params: { page, pageSize } });

export const refundsQueryOptions = (query: RefundsQuery) =>
  queryOptions({
    queryKey: [...shopAdminKey, 'refunds', query],
    queryFn: () => getRefunds(query),
    placeholderData: keepPreviousData,
  });

export function useRefunds(query: RefundsQuery) {
  return useQuery(refundsQueryOptions(query));
}
