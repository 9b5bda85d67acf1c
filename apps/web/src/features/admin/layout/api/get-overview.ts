import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverviewResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/overview (any admin): what waits in each queue of the caller's areas. */
export const getOverview = () => api.get<AdminOverviewResponse>('/admin/overview');

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: getOverview, refetchOnWindowFocus: true });

/** The overview's queues, refreshed when the admin comes back to the tab. */
export function useOverview() {
  return useQuery(overviewQueryOptions());
}
