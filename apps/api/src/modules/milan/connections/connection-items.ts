/**
 * A connection as one of its two members sees it (connectionItemSchema):
 * the direction from the viewer's side and the other member's summary
 * (member-summary.ts, so a photo kept for connections shows only once the
 * two are connected), and the family helpers who sent or answered it. Shared by the lists, the actions and the socket events.
 */
import { eq } from 'drizzle-orm';
import type { ConnectionItem, FamilyActor, MemberSummary } from '@seva/contracts';
import { actorsOf } from '../family/family.js';
import { memberSummaries } from './member-summary.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import type { Executor } from '../shared/members.js';
import { milanConnections } from '../tables.js';

export type ConnectionRow = typeof milanConnections.$inferSelect;

/** The member of `row` who is not `viewerId`. */
export const otherMemberOf = (row: ConnectionRow, viewerId: string): string =>
  row.requesterId === viewerId ? row.receiverId : row.requesterId;

function toItem(
  row: ConnectionRow,
  viewerId: string,
  member: MemberSummary,
  actors: ReadonlyMap<string, FamilyActor>,
): ConnectionItem {
  return {
    _id: row.id,
    status: row.status,
    direction: row.requesterId === viewerId ? 'sent' : 'received',
    message: row.message,
    member,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    sentBy: (row.requestedVia && actors.get(row.requestedVia)) || null,
    answeredBy: (row.answeredVia && actors.get(row.answeredVia)) || null,
  };
}

/**
 * Rows `rows` (each with `viewerId` as requester or receiver) as `viewerId`
 * sees them, in the same order. Rows whose other member has no profile are
 * left out; callers filter suspended and blocked members in their query.
 */
export async function toConnectionItems(
  db: Executor,
  links: PhotoLinks,
  viewerId: string,
  rows: readonly ConnectionRow[],
): Promise<ConnectionItem[]> {
  const [summaries, actors] = await Promise.all([
    memberSummaries(
      db,
      links,
      viewerId,
      rows.map((row) => otherMemberOf(row, viewerId)),
    ),
    actorsOf(
      db,
      rows.flatMap((row) => [row.requestedVia, row.answeredVia]),
    ),
  ]);
  return rows.flatMap((row) => {
    const member = summaries.get(otherMemberOf(row, viewerId));
    return member ? [toItem(row, viewerId, member, actors)] : [];
  });
}

/** Connection `id` as `viewerId` sees it; undefined when it does not exist or the other member has no profile. */
export async function connectionItem(
  db: Executor,
  links: PhotoLinks,
  viewerId: string,
  id: string,
): Promise<ConnectionItem | undefined> {
  const row = await findConnection(db, id);
  if (!row) return undefined;
  const [item] = await toConnectionItems(db, links, viewerId, [row]);
  return item;
}

/** The stored row of connection `id`, or undefined. */
export async function findConnection(db: Executor, id: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(milanConnections).where(eq(milanConnections.id, id)).limit(1);
  return row;
}
