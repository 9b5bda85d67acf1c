/**
 * GET /api/user/getBreakingNews → `{ status, result: NewsSummary[] }`:
 * published breaking items, newest first (at most BREAKING_NEWS_LIMIT). A
 * list load: a failure gives an empty list, which hides the ticker (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BreakingNewsResponse, NewsSummary } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { newsKeys } from './query-keys';

export const getBreakingNews = async (): Promise<NewsSummary[]> => {
  try {
    return (await api.get<BreakingNewsResponse>('/user/getBreakingNews')).result ?? [];
  } catch {
    return [];
  }
};

export const breakingNewsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.breaking(), queryFn: getBreakingNews, staleTime: 60_000 });

/** The ticker's headlines, in the interface language. */
export function useBreakingNews() {
  return useQuery({ ...breakingNewsQueryOptions(), select: useLocalized().all });
}
