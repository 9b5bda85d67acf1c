/**
 * How two Milan Sathi members stand (the Milan Sathi issue, privacy): the
 * connection state between them, and the accepted connections (either way)
 * that open photos kept for connections and, with a paid plan, contact
 * details. Read by profiles, photos, search and connections; sending and
 * answering an interest is connections/.
 */
import { and, desc, eq, exists, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConnectionState } from '@seva/contracts';
import type { Bound } from '../../../db/prepared.js';
import type { Executor } from './members.js';
import { milanConnections } from '../tables.js';

/** Condition over milan_connections: `a` asked `b` or `b` asked `a`, in any status. */
export const connectionBetween = (a: string, b: string) =>
  or(
    and(eq(milanConnections.requesterId, a), eq(milanConnections.receiverId, b)),
    and(eq(milanConnections.requesterId, b), eq(milanConnections.receiverId, a)),
  );

/**
 * How `viewerId` stands with `otherId`: accepted (either way) before a
 * pending interest ('sent' by the viewer, 'received' from the other) before
 * the latest declined one; cancelled interests do not count.
 */
export async function connectionStateBetween(
  db: Executor,
  viewerId: string,
  otherId: string,
): Promise<ConnectionState> {
  const rows = await db
    .select({ requesterId: milanConnections.requesterId, status: milanConnections.status })
    .from(milanConnections)
    .where(and(connectionBetween(viewerId, otherId), ne(milanConnections.status, 'cancelled')))
    .orderBy(desc(milanConnections.createdAt));
  if (rows.some((row) => row.status === 'accepted')) return 'accepted';
  const pending = rows.find((row) => row.status === 'pending');
  if (pending) return pending.requesterId === viewerId ? 'sent' : 'received';
  return rows.some((row) => row.status === 'declined') ? 'declined' : 'none';
}

/** The ids among `ids` with whom `viewerId` has an accepted connection (either way). */
export async function acceptedAmong(db: Executor, viewerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...ids];
  const rows = await db
    .select({ requesterId: milanConnections.requesterId, receiverId: milanConnections.receiverId })
    .from(milanConnections)
    .where(
      and(
        eq(milanConnections.status, 'accepted'),
        or(
          and(eq(milanConnections.requesterId, viewerId), inArray(milanConnections.receiverId, list)),
          and(eq(milanConnections.receiverId, viewerId), inArray(milanConnections.requesterId, list)),
        ),
      ),
    );
  return new Set(rows.map((row) => (row.requesterId === viewerId ? row.receiverId : row.requesterId)));
}

/**
 * SQL: true when `viewerId` and the member in `column` have an accepted
 * connection, either way — an EXISTS over the requester and receiver
 * indexes, for a select list (acceptedAmong's question for one row). `viewerId`
 * may be a prepared statement's placeholder.
 */
export function acceptedWith(db: Executor, viewerId: Bound<string>, column: AnyPgColumn): SQL<boolean> {
  return exists(
    db
      .select({ id: milanConnections.id })
      .from(milanConnections)
      .where(
        and(
          eq(milanConnections.status, 'accepted'),
          or(
            and(eq(milanConnections.requesterId, viewerId), eq(milanConnections.receiverId, column)),
            and(eq(milanConnections.receiverId, viewerId), eq(milanConnections.requesterId, column)),
          ),
        ),
      ),
  ) as SQL<boolean>;
}
