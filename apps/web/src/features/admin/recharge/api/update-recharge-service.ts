/**
 * PATCH /api/admin/recharge/services/:serviceId `{ enabled }` → `{ status,
 * message, data: AdminRechargeService }`. Optimistic: the switch flips at
 * once and flips back if the server refuses; the list reloads either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRechargeServiceResponse, AdminRechargeServicesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { rechargeServicesKey } from './recharge-query-keys';

export type RechargeServiceSwitch = { serviceId: number; enabled: boolean };

export const updateRechargeService = ({ serviceId, enabled }: RechargeServiceSwitch) =>
  api.patch<AdminRechargeServiceResponse>(`/admin/recharge/services/${serviceId}`, { enabled });

/** The list with service `serviceId` switched to `enabled`. */
function switched(list: AdminRechargeServicesResponse, { serviceId, enabled }: RechargeServiceSwitch) {
  return {
    ...list,
    data: list.data.map((service) => (service.service_id === serviceId ? { ...service, enabled } : service)),
  };
}

export function useUpdateRechargeService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRechargeService,
    onMutate: async (change: RechargeServiceSwitch) => {
      // A load in flight would overwrite the optimistic switch with the old state.
      await queryClient.cancelQueries({ queryKey: rechargeServicesKey });
      const previous = queryClient.getQueryData<AdminRechargeServicesResponse>(rechargeServicesKey);
      if (previous) queryClient.setQueryData(rechargeServicesKey, switched(previous, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(rechargeServicesKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rechargeServicesKey }),
  });
}
