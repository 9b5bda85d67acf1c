/** DELETE /api/admin/darshan/entries/:id/images/:index → `{ message, data: AdminDarshan }` without that picture. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDarshanResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { contentAdminKey, recordPath } from '../../shared/api/content-resource';
import { darshanResource } from '../../shared/api/content-resources';

export const removeDarshanImage = (id: string, index: number) =>
  api.delete<AdminDarshanResponse>(recordPath(darshanResource, id, 'images', String(index)));

export function useRemoveDarshanImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, index }: { id: string; index: number }) => removeDarshanImage(id, index),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentAdminKey }),
  });
}
