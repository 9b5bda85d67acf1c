/**
 * DELETE /api/users/me/family/:id → `{ success, message }` (issue 22): the
 * member removes a helper, or the invited person declines an invitation or
 * stops helping with an account. `id` is the invitation's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyActionResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

export const removeFamilyLink = (id: string) =>
  api.delete<FamilyActionResponse>(`/users/me/family/${encodeURIComponent(id)}`);

/** Removes the link, then reads the family access again. */
export function useRemoveFamilyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: milanDashboardKeys.family() }),
  });
}
