/**
 * POST /api/admin/yatras/:id/image, multipart with one `image` file (JPEG,
 * PNG or WebP up to 5 MB; checked before sending by imageProblem) →
 * `{ status, message, data: AdminYatra }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminYatraResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export const uploadYatraImage = (id: string, file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.post<AdminYatraResponse>(`/admin/yatras/${encodeURIComponent(id)}/image`, form);
};

export function useUploadYatraImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadYatraImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: yatraAdminKey }),
  });
}
