/**
 * GET /api/users/search?<filters>&sort=&page=&pageSize=&currentUserId= →
 * `{ status, results: ProfileCard[], total, page, pageSize }` (SPEC §7).
 * `currentUserId` is sent when someone is signed in. Failures throw
 * ApiError: `sort=match` answers 400 when the viewer has no birth details,
 * and the page says so instead of showing an empty list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSearchResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { searchRequestParams, type SearchState } from '../search-params';
import { milanKeys } from './query-keys';

export const searchProfiles = (params: Record<string, string | number | undefined>) =>
  api.get<ProfileSearchResponse>('/users/search', { params });

export const searchProfilesQueryOptions = (viewerId: string, params: Record<string, string | number | undefined>) =>
  queryOptions({
    queryKey: milanKeys.search(viewerId, params),
    queryFn: () => searchProfiles(params),
    staleTime: 30_000,
  });

/** One page of profiles for the search the address describes. */
export function useProfileSearch(state: SearchState) {
  const viewerId = useMilanViewerId();
  const params = searchRequestParams(state, viewerId);
  return useQuery(searchProfilesQueryOptions(viewerId ?? '', params));
}
