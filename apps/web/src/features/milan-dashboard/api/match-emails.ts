/**
 * GET and PUT /api/users/me/match-emails → `{ success, message?, enabled,
 * emailVerified }` (issue 22): whether the daily new-matches e-mail is on,
 * and turning it on or off. Throw ApiError; 404 without a profile.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchEmailsBody, MatchEmailsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

export const getMatchEmails = () => api.get<MatchEmailsResponse>('/users/me/match-emails');

export const updateMatchEmails = (body: MatchEmailsBody) =>
  api.put<MatchEmailsResponse>('/users/me/match-emails', body);

export const matchEmailsQueryOptions = () =>
  queryOptions({ queryKey: milanDashboardKeys.matchEmails(), queryFn: getMatchEmails });

/** The member's setting; only asked for while `enabled` (a profile exists). */
export function useMatchEmails(enabled: boolean) {
  return useQuery({ ...matchEmailsQueryOptions(), enabled });
}

/** Turns the e-mail on or off; the answer becomes the cached setting. */
export function useUpdateMatchEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatchEmails,
    onSuccess: (answer) => queryClient.setQueryData(milanDashboardKeys.matchEmails(), answer),
  });
}
