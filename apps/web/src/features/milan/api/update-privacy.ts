/**
 * PUT /api/users/me/privacy `{ browsePrivately }` → `{ success, message,
 * browsePrivately }` (issue 22): private browsing, a paid plan's feature
 * (403 with the catalogue's message otherwise).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacySettingsBody, PrivacySettingsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanKeys } from './query-keys';

export const updatePrivacy = (body: PrivacySettingsBody) => api.put<PrivacySettingsResponse>('/users/me/privacy', body);

/** Turns private browsing on or off; the viewers page reads the setting again. */
export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...milanKeys.all, 'profile-views'] }),
  });
}
