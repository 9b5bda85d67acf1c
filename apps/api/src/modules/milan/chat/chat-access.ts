/**
 * Who may read and write a Milan Sathi conversation (the connections issue,
 * Messages in real time). A conversation is an accepted connection and has
 * the connection's id. Its members read it while the other member is not
 * suspended and no block stands either way ("blocked people never see each
 * other"); otherwise it does not exist for them (404 not_found). Writing
 * also needs an unsuspended profile and a plan with messaging, unless the
 * other member has already written: a free member can reply. When the other
 * member deleted their account (issue 24) the conversation stays readable,
 * their messages erased, and nobody can write in it any more.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, exists, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import { withReason } from '../../../plugins/errors.js';
import { erasedAmong, erasedCustomerIds } from '../../customers/service.js';
import { blockBetween } from '../shared/blocks.js';
import { messagingAllowed } from '../membership/entitlements.js';
import type { Executor } from '../shared/members.js';
import type { Bound } from '../../../db/prepared.js';
import { milanBlocks, milanConnections, milanMessages, milanProfiles } from '../tables.js';

/** A conversation as one of its members sees it. */
export interface ConversationAccess {
  /** The conversation (= accepted connection) id. */
  id: string;
  /** The member asking. */
  memberId: string;
  /** The other member. */
  otherId: string;
  /** When the connection was accepted (its last update when no reply time was recorded). */
  acceptedAt: Date;
  /** The asking member's own profile is suspended (or gone): they may read but not write. */
  selfSuspended: boolean;
}

const conversationNotFound = () => withReason(httpErrors.notFound(MESSAGES.conversationNotFound), 'not_found');

/** The profile of `customerId` is missing or suspended. */
export async function isSuspended(db: Executor, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: milanProfiles.suspendedAt })
    .from(milanProfiles)
    .where(eq(milanProfiles.customerId, customerId));
  return !row || row.suspendedAt !== null;
}

/** The other member of a milan_connections row as `memberId` sees it (for statements over that table). */
export const otherMemberOf = (memberId: Bound<string>) =>
  sql<string>`case when ${milanConnections.requesterId} = ${memberId} then ${milanConnections.receiverId} else ${milanConnections.requesterId} end`;

/**
 * Condition over milan_connections: the row is conversation `conversationId`
 * and `memberId` may read it (accepted, theirs, the other member has an
 * unsuspended profile, no block between the two either way).
 */
function readableBy(db: Executor, memberId: Bound<string>, conversationId: Bound<string>): SQL | undefined {
  const otherId = otherMemberOf(memberId);
  return and(
    eq(milanConnections.id, conversationId),
    eq(milanConnections.status, 'accepted'),
    or(eq(milanConnections.requesterId, memberId), eq(milanConnections.receiverId, memberId)),
    or(
      exists(
        db
          .select({ one: sql`1` })
          .from(milanProfiles)
          .where(and(eq(milanProfiles.customerId, otherId), isNull(milanProfiles.suspendedAt))),
      ),
      // An erased account's conversations stay readable to the other member (issue 24), never writable.
      inArray(otherId, erasedCustomerIds(db)),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(milanBlocks)
        .where(blockBetween(memberId, otherId)),
    ),
  );
}

/** `memberId` has a profile and it is not suspended. */
const activeMember = (db: Executor, memberId: Bound<string>) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(milanProfiles)
      .where(and(eq(milanProfiles.customerId, memberId), isNull(milanProfiles.suspendedAt))),
  );

/**
 * Condition over milan_connections: `memberId`'s plan at `now` has
 * messaging, or the other member has written in this conversation.
 */
const mayWrite = (db: Executor, memberId: Bound<string>, now: Bound<Date>) =>
  or(
    messagingAllowed(db, memberId, now),
    exists(
      db
        .select({ one: sql`1` })
        .from(milanMessages)
        .where(and(eq(milanMessages.connectionId, milanConnections.id), eq(milanMessages.receiverId, memberId))),
    ),
  );

/**
 * Condition over milan_connections: `memberId` may write in conversation
 * `conversationId` at `now` — the row findConversation finds and
 * assertMaySend lets through, checked inside the statement that writes.
 * Each value may be a kept statement's placeholder (chat-send.ts).
 */
export const sendableBy = (db: Executor, memberId: Bound<string>, conversationId: Bound<string>, now: Bound<Date>) =>
  and(
    readableBy(db, memberId, conversationId),
    activeMember(db, memberId),
    // The other member still has a profile: nobody writes to an erased account.
    exists(
      db
        .select({ one: sql`1` })
        .from(milanProfiles)
        .where(eq(milanProfiles.customerId, otherMemberOf(memberId))),
    ),
    mayWrite(db, memberId, now),
  );

/**
 * Conversation `conversationId` of member `memberId`, or null when it is not
 * an accepted connection of theirs, the other member is suspended or has no
 * profile (unless they deleted their account), or a block stands between the
 * two either way. One statement.
 */
export async function findConversation(
  db: Executor,
  memberId: string,
  conversationId: string,
): Promise<ConversationAccess | null> {
  const [row] = await db
    .select({
      otherId: otherMemberOf(memberId),
      respondedAt: milanConnections.respondedAt,
      updatedAt: milanConnections.updatedAt,
      active: sql<boolean>`${activeMember(db, memberId)}`,
    })
    .from(milanConnections)
    .where(readableBy(db, memberId, conversationId))
    .limit(1);
  if (!row) return null;
  return {
    id: conversationId,
    memberId,
    otherId: row.otherId,
    acceptedAt: row.respondedAt ?? row.updatedAt,
    selfSuspended: !row.active,
  };
}

/** findConversation, or throws 404 `not_found` (MESSAGES.conversationNotFound). */
export async function conversationOf(
  db: Executor,
  memberId: string,
  conversationId: string,
): Promise<ConversationAccess> {
  const conversation = await findConversation(db, memberId, conversationId);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** The ids among `conversationIds` in which someone has written to `memberId` (the other member). */
export async function writtenTo(
  db: Executor,
  memberId: string,
  conversationIds: readonly string[],
): Promise<Set<string>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: milanMessages.connectionId })
    .from(milanMessages)
    .where(and(eq(milanMessages.receiverId, memberId), inArray(milanMessages.connectionId, [...conversationIds])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Whether the member may write in `conversation` now: not suspended, and a
 * plan with messaging or a message from the other member already there.
 * Throws 403 `suspended` (MESSAGES.accountSuspended), 403 `member_deleted`
 * (the other member deleted their account, issue 24) or 403
 * `membership_required` (MESSAGES.messagingNeedsPlan) when not.
 */
export async function assertMaySend(db: Executor, conversation: ConversationAccess, now = new Date()): Promise<void> {
  if (conversation.selfSuspended) {
    throw withReason(httpErrors.forbidden(MESSAGES.accountSuspended), 'suspended');
  }
  if ((await erasedAmong(db, [conversation.otherId])).size > 0) {
    throw withReason(httpErrors.forbidden(MESSAGES.memberDeletedAccount), 'member_deleted');
  }
  const [row] = await db
    .select({ may: sql<boolean>`${mayWrite(db, conversation.memberId, now)}` })
    .from(milanConnections)
    .where(eq(milanConnections.id, conversation.id));
  if (!row?.may) throw withReason(httpErrors.forbidden(MESSAGES.messagingNeedsPlan), 'membership_required');
}
