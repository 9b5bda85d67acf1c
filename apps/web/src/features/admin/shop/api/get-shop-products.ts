import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export type ShopProductsQuery = {
  q: string;
  categoryId: string;
  /** '' both, 'true' active only, 'false' hidden only. */
  active: '' | 'true' | 'false';
  /** 'missing': only products whose Hindi is incomplete. */
  hindi: '' | 'missing';
  page: number;
  pageSize: number;
};

export const shopProductsQueryKey = [...shopAdminKey, 'products'] as const;

/** GET /api/admin/shop/products?q=&categoryId=&active=&hindi=&page=&pageSize= (admin only), by name. */
export const getShopProducts = ({ q, categoryId, active, hindi, page, pageSize }: ShopProductsQuery) =>
  api.get<AdminProductsResponse>('/admin/shop/products', {
    params: {
      q: q.trim() || undefined,
      categoryId: categoryId || undefined,
      active: active || undefined,
      hindi: hindi || undefined,
      page,
      pageSize,
    },
  });

export const shopProductsQueryOptions = (query: ShopProductsQuery) =>
  queryOptions({
    queryKey: [...shopProductsQueryKey, query],
    queryFn: () => getShopProducts(query),
    placeholderData: keepPreviousData,
  });

export function useShopProducts(query: ShopProductsQuery) {
  return useQuery(shopProductsQueryOptions(query));
}
