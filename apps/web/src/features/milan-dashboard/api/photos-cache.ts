/** Puts the photos a photo call answered into the cached own profile, so the page shows them at once. */
import type { QueryClient } from '@tanstack/react-query';
import type { ProfilePhoto, ProfileView } from '@seva/contracts';
import { milanDashboardKeys } from './query-keys';

export function storePhotos(queryClient: QueryClient, profileId: string, photos: ProfilePhoto[]): void {
  queryClient.setQueryData<ProfileView | null>(milanDashboardKeys.profile(profileId), (profile) =>
    profile ? { ...profile, photos } : profile,
  );
}
