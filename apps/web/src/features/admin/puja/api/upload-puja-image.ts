/**
 * POST /api/admin/pujas/:id/image, multipart with one `image` file (JPEG,
 * PNG or WebP up to 5 MB, checked first with imageProblem) → `{ status, message, data: AdminPuja }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPujaResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { adminPujasQueryKey } from './get-admin-pujas';

export const uploadPujaImage = (id: string, file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.post<AdminPujaResponse>(`/admin/pujas/${encodeURIComponent(id)}/image`, form);
};

export function useUploadPujaImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadPujaImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPujasQueryKey }),
  });
}
