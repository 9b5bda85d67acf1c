/**
 * Sanchar search: GET /api/search?q=&type=&page=&pageSize= → one page of the
 * matching videos, podcast episodes and news (contracts media-search.ts),
 * each in the interface language (decision 011). Idle under 2 letters.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MediaSearchResponse, SearchType } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { SEARCH_MIN_LENGTH } from '../links';

/** Matches shown per type: a few each on "All", a page's worth on one type. */
export const SEARCH_PAGE_SIZE = { all: 6, one: 12 } as const;

export const searchMedia = (q: string, type: SearchType, page: number) =>
  api.get<MediaSearchResponse>('/search', {
    params: { q, type, page, pageSize: type === 'all' ? SEARCH_PAGE_SIZE.all : SEARCH_PAGE_SIZE.one },
  });

/** The search of `q` (trimmed), limited to `type`, page `page`; keeps the last answer on screen while the next loads. */
export function useMediaSearch(q: string, type: SearchType, page: number) {
  const { all } = useLocalized();
  const select = useCallback(
    (data: MediaSearchResponse) => ({
      ...data,
      videos: { ...data.videos, results: all(data.videos.results) },
      podcasts: { ...data.podcasts, results: all(data.podcasts.results) },
      news: { ...data.news, results: all(data.news.results) },
    }),
    [all],
  );
  return useQuery({
    queryKey: ['sanchar', 'search', q, type, page],
    queryFn: () => searchMedia(q, type, page),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    select,
  });
}
