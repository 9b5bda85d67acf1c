/** PUT /api/admin/pages/:slug `{ title, content }` (Markdown) → `{ message, data: StaticPage }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStaticPageBody, AdminStaticPageResponse, StaticPageSlug } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { staticPagesQueryKey } from './get-static-pages';

export const saveStaticPage = (slug: StaticPageSlug, body: AdminStaticPageBody) =>
  api.put<AdminStaticPageResponse>(`/admin/pages/${slug}`, body);

export function useSaveStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: StaticPageSlug; body: AdminStaticPageBody }) => saveStaticPage(slug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staticPagesQueryKey }),
  });
}
