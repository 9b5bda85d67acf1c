/**
 * DELETE /api/admin/yatras/:id/departures/:departureId → `{ status, message, data: AdminYatra }`.
 * Only a departure nobody booked (409 otherwise).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const removeYatraDeparture = (yatraId: string, departureId: string) =>
  api.delete<AdminYatraResponse>(
    `/admin/yatras/${encodeURIComponent(yatraId)}/departures/${encodeURIComponent(departureId)}`,
  );

export function useRemoveYatraDeparture(yatraId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departureId: string) => removeYatraDeparture(yatraId, departureId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
