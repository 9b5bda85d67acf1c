/**
 * GET /api/recharge/plans?product_code=&circle= → `{ status: 1, data: {
 * product_code, circle, categories: [{ category, label, plans }] } }`. Mobile
 * prepaid needs the circle; DTH answers one 'packs' tab.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargePlans, RechargePlansResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalizedPlans } from '../plan-text';
import { CATALOGUE_STALE_MS, rechargeKeys } from './query-keys';

export const getRechargePlans = async (productCode: string, circle: string | null): Promise<RechargePlans> =>
  (
    await api.get<RechargePlansResponse>('/recharge/plans', {
      params: { product_code: productCode, circle: circle ?? undefined },
    })
  ).data;

export const rechargePlansQueryOptions = (productCode: string, circle: string | null) =>
  queryOptions({
    queryKey: rechargeKeys.plans(productCode, circle),
    queryFn: () => getRechargePlans(productCode, circle),
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * The plan tabs of `productCode` (in `circle` for mobile), in the interface language (plan-text.ts); off while
 * `enabled` is false.
 */
export function useRechargePlans(productCode: string, circle: string | null, enabled = true) {
  const select = useLocalizedPlans();
  return useQuery({
    ...rechargePlansQueryOptions(productCode, circle),
    enabled: enabled && productCode !== '',
    select,
  });
}
