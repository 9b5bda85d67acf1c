import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export type AuditQuery = { page: number; pageSize: number };

/** GET /api/admin/audit?page=&pageSize= (super admins only): views of members' ID documents, newest first. */
export const getAudit = ({ page, pageSize }: AuditQuery) =>
  api.get<AdminAuditResponse>('/admin/audit', { params: { page, pageSize } });

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
