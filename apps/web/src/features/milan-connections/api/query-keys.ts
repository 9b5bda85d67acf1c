/**
 * The connections query keys, under the shared 'connections' root (the
 * realtime socket refreshes that root when an interest arrives or is
 * accepted; the session drops it at logout).
 */
import type { ConnectionTab } from '@seva/contracts';
import { queryRoots } from '@/domains/milan/query-roots';

export const connectionKeys = {
  all: queryRoots.connections,
  page: (tab: ConnectionTab, page: number) => [...queryRoots.connections, tab, page] as const,
};
