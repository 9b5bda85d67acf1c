import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody, SuccessMessage } from '@seva/contracts';
import { meQueryKey } from '@/domains/account/me-query';
import { api } from '@/lib/api-client';

/** PUT /api/users/:id (SPEC §7) with the editable details; own record only. */
export const updateProfile = ({ id, body }: { id: string; body: ProfileUpdateBody }) =>
  api.put<SuccessMessage>(`/users/${encodeURIComponent(id)}`, body);

/** Refreshes the profile (['me']) and the header's name (['session']) after a save. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ]),
  });
}
