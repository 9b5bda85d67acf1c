/**
 * GET /api/users/:id → `{ success, user: ProfileView }`: the profile as the
 * viewer may see it (privacy rules, kundli with the viewer, connection
 * state); 404 for an unknown, hidden or blocked profile.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECORD_ID_PATTERN, type ProfileView, type ProfileViewResponse } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

export const getProfile = async (id: string): Promise<ProfileView> =>
  (await api.get<ProfileViewResponse>(`/users/${encodeURIComponent(id)}`)).user;

export const profileQueryOptions = (viewerId: string, id: string) =>
  queryOptions({ queryKey: milanKeys.profile(viewerId, id), queryFn: () => getProfile(id) });

/**
 * The profile `id` for the signed-in member (or a visitor), and whether it
 * is known not to exist: an id that is not 24 hex, or the server's 404.
 */
export function useProfile(id: string) {
  const viewerId = useMilanViewerId() ?? '';
  const valid = RECORD_ID_PATTERN.test(id);
  const profile = useQuery({ ...profileQueryOptions(viewerId, id), enabled: valid });
  const notFound = !valid || (profile.isError && profile.error instanceof ApiError && profile.error.status === 404);
  return { profile, notFound };
}
