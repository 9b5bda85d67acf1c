/**
 * POST /api/admin/yatras/:id/departures `{ startDate, seats }` → `{ status, message, data: AdminYatra }`
 * (the yatra with every departure). 400 for today or earlier, 409 when it already leaves that day.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraDepartureCreateBody, AdminYatraResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const addYatraDeparture = (yatraId: string, body: AdminYatraDepartureCreateBody) =>
  api.post<AdminYatraResponse>(`/admin/yatras/${encodeURIComponent(yatraId)}/departures`, body);

export function useAddYatraDeparture(yatraId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminYatraDepartureCreateBody) => addYatraDeparture(yatraId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
