/**
 * POST /api/users/:id/upload-image (multipart, field `image`: JPEG, PNG or
 * WebP up to 5 MB; at most 6 photos) → `{ success, message, photos }`.
 * Reports upload progress 0–1. Fails with the server's message: 400 (not an
 * image), 413 (too large), 409 (six photos already).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePhotosResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { storePhotos } from './photos-cache';

type UploadVariables = { file: File; onProgress?: (fraction: number) => void };

export function uploadPhoto(profileId: string, { file, onProgress }: UploadVariables) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<ProfilePhotosResponse>(`/users/${encodeURIComponent(profileId)}/upload-image`, form, onProgress);
}

export function useUploadPhoto(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UploadVariables) => uploadPhoto(profileId, variables),
    onSuccess: (response) => storePhotos(queryClient, profileId, response.photos),
  });
}
