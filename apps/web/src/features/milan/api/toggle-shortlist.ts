/**
 * PUT | DELETE /api/users/:id/shortlist → `{ success, message, shortlisted }`:
 * the signed-in member saves profile :id to their shortlist or removes it
 * (issue 22). Both are idempotent on the server, so a repeated tap is harmless.
 */
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ProfileCard, ProfileSearchResponse, ProfileView, ShortlistResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

const shortlistPath = (id: string) => `/users/${encodeURIComponent(id)}/shortlist`;

export const addToShortlist = (id: string) => api.put<ShortlistResponse>(shortlistPath(id));
export const removeFromShortlist = (id: string) => api.delete<ShortlistResponse>(shortlistPath(id));

type Snapshot = [QueryKey, unknown][];

/**
 * Marks profile `id` as `shortlisted` in every cached view of it (profile,
 * search, matches and shortlist pages, featured); returns what was there.
 */
function markShortlisted(queryClient: QueryClient, viewerId: string, id: string, shortlisted: boolean): Snapshot {
  const mark = <T extends { _id: string; shortlisted: boolean }>(item: T): T =>
    item._id === id ? { ...item, shortlisted } : item;
  const profileKey = milanKeys.profile(viewerId, id);
  const featuredKey = milanKeys.featured(viewerId);
  // Search, matches and shortlist pages share the paged shape: { results: ProfileCard[], … }.
  const pagedKeys = [
    [...milanKeys.all, 'search', viewerId],
    [...milanKeys.all, 'matches', viewerId],
    [...milanKeys.all, 'shortlist', viewerId],
  ];
  const snapshot: Snapshot = [
    [profileKey, queryClient.getQueryData(profileKey)],
    ...pagedKeys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey })),
    [featuredKey, queryClient.getQueryData(featuredKey)],
  ];
  queryClient.setQueryData<ProfileView>(profileKey, (profile) => profile && mark(profile));
  for (const queryKey of pagedKeys) {
    queryClient.setQueriesData<ProfileSearchResponse>({ queryKey }, (page) =>
      page ? { ...page, results: page.results.map(mark) } : page,
    );
  }
  queryClient.setQueryData<ProfileCard[]>(featuredKey, (cards) => cards?.map(mark));
  return snapshot;
}

/**
 * Saves (`shortlisted` true → false: removes) profile `id` for the signed-in
 * member. Optimistic: the profile, search and featured cards show the new
 * state at once and go back to what they showed when the call fails (the
 * caller toasts the error); afterwards the shortlist pages reload (a removed
 * card stays, unmarked, until then).
 */
export function useToggleShortlist(id: string) {
  const queryClient = useQueryClient();
  const viewerId = useMilanViewerId() ?? '';
  return useMutation({
    mutationFn: (save: boolean) => (save ? addToShortlist(id) : removeFromShortlist(id)),
    onMutate: async (save: boolean) => {
      await queryClient.cancelQueries({ queryKey: milanKeys.profile(viewerId, id) });
      return { snapshot: markShortlisted(queryClient, viewerId, id, save) };
    },
    onError: (_error, _save, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...milanKeys.all, 'shortlist', viewerId] }),
  });
}
