/**
 * POST /api/users/me/family/:id/accept → `{ success, message }` (issue 22):
 * the invited person accepts invitation `id`; it then lists among the
 * accounts they help with. 404 familyInviteNotFound when it was removed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyActionResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

export const acceptFamilyInvitation = (id: string) =>
  api.post<FamilyActionResponse>(`/users/me/family/${encodeURIComponent(id)}/accept`);

/** Accepts an invitation, then reads the family access again. */
export function useAcceptFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFamilyInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: milanDashboardKeys.family() }),
  });
}
