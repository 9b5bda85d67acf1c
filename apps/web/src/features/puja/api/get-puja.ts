/**
 * GET /api/e-commerce/get_puja_details/:id → `{ status, data: PujaDetails }`
 * (packages, upcoming dates soonest first, deliverables); 404 for an unknown id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN, type PujaDetails, type PujaDetailsResponse } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export const getPuja = async (id: string): Promise<PujaDetails> =>
  (await api.get<PujaDetailsResponse>(`/e-commerce/get_puja_details/${encodeURIComponent(id)}`)).data;

export const pujaQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['puja', 'details', id], queryFn: () => getPuja(id) });

/** One puja with its packages and dates, in the interface language; runs only when `enabled` (a well-formed id). */
export function usePuja(id: string, enabled = true) {
  return useQuery({ ...pujaQueryOptions(id), enabled, select: useLocalized().one });
}

/**
 * The puja named by `?id=` of the current page: the query (off for an id
 * that is not 24 hex), the page's search params, and whether it is known
 * not to exist (a malformed id, or the server's 404).
 */
export function usePujaFromQuery() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const puja = usePuja(id, valid);
  const notFound = !valid || (puja.isError && puja.error instanceof ApiError && puja.error.status === 404);
  return { params, valid, puja, notFound };
}
