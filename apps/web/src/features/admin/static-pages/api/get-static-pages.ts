import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStaticPagesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { contentAdminKey } from '../../shared/api/content-resource';

export const staticPagesQueryKey = [...contentAdminKey, 'pages'] as const;

/** GET /api/admin/pages (admin only) → `{ results }`: terms, privacy, refund and about, with their Markdown. */
export const getStaticPages = () => api.get<AdminStaticPagesResponse>('/admin/pages');

export const staticPagesQueryOptions = () => queryOptions({ queryKey: staticPagesQueryKey, queryFn: getStaticPages });

export function useStaticPages() {
  return useQuery(staticPagesQueryOptions());
}
