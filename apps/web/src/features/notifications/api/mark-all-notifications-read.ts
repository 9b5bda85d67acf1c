/** POST /api/notifications/read-all → `{ success, unread: 0 }`: every notification of the member is read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationsReadResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { refreshAfterReading } from './query-keys';

export const markAllNotificationsRead = () => api.post<NotificationsReadResponse>('/notifications/read-all');

/** Marks everything read, then refreshes the list and the header badge. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => refreshAfterReading(queryClient),
  });
}
