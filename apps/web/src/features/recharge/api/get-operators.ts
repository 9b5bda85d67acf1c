/**
 * GET /api/recharge/operators?service_id=N → `{ status: 1, data:
 * RechargeOperator[] }`: the operators or billers of one service, each with
 * its number label, pattern and example (billers of state utilities carry
 * their `state`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RechargeOperator, RechargeOperatorsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, rechargeKeys } from './query-keys';

export const getRechargeOperators = async (serviceId: number): Promise<RechargeOperator[]> =>
  (await api.get<RechargeOperatorsResponse>('/recharge/operators', { params: { service_id: serviceId } })).data;

export const rechargeOperatorsQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: rechargeKeys.operators(serviceId),
    queryFn: () => getRechargeOperators(serviceId),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The operators or billers of service `serviceId`, in the server's order. */
export function useRechargeOperators(serviceId: number) {
  return useQuery(rechargeOperatorsQueryOptions(serviceId));
}
