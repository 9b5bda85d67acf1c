import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

/** `status`: one status, several joined by commas (`placed,packed`) or '' for all. */
export type ShopOrdersQuery = { status: string; q: string; page: number; pageSize: number };

export const shopOrdersQueryKey = [...shopAdminKey, 'orders'] as const;

/** GET /api/admin/shop/orders?status=&q=&page=&pageSize= (admin only), newest first. */
export const getShopOrders = ({ status, q, page, pageSize }: ShopOrdersQuery) =>
  api.get<AdminOrdersResponse>('/admin/shop/orders', {
    params: { status: status || undefined, q: q.trim() || undefined, page, pageSize },
  });

export const shopOrdersQueryOptions = (query: ShopOrdersQuery) =>
  queryOptions({
    queryKey: [...shopOrdersQueryKey, query],
    queryFn: () => getShopOrders(query),
    placeholderData: keepPreviousData,
  });

export function useShopOrders(query: ShopOrdersQuery) {
  return useQuery(shopOrdersQueryOptions(query));
}
