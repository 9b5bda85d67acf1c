/**
 * GET /api/recharge/get_services_list → `{ status: 1, data: RechargeService[] }`
 * (SPEC §7). The web never shows services 30 and 31 (SPEC §9,
 * HIDDEN_RECHARGE_SERVICE_IDS).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HIDDEN_RECHARGE_SERVICE_IDS, type RechargeService, type RechargeServicesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, rechargeKeys } from './query-keys';

const hidden: readonly number[] = HIDDEN_RECHARGE_SERVICE_IDS;

/** The services the customer may use, in the server's order. */
export const getRechargeServices = async (): Promise<RechargeService[]> =>
  (await api.get<RechargeServicesResponse>('/recharge/get_services_list')).data.filter(
    (service) => !hidden.includes(service.service_id),
  );

export const rechargeServicesQueryOptions = () =>
  queryOptions({ queryKey: rechargeKeys.services(), queryFn: getRechargeServices, staleTime: CATALOGUE_STALE_MS });

/** The visible recharge and bill services (one tab each). */
export function useRechargeServices() {
  return useQuery(rechargeServicesQueryOptions());
}
