/**
 * GET /api/admin/getSubCategoryByCategoryId?categoryId= (the GET form of the
 * SPEC's POST) → `{ status, category, results: MediaSubCategory[] }`; a
 * failure (404 for a hidden category included) gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaSubCategoriesResponse, MediaSubCategory } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { sancharKeys } from './query-keys';

export const getSubCategories = async (categoryId: string): Promise<MediaSubCategory[]> => {
  try {
    const response = await api.get<MediaSubCategoriesResponse>('/admin/getSubCategoryByCategoryId', {
      params: { categoryId },
    });
    return response.results;
  } catch {
    return [];
  }
};

export const subCategoriesQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: sancharKeys.subCategories(categoryId),
    queryFn: () => getSubCategories(categoryId),
    staleTime: 5 * 60_000,
  });

/** The sub-categories of `categoryId`; idle while it is '' (the categories still loading). */
export function useSubCategories(categoryId: string) {
  return useQuery({ ...subCategoriesQueryOptions(categoryId), enabled: categoryId !== '', select: useLocalized().all });
}
