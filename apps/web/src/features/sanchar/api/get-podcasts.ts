/**
 * Podcast episodes of a sub-category: GET /api/admin/getAudioBySubCategory
 * ?subCategoryId=&page=&pageSize= → a MediaPage<Podcast>, newest first.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Podcast } from '@seva/contracts';
import { sancharKeys } from './query-keys';
import { getFirstItems, mediaPagesOptions, useLocalizedPages } from './paging';
import { useLocalized } from '@/lib/localized-content';

const LIST_URL = '/admin/getAudioBySubCategory';

/** Every loaded page of `subCategoryId`'s episodes; idle while it is ''. */
export function usePodcastPages(subCategoryId: string) {
  return useInfiniteQuery({
    ...mediaPagesOptions<Podcast>(sancharKeys.podcasts(subCategoryId), LIST_URL, subCategoryId),
    enabled: subCategoryId !== '',
    select: useLocalizedPages<Podcast>(),
  });
}

/** Up to `count` newest episodes of a sub-category, for "more episodes" beside one. */
export function useMorePodcasts(subCategoryId: string | undefined, count: number) {
  return useQuery({
    queryKey: sancharKeys.morePodcasts(subCategoryId ?? ''),
    queryFn: () => getFirstItems<Podcast>(LIST_URL, subCategoryId ?? '', count),
    enabled: Boolean(subCategoryId),
    select: useLocalized().all,
  });
}
