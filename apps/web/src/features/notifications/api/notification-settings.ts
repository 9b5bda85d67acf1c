/**
 * GET /api/notifications/settings and PUT it (issue 23): every kind with the
 * channels the customer keeps (push, SMS, e-mail; in-app always), and whether
 * this customer has a subscribed device and a verified e-mail.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsBody, NotificationSettingsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const getNotificationSettings = () => api.get<NotificationSettingsResponse>('/notifications/settings');

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export const updateNotificationSettings = (body: NotificationSettingsBody) =>
  api.put<NotificationSettingsResponse>('/notifications/settings', body);

/** Saves a change; the answer (every kind) replaces the settings on screen. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings, answer),
  });
}
