/**
 * The lists behind /dashboard/connections (the connections issue): interests
 * received (pending, to the member), sent (pending, from the member) and
 * accepted (either way), with how many each tab holds. A member behind a
 * block (either way), suspended or without a profile is never listed or
 * counted ("blocked people never see each other").
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConnectionsResponse, ConnectionTab } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import type { Paging } from '../../../db/paging.js';
import { notBlockedWith } from '../shared/blocks.js';
import { toConnectionItems } from './connection-items.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { milanConnections, milanProfiles } from '../tables.js';

/** The member in `column` can be shown to `viewerId`: an active profile and no block either way. */
function visible(db: Db, viewerId: string, column: AnyPgColumn): SQL | undefined {
  const active = db
    .select({ id: milanProfiles.customerId })
    .from(milanProfiles)
    .where(isNull(milanProfiles.suspendedAt));
  return and(inArray(column, active), ...notBlockedWith(db, viewerId, column));
}

/** The condition of each tab for `viewerId`. */
function tabConditions(db: Db, viewerId: string): Record<ConnectionTab, SQL | undefined> {
  const pending = eq(milanConnections.status, 'pending');
  const toMe = and(eq(milanConnections.receiverId, viewerId), visible(db, viewerId, milanConnections.requesterId));
  const fromMe = and(eq(milanConnections.requesterId, viewerId), visible(db, viewerId, milanConnections.receiverId));
  return {
    received: and(pending, toMe),
    sent: and(pending, fromMe),
    accepted: and(eq(milanConnections.status, 'accepted'), or(toMe, fromMe)),
  };
}

const countWhere = (condition: SQL | undefined) => sql<number>`cast(count(*) filter (where ${condition}) as int)`;

/**
 * One page of tab `tab` of `viewerId`'s connections (received and sent:
 * newest first; accepted: latest accepted first), the page's total and the
 * count of every tab (one query for the counts).
 */
export async function listConnections(
  db: Db,
  links: PhotoLinks,
  viewerId: string,
  query: Paging & { tab: ConnectionTab },
): Promise<Omit<ConnectionsResponse, 'status'>> {
  const conditions = tabConditions(db, viewerId);
  const order =
    query.tab === 'accepted'
      ? [desc(milanConnections.respondedAt), desc(milanConnections.id)]
      : [desc(milanConnections.createdAt), desc(milanConnections.id)];
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(milanConnections)
      .where(conditions[query.tab])
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        received: countWhere(conditions.received),
        sent: countWhere(conditions.sent),
        accepted: countWhere(conditions.accepted),
      })
      .from(milanConnections)
      .where(or(eq(milanConnections.requesterId, viewerId), eq(milanConnections.receiverId, viewerId))),
  ]);
  const tabCounts = counts ?? { received: 0, sent: 0, accepted: 0 };
  return {
    results: await toConnectionItems(db, links, viewerId, rows),
    total: tabCounts[query.tab],
    page: query.page,
    pageSize: query.pageSize,
    counts: tabCounts,
  };
}
