/**
 * PUT /api/users/:id (SPEC §7; own record only, 403 otherwise) with the
 * customer details and `matrimony`, the whole Milan Sathi profile
 * (contracts userUpdateBodySchema) → `{ success, message }`. Creates the
 * profile the first time. Throws ApiError with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage, UserUpdateBody } from '@seva/contracts';
import { meQueryKey } from '@/domains/account/me-query';
import { api } from '@/lib/api-client';

export const updateMilanProfile = ({ id, body }: { id: string; body: UserUpdateBody }) =>
  api.put<SuccessMessage>(`/users/${encodeURIComponent(id)}`, body);

/** Refreshes the own profile, the customer details (both under 'me') and the header's name. */
export function useUpdateMilanProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilanProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ]),
  });
}
