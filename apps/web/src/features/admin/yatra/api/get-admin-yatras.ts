import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminYatrasResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export type AdminYatrasQuery = {
  q: string;
  /** '' both, 'true' active only, 'false' hidden only. */
  active: '' | 'true' | 'false';
  /** 'missing': only yatras whose Hindi is incomplete. */
  hindi: '' | 'missing';
  page: number;
  pageSize: number;
};

/** GET /api/admin/yatras?q=&active=&hindi=&page=&pageSize= (admin only): display order, each with every departure. */
export const getAdminYatras = ({ q, active, hindi, page, pageSize }: AdminYatrasQuery) =>
  api.get<AdminYatrasResponse>('/admin/yatras', {
    params: { q: q.trim() || undefined, active: active || undefined, hindi: hindi || undefined, page, pageSize },
  });

export const adminYatrasQueryOptions = (query: AdminYatrasQuery) =>
  queryOptions({
    queryKey: [...yatraAdminKey, 'yatras', query],
    queryFn: () => getAdminYatras(query),
    placeholderData: keepPreviousData,
  });

export function useAdminYatras(query: AdminYatrasQuery) {
  return useQuery(adminYatrasQueryOptions(query));
}
