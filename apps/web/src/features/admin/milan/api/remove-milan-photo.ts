/** DELETE /api/admin/milan/profiles/:id/photos/:photoId → `{ message, data: AdminProfile }` without that photo. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfileResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanProfilesKey } from './milan-query-keys';

export type MilanPhotoRemoval = { id: string; photoId: string };

export const removeMilanPhoto = ({ id, photoId }: MilanPhotoRemoval) =>
  api.delete<AdminProfileResponse>(
    `/admin/milan/profiles/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  );

export function useRemoveMilanPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMilanPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milanProfilesKey }),
  });
}
