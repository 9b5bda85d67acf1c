/**
 * POST /api/admin/pujas (create) and PATCH /api/admin/pujas/:id (update),
 * prices in rupees and dollars → `{ status, message, data: AdminPuja }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPujaCreateBody, AdminPujaResponse, AdminPujaUpdateBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { pujaAdminKey } from './puja-query-keys';

export const createPuja = (body: AdminPujaCreateBody) => api.post<AdminPujaResponse>('/admin/pujas', body);

export const updatePuja = (id: string, body: AdminPujaUpdateBody) =>
  api.patch<AdminPujaResponse>(`/admin/pujas/${encodeURIComponent(id)}`, body);

type SavePujaInput = { id?: string; body: AdminPujaCreateBody };

/** Creates or updates a puja (with an `id` it updates), then reloads the puja console's lists. */
export function useSavePuja() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SavePujaInput) => (id ? updatePuja(id, body) : createPuja(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pujaAdminKey }),
  });
}
