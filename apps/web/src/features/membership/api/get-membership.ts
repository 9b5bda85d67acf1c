/**
 * GET /api/milan/membership → `{ success, data: MembershipStatus }`: the
 * signed-in member's plan now, when their bought periods end (null on the
 * free plan) and the contact views and interests left. Throws ApiError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus, MembershipStatusResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

export const getMembership = async (): Promise<MembershipStatus> =>
  (await api.get<MembershipStatusResponse>('/milan/membership')).data;

export const membershipQueryOptions = () => queryOptions({ queryKey: membershipKeys.status(), queryFn: getMembership });

/** The member's membership; runs only when `enabled` (pass the session's isLoggedIn). */
export function useMembership(enabled: boolean) {
  return useQuery({ ...membershipQueryOptions(), enabled });
}
