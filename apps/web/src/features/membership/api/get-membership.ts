/**
 * GET /api/milan/membership → `{ success, data: MembershipStatus }`: the
 * signed-in member's plan now, when their bought periods end (null on the
 * free plan) and the contact views and interests left. Throws ApiError.
 */
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus, MembershipStatusResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { membershipKeys } from './query-keys';

export const getMembership = async (): Promise<MembershipStatus> =>
  (await api.get<MembershipStatusResponse>('/milan/membership')).data;

export const membershipQueryOptions = () => queryOptions({ queryKey: membershipKeys.status(), queryFn: getMembership });

/** The member's membership; runs only when `enabled` (pass the session's isLoggedIn). */
/** The member's plan now, its name in the interface language. */
export function useMembership(enabled: boolean) {
  const { one } = useLocalized();
  const select = useCallback((status: MembershipStatus) => ({ ...status, plan: one(status.plan) }), [one]);
  return useQuery({ ...membershipQueryOptions(), enabled, select });
}
