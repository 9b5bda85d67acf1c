/**
 * POST /api/admin/yatras (create) and PATCH /api/admin/yatras/:id (update),
 * prices in rupees per traveller → `{ status, message, data: AdminYatra }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraCreateBody, AdminYatraResponse, AdminYatraUpdateBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const createYatra = (body: AdminYatraCreateBody) => api.post<AdminYatraResponse>('/admin/yatras', body);

export const updateYatra = (id: string, body: AdminYatraUpdateBody) =>
  api.patch<AdminYatraResponse>(`/admin/yatras/${encodeURIComponent(id)}`, body);

type SaveYatraInput = { id?: string; body: AdminYatraCreateBody };

/** Creates or updates a yatra (with an `id` it updates), then reloads the yatra console's lists. */
export function useSaveYatra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveYatraInput) => (id ? updateYatra(id, body) : createYatra(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
