/**
 * GET /api/users/matches?mode=&page=&pageSize= → `{ status, results:
 * MatchCard[], total, page, pageSize, mode, stated }`: "Matches for you"
 * (issue 22), mutual matches on partner preferences, best fit first, each
 * card with why it matches. 409 when the member has no Milan Sathi profile yet.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchMode, MatchesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

/** Cards per page of matches, as search shows them. */
export const MATCHES_PAGE_SIZE = 12;

export const getMatches = (mode: MatchMode, page: number) =>
  api.get<MatchesResponse>('/users/matches', { params: { mode, page, pageSize: MATCHES_PAGE_SIZE } });

export const matchesQueryOptions = (viewerId: string, mode: MatchMode, page: number) =>
  queryOptions({ queryKey: milanKeys.matches(viewerId, mode, page), queryFn: () => getMatches(mode, page) });

/** Page `page` (from 1) of the signed-in member's matches in `mode`; the last page stays on screen while the next loads. */
export function useMatches(mode: MatchMode, page: number) {
  const viewerId = useMilanViewerId() ?? '';
  return useQuery({ ...matchesQueryOptions(viewerId, mode, page), placeholderData: keepPreviousData });
}
