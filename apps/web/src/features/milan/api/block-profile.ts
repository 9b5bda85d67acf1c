/**
 * POST /api/users/:id/block → `{ success, message }`: the signed-in member
 * blocks `:id`; from then on neither sees the other (their profile answers
 * 404 and leaves every search).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanKeys } from './query-keys';

export const blockProfile = (id: string) => api.post<BlockResponse>(`/users/${encodeURIComponent(id)}/block`);

/**
 * Blocks a member; forgets the search and featured results, which may have
 * shown them (the profile on screen stays until the page leaves it).
 */
export function useBlockProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => blockProfile(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...milanKeys.all, 'search'] });
      queryClient.removeQueries({ queryKey: [...milanKeys.all, 'featured'] });
    },
  });
}
