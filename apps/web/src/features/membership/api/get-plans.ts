/**
 * GET /api/milan/plans → `{ success, results: MembershipPlan[] }`: the plans
 * on offer, free first, then by price (rupees). A list load: a failure gives
 * an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipPlan, PlansResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { membershipKeys } from './query-keys';

export const getPlans = async (): Promise<MembershipPlan[]> => {
  try {
    return (await api.get<PlansResponse>('/milan/plans')).results;
  } catch {
    return [];
  }
};

export const plansQueryOptions = () =>
  queryOptions({ queryKey: membershipKeys.plans(), queryFn: getPlans, staleTime: 60_000 });

/** The membership plans on offer. */
/** The active plans, names and taglines in the interface language. */
export function usePlans() {
  return useQuery({ ...plansQueryOptions(), select: useLocalized().all });
}
