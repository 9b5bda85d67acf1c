/**
 * POST /api/admin/shop/products (create) and PATCH /api/admin/shop/products/:id
 * (update), prices in rupees → `{ status, message, data: AdminProduct }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductCreateBody, AdminProductResponse, AdminProductUpdateBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopAdminKey } from './shop-query-keys';

export const createProduct = (body: AdminProductCreateBody) =>
  api.post<AdminProductResponse>('/admin/shop/products', body);

export const updateProduct = (id: string, body: AdminProductUpdateBody) =>
  api.patch<AdminProductResponse>(`/admin/shop/products/${encodeURIComponent(id)}`, body);

type SaveProductInput = { id?: string; body: AdminProductCreateBody };

/** Creates or updates a product (with an `id` it updates), then reloads products and category counts. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveProductInput) => (id ? updateProduct(id, body) : createProduct(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopAdminKey }),
  });
}
