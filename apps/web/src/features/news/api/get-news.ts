/**
 * GET /api/user/news/:id → `{ status, data: NewsDetails }` (the summary plus
 * the body, paragraphs separated by blank lines); 404 for an unknown or
 * not-yet-published item.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN, type NewsDetails, type NewsDetailsResponse } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { newsKeys } from './query-keys';

export const getNews = async (id: string): Promise<NewsDetails> =>
  (await api.get<NewsDetailsResponse>(`/user/news/${encodeURIComponent(id)}`)).data;

export const newsQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.details(id), queryFn: () => getNews(id), staleTime: 60_000 });

/**
 * The item named by `?id=`, in the interface language: the query (off for an id that is not 24 hex) and
 * whether it is known not to exist (a malformed id, or the server's 404).
 */
export function useNewsFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const news = useQuery({ ...newsQueryOptions(id), enabled: valid, select: useLocalized().one });
  const notFound = !valid || (news.isError && news.error instanceof ApiError && news.error.status === 404);
  return { id, valid, news, notFound };
}
