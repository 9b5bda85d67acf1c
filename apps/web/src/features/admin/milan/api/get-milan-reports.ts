import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportsResponse, ReportStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanReportsKey } from './milan-query-keys';

export type MilanReportsQuery = { status: ReportStatus; page: number; pageSize: number };

/**
 * GET /api/admin/milan/reports?status=&page=&pageSize= (admin only): open
 * reports oldest first, closed ones newest first; each with the reporter and
 * the reported member (suspended or not, and their open reports).
 */
export const getMilanReports = ({ status, page, pageSize }: MilanReportsQuery) =>
  api.get<AdminReportsResponse>('/admin/milan/reports', { params: { status, page, pageSize } });

export const milanReportsQueryOptions = (query: MilanReportsQuery) =>
  queryOptions({
    queryKey: [...milanReportsKey, query],
    queryFn: () => getMilanReports(query),
    placeholderData: keepPreviousData,
  });

export function useMilanReports(query: MilanReportsQuery) {
  return useQuery(milanReportsQueryOptions(query));
}
