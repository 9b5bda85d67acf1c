/**
 * GET /api/notifications?unread&page&pageSize → NotificationsResponse: the
 * signed-in member's notifications newest first (`unread=true`: only the
 * unread ones), with `unread`, how many are unread in all.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsQuery, NotificationsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys, type NotificationFilter } from './query-keys';

/** Rows per page of /dashboard/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const getNotifications = (filter: NotificationFilter, page: number) => {
  const params = {
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    unread: filter === 'unread' ? 'true' : undefined,
  } satisfies NotificationsQuery;
  return api.get<NotificationsResponse>('/notifications', { params });
};

export const notificationsQueryOptions = (filter: NotificationFilter, page: number) =>
  queryOptions({ queryKey: notificationKeys.list(filter, page), queryFn: () => getNotifications(filter, page) });

/** One page of the list; the last page stays on screen while the next one loads. */
export function useNotifications(filter: NotificationFilter, page: number) {
  return useQuery({ ...notificationsQueryOptions(filter, page), placeholderData: keepPreviousData });
}
