import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlansResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanPlansKey } from './milan-query-keys';

/**
 * GET /api/admin/milan/plans?hindi= (admin only): every plan, hidden ones too, the free plan first; prices in rupees,
 * with their Hindi and what lacks it.
 */
export const getMilanPlans = (hindi: '' | 'missing' = '') =>
  api.get<AdminPlansResponse>('/admin/milan/plans', { params: { hindi: hindi || undefined } });

/** The plans query (its key carries the filter). */
export const milanPlansQueryOptions = (hindi: '' | 'missing' = '') =>
  queryOptions({ queryKey: [...milanPlansKey, { hindi }], queryFn: () => getMilanPlans(hindi) });

/** The plans, all of them or (`hindi` 'missing') those lacking Hindi. */
export function useMilanPlans(hindi: '' | 'missing' = '') {
  return useQuery(milanPlansQueryOptions(hindi));
}
