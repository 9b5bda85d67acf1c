import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoriesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export const shopCategoriesQueryKey = [...shopAdminKey, 'categories'] as const;

/** GET /api/admin/shop/categories (admin only): every category, active or not, with product counts. */
export const getShopCategories = () => api.get<AdminCategoriesResponse>('/admin/shop/categories');

export const shopCategoriesQueryOptions = () =>
  queryOptions({ queryKey: shopCategoriesQueryKey, queryFn: getShopCategories });

export function useShopCategories() {
  return useQuery(shopCategoriesQueryOptions());
}
