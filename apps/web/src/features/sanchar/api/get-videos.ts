/**
 * Videos of a sub-category: GET /api/admin/getVideosBySubCategoryId
 * ?subCategoryId=&page=&pageSize= → a MediaPage<Video>, newest first.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Video } from '@seva/contracts';
import { sancharKeys } from './query-keys';
import { getFirstItems, mediaPagesOptions, useLocalizedPages } from './paging';
import { useLocalized } from '@/lib/localized-content';

const LIST_URL = '/admin/getVideosBySubCategoryId';

/** Every loaded page of `subCategoryId`'s videos; idle while it is ''. */
export function useVideoPages(subCategoryId: string) {
  return useInfiniteQuery({
    ...mediaPagesOptions<Video>(sancharKeys.videos(subCategoryId), LIST_URL, subCategoryId),
    enabled: subCategoryId !== '',
    select: useLocalizedPages<Video>(),
  });
}

/** Up to `count` newest videos of a sub-category, for "related videos" under one. */
export function useRelatedVideos(subCategoryId: string | undefined, count: number) {
  return useQuery({
    queryKey: sancharKeys.relatedVideos(subCategoryId ?? ''),
    queryFn: () => getFirstItems<Video>(LIST_URL, subCategoryId ?? '', count),
    enabled: Boolean(subCategoryId),
    select: useLocalized().all,
  });
}
