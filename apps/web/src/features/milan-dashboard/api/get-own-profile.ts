/**
 * GET /api/users/:id for the signed-in member's own id → `{ success, user:
 * ProfileView }` with every field, `own: true` and `completeness` (0–100).
 * A 404 whose `error` is 'profile_required' means no Milan Sathi profile
 * was made yet: that resolves to null. Any other failure throws ApiError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView, ProfileViewResponse } from '@seva/contracts';
import { api, ApiError } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

/** The reason the API gives for "this customer has no Milan Sathi profile yet". */
export const PROFILE_REQUIRED = 'profile_required';

export async function getOwnProfile(id: string): Promise<ProfileView | null> {
  try {
    return (await api.get<ProfileViewResponse>(`/users/${encodeURIComponent(id)}`)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.reason === PROFILE_REQUIRED) return null;
    throw error;
  }
}

export const ownProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: milanDashboardKeys.profile(id), queryFn: () => getOwnProfile(id) });

/** The own profile (null: none yet); off until the session knows the id. */
export function useOwnProfile(id: string | undefined) {
  return useQuery({ ...ownProfileQueryOptions(id ?? ''), enabled: Boolean(id) });
}
