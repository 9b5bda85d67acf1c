/**
 * Connections as GET /api/connections answers them (contracts
 * ConnectionItem, ConnectionsResponse). Factories take overrides; members
 * come from @/test/member-summary.
 */
import type { ConnectionItem, ConnectionsResponse } from '@seva/contracts';
import { recordId } from '@/test/factories';
import { memberSummary } from '@/test/member-summary';

export const CONNECTIONS = '/api/connections';
export const actionPath = (id: string, verb: 'accept' | 'decline' | 'cancel') => `/api/connections/${id}/${verb}`;

/** An interest Ananya sent the viewer, pending, with a note. */
export function connectionItem(overrides: Partial<ConnectionItem> = {}): ConnectionItem {
  return {
    _id: recordId(),
    status: 'pending',
    direction: 'received',
    message: 'Namaste! I liked your profile.',
    member: memberSummary(),
    createdAt: '2025-03-12T10:00:00.000Z',
    respondedAt: null,
    sentBy: null,
    answeredBy: null,
    ...overrides,
  };
}

export function connectionsPage(
  results: ConnectionItem[],
  {
    counts = { received: results.length, sent: 0, accepted: 0 },
    total = results.length,
    page = 1,
    pageSize = 10,
  }: { counts?: ConnectionsResponse['counts']; total?: number; page?: number; pageSize?: number } = {},
): ConnectionsResponse {
  return { status: true, results, total, page, pageSize, counts };
}

/** The `tab` and `page` query parameters of a GET /api/connections url. */
export function tabOf(url: string): { tab: string | null; page: string | null } {
  const params = new URL(url, 'http://localhost').searchParams;
  return { tab: params.get('tab'), page: params.get('page') };
}
