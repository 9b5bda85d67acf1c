/**
 * The notification query keys, under lib/query-roots' `notifications` root:
 * the realtime socket invalidates that root when `notification:new` arrives
 * (so every page of the list refreshes), and logout drops it.
 */
import { queryRoots } from '@/lib/query-roots';

export type NotificationFilter = 'all' | 'unread';

export const notificationKeys = {
  all: queryRoots.notifications,
  list: (filter: NotificationFilter, page: number) => [...queryRoots.notifications, 'list', filter, page] as const,
};
