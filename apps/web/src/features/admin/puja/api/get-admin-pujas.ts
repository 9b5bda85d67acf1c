import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPujasResponse, PujaKind } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { pujaAdminKey } from './puja-query-keys';

export type AdminPujasQuery = {
  kind: PujaKind | '';
  q: string;
  /** '' both, 'true' active only, 'false' hidden only. */
  active: '' | 'true' | 'false';
  /** 'missing': only pujas whose Hindi is incomplete. */
  hindi: '' | 'missing';
  page: number;
  pageSize: number;
};

export const adminPujasQueryKey = [...pujaAdminKey, 'pujas'] as const;

/** GET /api/admin/pujas?kind=&q=&active=&hindi=&page=&pageSize= (admin only), in display order. */
export const getAdminPujas = ({ kind, q, active, hindi, page, pageSize }: AdminPujasQuery) =>
  api.get<AdminPujasResponse>('/admin/pujas', {
    params: {
      kind: kind || undefined,
      q: q.trim() || undefined,
      active: active || undefined,
      hindi: hindi || undefined,
      page,
      pageSize,
    },
  });

export const adminPujasQueryOptions = (query: AdminPujasQuery) =>
  queryOptions({
    queryKey: [...adminPujasQueryKey, query],
    queryFn: () => getAdminPujas(query),
    placeholderData: keepPreviousData,
  });

export function useAdminPujas(query: AdminPujasQuery) {
  return useQuery(adminPujasQueryOptions(query));
}
