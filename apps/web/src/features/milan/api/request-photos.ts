/**
 * POST /api/users/:id/photo-request → `{ success, message, photoRequested: true }`
 * (issue 22): the signed-in member asks a member whose photos they cannot
 * see, or who has none, to add or show them. Once per member: asking again
 * answers the same. A failure's body names the reason in `error`
 * (PHOTO_REQUEST_ERRORS), surfaced as ApiError.reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoRequestResponse, ProfileView } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

export const requestPhotos = (id: string) =>
  api.post<PhotoRequestResponse>(`/users/${encodeURIComponent(id)}/photo-request`);

/** Asks member `id` for photos; on success the profile on screen says `photoRequested` at once. */
export function useRequestPhotos(id: string) {
  const queryClient = useQueryClient();
  const viewerId = useMilanViewerId() ?? '';
  const key = milanKeys.profile(viewerId, id);
  return useMutation({
    mutationFn: () => requestPhotos(id),
    onSuccess: () => {
      queryClient.setQueryData<ProfileView>(key, (profile) =>
        profile ? { ...profile, photoRequested: true } : profile,
      );
    },
  });
}
