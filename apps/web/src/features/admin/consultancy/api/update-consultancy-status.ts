/** PATCH /api/admin/consultancy/:id/status `{ status, note? }` → `{ message, data: AdminConsultancy }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminConsultancyResponse, ConsultancyStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { consultancyQueryKey } from './get-consultancy';

export type ConsultancyStatusChange = { id: string; status: ConsultancyStatus; note?: string };

export const updateConsultancyStatus = ({ id, status, note }: ConsultancyStatusChange) =>
  api.patch<AdminConsultancyResponse>(`/admin/consultancy/${encodeURIComponent(id)}/status`, { status, note });

export function useUpdateConsultancyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsultancyStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultancyQueryKey }),
  });
}
