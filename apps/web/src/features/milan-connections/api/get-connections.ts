/**
 * GET /api/connections?tab&page&pageSize → `{ status, results:
 * ConnectionItem[], total, page, pageSize, counts }`: one tab of the
 * member's connections (received and sent: pending, newest first; accepted:
 * latest first) and how many each tab holds.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionTab, ConnectionsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { connectionKeys } from './query-keys';

/** Connections a page shows. */
export const CONNECTIONS_PAGE_SIZE = 10;

export const getConnections = (tab: ConnectionTab, page: number) =>
  api.get<ConnectionsResponse>('/connections', { params: { tab, page, pageSize: CONNECTIONS_PAGE_SIZE } });

export const connectionsQueryOptions = (tab: ConnectionTab, page: number) =>
  queryOptions({ queryKey: connectionKeys.page(tab, page), queryFn: () => getConnections(tab, page) });

/** Page `page` of `tab`; the tab counts stay on screen while another page or tab loads. */
export function useConnections(tab: ConnectionTab, page: number) {
  return useQuery({ ...connectionsQueryOptions(tab, page), placeholderData: keepPreviousData });
}
