/** DELETE /api/users/:id/photos/:photoId → `{ success, message, photos }` (the server picks a new main photo). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhotosResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { storePhotos } from './photos-cache';

export const deletePhoto = (profileId: string, photoId: string) =>
  api.delete<ProfilePhotosResponse>(`/users/${encodeURIComponent(profileId)}/photos/${encodeURIComponent(photoId)}`);

export function useDeletePhoto(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto(profileId, photoId),
    onSuccess: (response) => storePhotos(queryClient, profileId, response.photos),
  });
}
