/**
 * POST /api/notifications/:id/read → `{ success, unread }` (the unread count
 * left); 404 MESSAGES.notificationNotFound for one that is not the member's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { refreshAfterReading } from './query-keys';

export const markNotificationRead = (id: string) =>
  api.post<NotificationsReadResponse>(`/notifications/${encodeURIComponent(id)}/read`);

/**
 * Marks one notification read, then refreshes the list and the header
 * badge. The invalidation sits on the hook, so it still runs when the click
 * also left the page (a notification that links elsewhere).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => refreshAfterReading(queryClient),
  });
}
