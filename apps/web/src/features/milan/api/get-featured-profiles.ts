/**
 * GET /api/users/featured → `{ success, results: ProfileCard[] }`: up to 8
 * complete profiles with a photo, boosted ones first. A list load: a
 * failure gives an empty list, which hides the section (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedProfilesResponse, ProfileCard } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

export const getFeaturedProfiles = async (): Promise<ProfileCard[]> => {
  try {
    return (await api.get<FeaturedProfilesResponse>('/users/featured')).results ?? [];
  } catch {
    return [];
  }
};

export const featuredProfilesQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: milanKeys.featured(viewerId), queryFn: getFeaturedProfiles, staleTime: 60_000 });

/** The landing page's featured cards, as the signed-in member (or a visitor) may see them. */
export function useFeaturedProfiles() {
  const viewerId = useMilanViewerId() ?? '';
  return useQuery(featuredProfilesQueryOptions(viewerId));
}
