/** GET /api/e-commerce/get_product_details/:id → `{ status, data: Product }`; 404 for an unknown id. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductDetailsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export const getProduct = async (id: string): Promise<Product> =>
  (await api.get<ProductDetailsResponse>(`/e-commerce/get_product_details/${encodeURIComponent(id)}`)).data;

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['shop', 'product', id], queryFn: () => getProduct(id) });

/** One product; runs only when `enabled` (a well-formed id). */
export function useProduct(id: string, enabled = true) {
  return useQuery({ ...productQueryOptions(id), enabled, select: useLocalized().one });
}
