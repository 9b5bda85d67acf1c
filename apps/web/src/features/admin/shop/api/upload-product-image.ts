/**
 * POST /api/admin/shop/products/:id/image, multipart with one `image` file
 * (JPEG, PNG or WebP up to 5 MB) → `{ status, message, data: AdminProduct }`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { shopProductsQueryKey } from './get-shop-products';

export const uploadProductImage = (id: string, file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api.post<AdminProductResponse>(`/admin/shop/products/${encodeURIComponent(id)}/image`, form);
};

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadProductImage(id, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopProductsQueryKey }),
  });
}
