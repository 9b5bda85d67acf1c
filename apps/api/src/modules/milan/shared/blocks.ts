/**
 * Blocking (the Milan Sathi issue, privacy: "blocked people never see each
 * other"): a block works both ways — neither member finds, opens or contacts
 * the other — whoever made it. Only the blocker can lift it.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import type { Bound } from '../../../db/prepared.js';
import { findProfile, type Executor } from './members.js';
import { milanBlocks, milanConnections } from '../tables.js';

/**
 * SQL conditions: the member in `column` has no block with `viewerId`,
 * either way. Two NOT IN subqueries, each answered once per statement from
 * an index (the primary key's blocker_id prefix, and milan_blocks_blocked_idx)
 * and hashed, instead of a probe per row. `viewerId` may be a prepared statement's placeholder.
 */
export function notBlockedWith(db: Executor, viewerId: Bound<string>, column: AnyPgColumn): SQL[] {
  return [
    notInArray(
      column,
      db.select({ id: milanBlocks.blockedId }).from(milanBlocks).where(eq(milanBlocks.blockerId, viewerId)),
    ),
    notInArray(
      column,
      db.select({ id: milanBlocks.blockerId }).from(milanBlocks).where(eq(milanBlocks.blockedId, viewerId)),
    ),
  ];
}

/**
 * The ids of `viewerId` and of every member blocked by them or who blocked
 * them, as a subquery (`(select … union all …)`): for reading those few rows by key.
 * `viewerId` may be a prepared statement's placeholder.
 */
export function selfAndBlockedEitherWay(viewerId: Bound<string>): SQL {
  const b = milanBlocks;
  return sql`(select ${viewerId}::text union all select ${b.blockedId} from ${b} where ${b.blockerId} = ${viewerId} union all select ${b.blockerId} from ${b} where ${b.blockedId} = ${viewerId})`;
}

/** Condition over milan_blocks: `a` blocked `b` or `b` blocked `a` (ids, or SQL or placeholders naming them). */
export const blockBetween = (a: string | SQLWrapper, b: string | SQLWrapper) =>
  or(
    and(eq(milanBlocks.blockerId, a), eq(milanBlocks.blockedId, b)),
    and(eq(milanBlocks.blockerId, b), eq(milanBlocks.blockedId, a)),
  );

/** True when `a` blocked `b` or `b` blocked `a`. */
export async function isBlockedBetween(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: milanBlocks.blockerId })
    .from(milanBlocks)
    .where(blockBetween(a, b))
    .limit(1);
  return row !== undefined;
}

function refuseSelf(blockerId: string, blockedId: string): void {
  if (blockerId === blockedId) throw httpErrors.badRequest(MESSAGES.blockSelf);
}

/**
 * `blockerId` blocks `blockedId` (idempotent). Pending interests between the
 * two, either way, are cancelled, so neither sees a request from someone
 * they cannot see. Throws 400 for oneself, 404 when `blockedId` has no profile.
 */
export async function blockMember(db: Db, blockerId: string, blockedId: string, now = new Date()): Promise<void> {
  refuseSelf(blockerId, blockedId);
  if (!(await findProfile(db, blockedId))) throw httpErrors.notFound(MESSAGES.profileNotFound);
  await db.transaction(async (tx) => {
    await tx.insert(milanBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    await tx
      .update(milanConnections)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(milanConnections.status, 'pending'),
          or(
            and(eq(milanConnections.requesterId, blockerId), eq(milanConnections.receiverId, blockedId)),
            and(eq(milanConnections.requesterId, blockedId), eq(milanConnections.receiverId, blockerId)),
          ),
        ),
      );
  });
}

/** `blockerId` lifts their block of `blockedId` (idempotent; a block the other made stays). 400 for oneself. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string): Promise<void> {
  refuseSelf(blockerId, blockedId);
  await db.delete(milanBlocks).where(and(eq(milanBlocks.blockerId, blockerId), eq(milanBlocks.blockedId, blockedId)));
}
