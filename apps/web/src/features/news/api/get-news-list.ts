/**
 * GET /api/user/getNewsByCategory?categoryId=&page=&pageSize= → `{ status,
 * results: NewsSummary[], total, page, pageSize }`, newest first; no
 * categoryId means every category. One page at a time behind "Load more". A
 * list load: a failed page reads as an empty last page (SPEC §8).
 */
import { useCallback } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { NewsListResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { newsKeys } from './query-keys';

/** A page of the list as the screen keeps it: the contract's answer without its `status`. */
export type NewsPage = Omit<NewsListResponse, 'status'>;

export const NEWS_PAGE_SIZE = 12;

export const getNewsPage = async (categoryId: string, page: number, pageSize: number): Promise<NewsPage> => {
  try {
    const answer = await api.get<NewsListResponse>('/user/getNewsByCategory', {
      params: { categoryId: categoryId || undefined, page, pageSize },
    });
    return { results: answer.results ?? [], total: answer.total ?? 0, page: answer.page ?? page, pageSize };
  } catch {
    return { results: [], total: 0, page, pageSize };
  }
};

export const newsListQueryOptions = (categoryId: string, pageSize = NEWS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(categoryId, pageSize),
    queryFn: ({ pageParam }) => getNewsPage(categoryId, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.results.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });

/** The news of one category ('' for all), newest first, in the interface language; `fetchNextPage` loads the next page. */
export function useNewsList(categoryId: string) {
  const { all } = useLocalized();
  const select = useCallback(
    (data: InfiniteData<NewsPage, number>) => ({
      ...data,
      pages: data.pages.map((page) => ({ ...page, results: all(page.results) })),
    }),
    [all],
  );
  return useInfiniteQuery({ ...newsListQueryOptions(categoryId), select });
}

/** The first `count` items of a category, in the interface language, for "more in this category" beside an item. */
export function useLatestInCategory(categoryId: string, count: number) {
  const { all } = useLocalized();
  return useQuery({
    queryKey: [...newsKeys.list(categoryId, count), 'first'],
    queryFn: () => getNewsPage(categoryId, 1, count),
    enabled: categoryId !== '',
    staleTime: 60_000,
    select: (page) => all(page.results),
  });
}
