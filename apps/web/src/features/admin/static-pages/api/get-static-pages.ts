import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStaticPagesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { contentAdminKey } from '../../shared/api/content-resource';

/** Every static pages query starts with this key (a save reloads them all). */
export const staticPagesQueryKey = [...contentAdminKey, 'pages'] as const;

/**
 * GET /api/admin/pages?hindi= (admin only) → `{ results }`: terms, privacy, refund and about, with their Markdown,
 * their Hindi and what lacks it.
 */
export const getStaticPages = (hindi: '' | 'missing' = '') =>
  api.get<AdminStaticPagesResponse>('/admin/pages', { params: { hindi: hindi || undefined } });

/** The static pages query (its key carries the filter). */
export const staticPagesQueryOptions = (hindi: '' | 'missing' = '') =>
  queryOptions({ queryKey: [...staticPagesQueryKey, { hindi }], queryFn: () => getStaticPages(hindi) });

/** The static pages, all of them or (`hindi` 'missing') those lacking Hindi. */
export function useStaticPages(hindi: '' | 'missing' = '') {
  return useQuery(staticPagesQueryOptions(hindi));
}
