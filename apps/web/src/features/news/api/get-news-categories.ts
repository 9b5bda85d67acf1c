/**
 * GET /api/user/getNewscategory → `{ status, results: NewsCategory[] }` in
 * display order. A list load: a failure leaves only the "All" tab (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategoriesResponse, NewsCategory } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { newsKeys } from './query-keys';

export const getNewsCategories = async (): Promise<NewsCategory[]> => {
  try {
    return (await api.get<NewsCategoriesResponse>('/user/getNewscategory')).results ?? [];
  } catch {
    return [];
  }
};

export const newsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.categories(), queryFn: getNewsCategories, staleTime: 5 * 60_000 });

export function useNewsCategories() {
  return useQuery(newsCategoriesQueryOptions());
}
