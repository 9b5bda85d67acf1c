/**
 * "Download my data" (issue 24, DPDP Act 2023):
 *   GET  /api/me/data-exports → the customer's exports, newest first; polled
 *        every few seconds while one is still being prepared
 *   POST /api/me/data-export  → 202 the request (or the one in progress); 429 over the daily limit
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportResponse, DataExportsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** How often the list is asked again while an export is pending (ms). */
export const DATA_EXPORT_POLL_MS = 3000;

export const dataExportKeys = { all: ['data-exports'] as const };

export const getDataExports = () => api.get<DataExportsResponse>('/me/data-exports');

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKeys.all,
    queryFn: getDataExports,
    refetchInterval: (query) =>
      query.state.data?.results.some((e) => e.status === 'pending') ? DATA_EXPORT_POLL_MS : false,
  });

export function useDataExports(enabled: boolean) {
  return useQuery({ ...dataExportsQueryOptions(), enabled });
}

export const requestDataExport = () => api.post<DataExportResponse>('/me/data-export');

/** Asks for an export, then lists the exports again (the new one shows as being prepared). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.all }),
  });
}
