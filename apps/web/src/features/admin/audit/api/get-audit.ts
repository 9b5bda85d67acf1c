import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** A page of the log and its filters ('' for none): the area that let the admin act, the action, the record's id. */
export type AuditQuery = { page: number; pageSize: number; area: string; action: string; targetId: string };

/**
 * GET /api/admin/audit?page=&pageSize=&area=&action=&targetId= (every admin: super admins read every row,
 * others their own areas'): admin actions with the before/after of the changed fields, newest first.
 */
export const getAudit = (query: AuditQuery) => api.get<AdminAuditResponse>('/admin/audit', { params: query });

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
