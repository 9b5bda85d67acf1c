/**
 * GET /api/e-commerce/get_product_category → `{ status, data: ProductCategory[] }`.
 * A list load: a failure gives an empty list (SPEC §8), so the page still
 * offers "All".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategoriesResponse, ProductCategory } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export const getProductCategories = async (): Promise<ProductCategory[]> => {
  try {
    return (await api.get<ProductCategoriesResponse>('/e-commerce/get_product_category')).data;
  } catch {
    return [];
  }
};

export const productCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['shop', 'categories'], queryFn: getProductCategories, staleTime: 5 * 60_000 });

/** The shop's categories, for the filter chips. */
export function useProductCategories() {
  return useQuery({ ...productCategoriesQueryOptions(), select: useLocalized().all });
}
