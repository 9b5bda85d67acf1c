/**
 * POST /api/admin/milan/plans (create) and PUT /api/admin/milan/plans/:id
 * (the whole plan, `active` included) → `{ message, data: MembershipPlan }`.
 * With an `id` it replaces that plan. 409 for a code in use or a change to
 * the free plan (the server's message says which).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlanResponse, MembershipPlan, PlanBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanPlansKey } from './milan-query-keys';

export type SaveMilanPlanInput = { id?: string; body: PlanBody };

export const saveMilanPlan = ({ id, body }: SaveMilanPlanInput) =>
  id
    ? api.put<AdminPlanResponse>(`/admin/milan/plans/${encodeURIComponent(id)}`, body)
    : api.post<AdminPlanResponse>('/admin/milan/plans', body);

/** The plan as a PUT body (every field the editor and the list switch send). */
export function planBody(plan: MembershipPlan): PlanBody {
  const { code, name, durationDays, price, contactViews, requestsPerDay, messaging, profileBoost, tagline, active } =
    plan;
  return { code, name, durationDays, price, contactViews, requestsPerDay, messaging, profileBoost, tagline, active };
}

export function useSaveMilanPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMilanPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: milanPlansKey }),
  });
}
