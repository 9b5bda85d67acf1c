import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRechargeServicesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { rechargeServicesKey } from './recharge-query-keys';

/** GET /api/admin/recharge/services (admin only): every catalogue service with its on/off switch. */
export const getRechargeServices = () => api.get<AdminRechargeServicesResponse>('/admin/recharge/services');

export const rechargeServicesQueryOptions = () =>
  queryOptions({ queryKey: rechargeServicesKey, queryFn: getRechargeServices });

export function useRechargeServices() {
  return useQuery(rechargeServicesQueryOptions());
}
