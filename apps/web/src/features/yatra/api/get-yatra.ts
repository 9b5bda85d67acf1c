/**
 * POST /api/app/customer/yatra_details_by_id `{ id }` → `{ status, data:
 * YatraDetails }` (itinerary, inclusions, exclusions, prices, departures
 * soonest first, cancellation slabs); 404 for an unknown id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN, type YatraDetails, type YatraDetailsResponse } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { yatraKeys } from './query-keys';

export const getYatra = async (id: string): Promise<YatraDetails> =>
  (await api.post<YatraDetailsResponse>('/app/customer/yatra_details_by_id', { id })).data;

export const yatraQueryOptions = (id: string) =>
  queryOptions({ queryKey: yatraKeys.details(id), queryFn: () => getYatra(id) });

/**
 * The yatra named by `?id=` of the current page, in the interface language: the query (off for an id
 * that is not 24 hex), the page's search params, and whether it is known not
 * to exist (a malformed id, or the server's 404).
 */
export function useYatraFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const yatra = useQuery({ ...yatraQueryOptions(id), enabled: valid, select: useLocalized().one });
  const notFound = !valid || (yatra.isError && yatra.error instanceof ApiError && yatra.error.status === 404);
  return { params, valid, yatra, notFound };
}
