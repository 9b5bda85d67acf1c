/**
 * The notification query keys, under domains/milan/query-roots' `notifications` root:
 * the realtime socket invalidates that root when `notification:new` arrives
 * (so every page of the list refreshes), and logout drops it. Reading one
 * or all refreshes the root and the header badge.
 */
import type { QueryClient } from '@tanstack/react-query';
import { badgesQueryKey } from '@/domains/milan/badges';
import { queryRoots } from '@/domains/milan/query-roots';

export type NotificationFilter = 'all' | 'unread';

export const notificationKeys = {
  all: queryRoots.notifications,
  list: (filter: NotificationFilter, page: number) => [...queryRoots.notifications, 'list', filter, page] as const,
  /** The channels per kind (issue 23). */
  settings: [...queryRoots.notifications, 'settings'] as const,
};

/** After reading one or all: every page of the list and the header badge are read again. */
export function refreshAfterReading(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: badgesQueryKey }),
  ]);
}
