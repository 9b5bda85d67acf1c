/**
 * PATCH /api/admin/milan/reports/:id `{ status: 'actioned' | 'dismissed', resolution }`
 * → `{ message, data: AdminReport }`. 409 when it was closed already; the list reloads either way.
 */
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminReportResponse, adminReportResolveBodySchema } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanReportsKey } from './milan-query-keys';
import { useQueueReload } from './milan-queue-reload';

export type MilanReportResolution = { id: string } & z.output<typeof adminReportResolveBodySchema>;

export const resolveMilanReport = ({ id, ...body }: MilanReportResolution) =>
  api.patch<AdminReportResponse>(`/admin/milan/reports/${encodeURIComponent(id)}`, body);

export function useResolveMilanReport() {
  const reload = useQueueReload(milanReportsKey);
  return useMutation({ mutationFn: resolveMilanReport, ...reload });
}
