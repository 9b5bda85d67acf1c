/**
 * GET /api/admin/getSeparateCategories → `{ status, results: MediaCategory[] }`
 * in display order, each with its published video and podcast counts. A list
 * load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaCategoriesResponse, MediaCategory } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { sancharKeys } from './query-keys';

export const getMediaCategories = async (): Promise<MediaCategory[]> => {
  try {
    return (await api.get<MediaCategoriesResponse>('/admin/getSeparateCategories')).results;
  } catch {
    return [];
  }
};

export const mediaCategoriesQueryOptions = () =>
  queryOptions({ queryKey: sancharKeys.categories(), queryFn: getMediaCategories, staleTime: 5 * 60_000 });

export function useMediaCategories() {
  return useQuery({ ...mediaCategoriesQueryOptions(), select: useLocalized().all });
}
