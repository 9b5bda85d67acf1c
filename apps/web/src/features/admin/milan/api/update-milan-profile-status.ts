/**
 * PATCH /api/admin/milan/profiles/:id/status `{ status: 'suspended', reason }`
 * or `{ status: 'active' }` → `{ message, data: AdminProfile }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanProfilesKey } from './milan-query-keys';

export type MilanProfileStatusChange = { id: string } & (
  { status: 'suspended'; reason: string } | { status: 'active' }
);

export const updateMilanProfileStatus = ({ id, ...body }: MilanProfileStatusChange) =>
  api.patch<AdminProfileResponse>(`/admin/milan/profiles/${encodeURIComponent(id)}/status`, body);

export function useUpdateMilanProfileStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilanProfileStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milanProfilesKey }),
  });
}
