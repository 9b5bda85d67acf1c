/**
 * The public paged lists (videos, podcast episodes of a sub-category):
 * `{ status, results, total, page, pageSize }`, newest first, loaded a page
 * at a time with "Load more".
 */
import { useCallback } from 'react';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { PagedResults } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

/** One page of videos or episodes (contracts videosResponseSchema, podcastsResponseSchema). */
export type MediaPage<T> = PagedResults<T>;

/** Items per "Load more" (the API allows 1–50). */
export const MEDIA_PAGE_SIZE = 12;

/** GET `url`?subCategoryId=&page=&pageSize= (the GET form of the SPEC's POST list calls). */
export const getMediaPage = <T>(url: string, subCategoryId: string, page: number, pageSize = MEDIA_PAGE_SIZE) =>
  api.get<MediaPage<T>>(url, { params: { subCategoryId, page, pageSize } });

/** The next page number, or undefined once every item is loaded. */
export function nextPage(last: MediaPage<unknown>): number | undefined {
  const loaded = (last.page - 1) * last.pageSize + last.results.length;
  return last.results.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

export const mediaPagesOptions = <T>(queryKey: readonly unknown[], url: string, subCategoryId: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getMediaPage<T>(url, subCategoryId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The first few items of a sub-category (a details page's "more like this"); [] when they cannot load. */
export async function getFirstItems<T>(url: string, subCategoryId: string, count: number): Promise<T[]> {
  try {
    return (await getMediaPage<T>(url, subCategoryId, 1, count)).results;
  } catch {
    return [];
  }
}

/** A `select` for an infinite media list: every page's records in the interface language (decision 011). */
export function useLocalizedPages<T extends { hi?: unknown }>() {
  const { all } = useLocalized();
  return useCallback(
    (data: InfiniteData<MediaPage<T>, number>) => ({
      ...data,
      pages: data.pages.map((page) => ({ ...page, results: all(page.results) })),
    }),
    [all],
  );
}
