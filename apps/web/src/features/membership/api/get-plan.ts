/**
 * GET /api/milan/plans/:id → `{ success, data: MembershipPlan }`; 404 for a
 * plan that is hidden or unknown (and 400 for an id that is not one).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECORD_ID_PATTERN, type MembershipPlan, type PlanResponse } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { membershipKeys } from './query-keys';

export const getPlan = async (id: string): Promise<MembershipPlan> =>
  (await api.get<PlanResponse>(`/milan/plans/${encodeURIComponent(id)}`)).data;

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: membershipKeys.plan(id), queryFn: () => getPlan(id) });

/** Plan `id`, and whether it is known not to be on offer (a malformed id, or the server's 404). */
export function usePlan(id: string) {
  const valid = RECORD_ID_PATTERN.test(id);
  const plan = useQuery({ ...planQueryOptions(id), enabled: valid, select: useLocalized().one });
  const notFound = !valid || (plan.isError && plan.error instanceof ApiError && [400, 404].includes(plan.error.status));
  return { plan, notFound };
}
