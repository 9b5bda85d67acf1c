/**
 * POST /api/admin/shop/categories (create) and PATCH /api/admin/shop/categories/:id
 * (update) → `{ status, message, data: AdminCategory }`. With an `id` it updates.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategoryCreateBody, AdminCategoryResponse, AdminCategoryUpdateBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export const createCategory = (body: AdminCategoryCreateBody) =>
  api.post<AdminCategoryResponse>('/admin/shop/categories', body);

export const updateCategory = (id: string, body: AdminCategoryUpdateBody) =>
  api.patch<AdminCategoryResponse>(`/admin/shop/categories/${encodeURIComponent(id)}`, body);

type SaveCategoryInput = { id?: string; body: AdminCategoryCreateBody };

/** Creates or updates a category, then reloads categories and products (which show category names). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveCategoryInput) => (id ? updateCategory(id, body) : createCategory(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopAdminKey }),
  });
}
