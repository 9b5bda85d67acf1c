/**
 * GET /api/users/shortlist?page=&pageSize= → `{ status, results: ProfileCard[],
 * total, page, pageSize }`: the signed-in member's shortlist (issue 22),
 * newest saved first, as search cards. 409 when the member has no Milan
 * Sathi profile yet.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShortlistListResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

/** Cards per page of the shortlist, as search shows them. */
export const SHORTLIST_PAGE_SIZE = 12;

export const getShortlist = (page: number) =>
  api.get<ShortlistListResponse>('/users/shortlist', { params: { page, pageSize: SHORTLIST_PAGE_SIZE } });

export const shortlistQueryOptions = (viewerId: string, page: number) =>
  queryOptions({ queryKey: milanKeys.shortlist(viewerId, page), queryFn: () => getShortlist(page) });

/** Page `page` (from 1) of the signed-in member's shortlist; the last page stays on screen while the next loads. */
export function useShortlist(page: number) {
  const viewerId = useMilanViewerId() ?? '';
  return useQuery({ ...shortlistQueryOptions(viewerId, page), placeholderData: keepPreviousData });
}
