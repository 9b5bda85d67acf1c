import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfile, ProfileUpdateBody, SuccessMessage } from '@seva/contracts';
import { meQueryKey } from './me-query';
import { api } from '@/lib/api-client';

/**
 * The editable details of `profile` as PUT /api/users/:id takes them. The body replaces every field, so a
 * change of some (the name prompt's name) starts from this.
 */
export function profileBody(profile: CustomerProfile): ProfileUpdateBody {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    gender: profile.gender,
    country: profile.country,
    state: profile.state,
    city: profile.city,
    address: profile.address,
    pincode: profile.pincode,
  };
}

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
