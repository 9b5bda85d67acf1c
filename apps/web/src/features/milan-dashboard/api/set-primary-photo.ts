/** PATCH /api/users/:id/photos/:photoId `{ isPrimary: true }` → `{ success, message, photos }`: the main photo. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhotosResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { storePhotos } from './photos-cache';

export const setPrimaryPhoto = (profileId: string, photoId: string) =>
  api.patch<ProfilePhotosResponse>(`/users/${encodeURIComponent(profileId)}/photos/${encodeURIComponent(photoId)}`, {
    isPrimary: true,
  });

export function useSetPrimaryPhoto(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => setPrimaryPhoto(profileId, photoId),
    onSuccess: (response) => storePhotos(queryClient, profileId, response.photos),
  });
}
