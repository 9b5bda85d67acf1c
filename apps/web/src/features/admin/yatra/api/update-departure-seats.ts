/**
 * PATCH /api/admin/yatras/:id/departures/:departureId `{ seats }` → `{ status, message, data: AdminYatra }`.
 * Never fewer seats than are booked (409).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const updateDepartureSeats = (yatraId: string, departureId: string, seats: number) =>
  api.patch<AdminYatraResponse>(
    `/admin/yatras/${encodeURIComponent(yatraId)}/departures/${encodeURIComponent(departureId)}`,
    { seats },
  );

export function useUpdateDepartureSeats(yatraId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departureId, seats }: { departureId: string; seats: number }) =>
      updateDepartureSeats(yatraId, departureId, seats),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
