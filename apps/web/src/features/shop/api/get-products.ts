/**
 * POST /api/e-commerce/get_products `{ categoryId?, search?, page, pageSize }`
 * → `{ status, data: Product[], page, pageSize, total }`, one page at a time
 * behind "Load more".
 */
import { useCallback } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, type GetProductsBody, type ProductsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export type ProductFilter = { categoryId?: string; search?: string };

export const getProducts = (body: GetProductsBody) => api.post<ProductsResponse>('/e-commerce/get_products', body);

export const productsQueryOptions = ({ categoryId, search }: ProductFilter) => {
  const filter = { categoryId: categoryId || undefined, search: search?.trim() || undefined };
  return infiniteQueryOptions({
    queryKey: ['shop', 'products', filter],
    queryFn: ({ pageParam }) => getProducts({ ...filter, page: pageParam, pageSize: PRODUCT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // A new filter keeps the old cards on screen (dimmed) until its answer arrives.
    placeholderData: keepPreviousData,
  });
};

/** Products matching the filter; `fetchNextPage` loads the next page. */
/** The pages of products matching `filter`, in the interface language. */
export function useProducts(filter: ProductFilter) {
  const { all } = useLocalized();
  const select = useCallback(
    (data: InfiniteData<ProductsResponse, number>) => ({
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: all(page.data) })),
    }),
    [all],
  );
  return useInfiniteQuery({ ...productsQueryOptions(filter), select });
}
