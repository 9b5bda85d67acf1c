/**
 * Who may read and write a Milan Sathi conversation (the connections issue,
 * Messages in real time). A conversation is an accepted connection and has
 * the connection's id. Its members read it while the other member is not
 * suspended and no block stands either way ("blocked people never see each
 * other"); otherwise it does not exist for them (404 not_found). Writing
 * also needs an unsuspended profile and a plan with messaging, unless the
 * other member has already written: a free member can reply.
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, inArray, or } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import { withReason } from '../../plugins/errors.js';
import { isBlockedBetween } from './blocks.js';
import { entitlementsOf } from './membership/entitlements.js';
import type { Executor } from './profiles.js';
import { milanConnections, milanMessages, milanProfiles } from './tables.js';

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

/**
 * Conversation `conversationId` of member `memberId`, or null when it is not
 * an accepted connection of theirs, the other member is suspended or has no
 * profile, or a block stands between the two either way.
 */
export async function findConversation(
  db: Executor,
  memberId: string,
  conversationId: string,
): Promise<ConversationAccess | null> {
  const [row] = await db
    .select({
      requesterId: milanConnections.requesterId,
      receiverId: milanConnections.receiverId,
      respondedAt: milanConnections.respondedAt,
      updatedAt: milanConnections.updatedAt,
    })
    .from(milanConnections)
    .where(
      and(
        eq(milanConnections.id, conversationId),
        eq(milanConnections.status, 'accepted'),
        or(eq(milanConnections.requesterId, memberId), eq(milanConnections.receiverId, memberId)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const otherId = row.requesterId === memberId ? row.receiverId : row.requesterId;
  const [profiles, blocked] = await Promise.all([
    db
      .select({ customerId: milanProfiles.customerId, suspendedAt: milanProfiles.suspendedAt })
      .from(milanProfiles)
      .where(inArray(milanProfiles.customerId, [memberId, otherId])),
    isBlockedBetween(db, memberId, otherId),
  ]);
  const other = profiles.find((p) => p.customerId === otherId);
  if (!other || other.suspendedAt || blocked) return null;
  const self = profiles.find((p) => p.customerId === memberId);
  return {
    id: conversationId,
    memberId,
    otherId,
    acceptedAt: row.respondedAt ?? row.updatedAt,
    selfSuspended: !self || self.suspendedAt !== null,
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
 * Throws 403 `suspended` (MESSAGES.accountSuspended) or 403
 * `membership_required` (MESSAGES.messagingNeedsPlan) when not.
 */
export async function assertMaySend(db: Executor, conversation: ConversationAccess, now = new Date()): Promise<void> {
  if (conversation.selfSuspended) {
    throw withReason(httpErrors.forbidden(MESSAGES.accountSuspended), 'suspended');
  }
  const { messaging } = await entitlementsOf(db, conversation.memberId, now);
  if (messaging) return;
  const written = await writtenTo(db, conversation.memberId, [conversation.id]);
  if (!written.has(conversation.id)) {
    throw withReason(httpErrors.forbidden(MESSAGES.messagingNeedsPlan), 'membership_required');
  }
}
