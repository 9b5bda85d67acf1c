import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConsultancyListResponse, ConsultancyStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { contentAdminKey } from '../../shared/api/content-resource';

export type ConsultancyQuery = { status: ConsultancyStatus | ''; q: string; page: number; pageSize: number };

export const consultancyQueryKey = [...contentAdminKey, 'consultancy'] as const;

/** GET /api/admin/consultancy?status=&q=&page=&pageSize= (admin only), newest first; q: name, mobile or id. */
export const getConsultancy = ({ status, q, page, pageSize }: ConsultancyQuery) =>
  api.get<AdminConsultancyListResponse>('/admin/consultancy', {
    params: { status: status || undefined, q: q.trim() || undefined, page, pageSize },
  });

export const consultancyQueryOptions = (query: ConsultancyQuery) =>
  queryOptions({
    queryKey: [...consultancyQueryKey, query],
    queryFn: () => getConsultancy(query),
    placeholderData: keepPreviousData,
  });

export function useConsultancy(query: ConsultancyQuery) {
  return useQuery(consultancyQueryOptions(query));
}
