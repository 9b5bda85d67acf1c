/**
 * GET /api/milan/membership → `{ success, data: MembershipStatus }`: the
 * signed-in member's plan now, when it ends (null on the free plan), contact
 * views and interests left today. Throws ApiError; the dashboard hides the
 * numbers quietly when it fails.
 */
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus, MembershipStatusResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { milanDashboardKeys } from './query-keys';

export const getMembership = async (): Promise<MembershipStatus> =>
  (await api.get<MembershipStatusResponse>('/milan/membership')).data;

export const membershipQueryOptions = () =>
  queryOptions({ queryKey: milanDashboardKeys.membership(), queryFn: getMembership });

/** The member's plan now, its name in the interface language. */
export function useMembership(enabled: boolean) {
  const { one } = useLocalized();
  const select = useCallback((status: MembershipStatus) => ({ ...status, plan: one(status.plan) }), [one]);
  return useQuery({ ...membershipQueryOptions(), enabled, select });
}
