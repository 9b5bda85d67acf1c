import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile, AdminProfilesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanProfilesKey } from './milan-query-keys';

export type MilanProfilesQuery = { status: AdminProfile['status'] | ''; q: string; page: number; pageSize: number };

/**
 * GET /api/admin/milan/profiles?status=&q=&page=&pageSize= (admin only):
 * profiles newest first, suspended ones too; q: name, mobile, e-mail or id.
 */
export const getMilanProfiles = ({ status, q, page, pageSize }: MilanProfilesQuery) =>
  api.get<AdminProfilesResponse>('/admin/milan/profiles', {
    params: { status: status || undefined, q: q.trim() || undefined, page, pageSize },
  });

export const milanProfilesQueryOptions = (query: MilanProfilesQuery) =>
  queryOptions({
    queryKey: [...milanProfilesKey, query],
    queryFn: () => getMilanProfiles(query),
    placeholderData: keepPreviousData,
  });

export function useMilanProfiles(query: MilanProfilesQuery) {
  return useQuery(milanProfilesQueryOptions(query));
}
