/**
 * GET /api/users/me/profile-views?page&pageSize → `{ status, total, results:
 * ProfileViewer[], page, pageSize, locked, browsePrivately }` (issue 22): how
 * many members viewed the signed-in member's profile in the last 30 days
 * and, on a paid plan, who (newest first); `locked` on the free plan.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileViewsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { milanKeys } from './query-keys';

/** Viewers per page of /dashboard/profile-views. */
export const PROFILE_VIEWS_PAGE_SIZE = 12;

export const getProfileViews = (page: number) =>
  api.get<ProfileViewsResponse>('/users/me/profile-views', { params: { page, pageSize: PROFILE_VIEWS_PAGE_SIZE } });

export const profileViewsQueryOptions = (viewerId: string, page: number) =>
  queryOptions({ queryKey: milanKeys.profileViews(viewerId, page), queryFn: () => getProfileViews(page) });

/** Page `page` (from 1) of the member's viewers; keeps the last page on screen while the next loads. */
export function useProfileViews(page: number) {
  const viewerId = useSession().customer?.userid ?? '';
  return useQuery({ ...profileViewsQueryOptions(viewerId, page), placeholderData: keepPreviousData });
}
