import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlansResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanPlansKey } from './milan-query-keys';

/** GET /api/admin/milan/plans (admin only): every plan, hidden ones too, the free plan first; prices in rupees. */
export const getMilanPlans = () => api.get<AdminPlansResponse>('/admin/milan/plans');

export const milanPlansQueryOptions = () => queryOptions({ queryKey: milanPlansKey, queryFn: getMilanPlans });

export function useMilanPlans() {
  return useQuery(milanPlansQueryOptions());
}
