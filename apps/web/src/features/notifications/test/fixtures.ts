/**
 * Test data for the notifications page, shaped as the API answers it
 * (contracts Notification, NotificationsResponse). Factories take overrides.
 */
import type { Notification, NotificationsResponse } from '@seva/contracts';
import { recordId } from '@/test/factories';

export const LIST = 'GET /api/notifications';
export const READ_ALL = '/api/notifications/read-all';
export const readPath = (id: string) => `/api/notifications/${id}/read`;

/** An unread interest from Ananya, five minutes before `at` (now unless told), linking to Connections. */
export function notification(overrides: Partial<Notification> = {}, at = Date.now()): Notification {
  return {
    _id: recordId(),
    kind: 'connection_request',
    title: 'Ananya sent you an interest',
    body: 'Have a look at her profile and reply.',
    link: '/dashboard/connections',
    readAt: null,
    createdAt: new Date(at - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A page as GET /api/notifications answers it; `unread` counts the unread ones shown unless told. */
export function notificationsPage(
  results: Notification[],
  { total = results.length, page = 1, unread }: { total?: number; page?: number; unread?: number } = {},
): { body: NotificationsResponse } {
  return {
    body: {
      status: true,
      results,
      total,
      page,
      pageSize: 20,
      unread: unread ?? results.filter((n) => n.readAt === null).length,
    },
  };
}
