/**
 * Reading Milan Sathi conversations (the connections issue, Messages in real
 * time; contract milan-chat.ts): the list of /dashboard/messages and a
 * conversation's history, paged by message id (time-ordered) over
 * milan_messages_connection_idx. Sending is chat-send.ts, receipts
 * chat-receipts.ts, who may do what chat-access.ts.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type {
  ChatHistoryResponse,
  ChatMessage,
  Conversation,
  ConversationsResponse,
  FamilyActor,
  MemberSummary,
} from '@seva/contracts';
import { DELETED_CUSTOMER_NAME } from '@seva/contracts';
import { erasedAmong, erasedCustomerIds } from '../../customers/service.js';
import { actorsOf } from '../family/family.js';
import { blockBetween } from '../shared/blocks.js';
import { conversationOf, isSuspended, otherMemberOf, writtenTo, type ConversationAccess } from './chat-access.js';
import { unreadByConversation, unreadMessageTotal } from './chat-counts.js';
import { entitlementsOf } from '../membership/entitlements.js';
import { memberSummaries } from '../connections/member-summary.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import type { Executor } from '../shared/members.js';
import { milanBlocks, milanConnections, milanMessages, milanProfiles } from '../tables.js';

export type ChatMessageRow = typeof milanMessages.$inferSelect;

/**
 * The API shape of a stored message (the conversation id is the connection id);
 * `actors` names the family helpers of `sent_via` (family.ts actorsOf).
 */
function toChatMessage(row: ChatMessageRow, actors: ReadonlyMap<string, FamilyActor>): ChatMessage {
  return {
    _id: row.id,
    conversationId: row.connectionId,
    senderId: row.senderId,
    clientId: row.clientId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    sentBy: (row.sentVia && actors.get(row.sentVia)) || null,
    ...(row.deletedAt ? { deleted: true } : {}),
  };
}

/** Stored messages `rows` in their API shape, in the same order, with the helper who wrote each (if any). */
export async function chatMessagesOf(db: Executor, rows: readonly ChatMessageRow[]): Promise<ChatMessage[]> {
  const actors = await actorsOf(
    db,
    rows.map((row) => row.sentVia),
  );
  return rows.map((row) => toChatMessage(row, actors));
}

/** The newest message of each of `ids`, by conversation id (DISTINCT ON over the connection index). */
async function lastMessages(db: Executor, ids: readonly string[]): Promise<Map<string, ChatMessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([milanMessages.connectionId])
    .from(milanMessages)
    .where(inArray(milanMessages.connectionId, [...ids]))
    .orderBy(milanMessages.connectionId, desc(milanMessages.id));
  return new Map(rows.map((row) => [row.connectionId, row]));
}

/** How a member who deleted their account appears in the other member's conversations (issue 24). */
const erasedMember = (id: string): MemberSummary => ({
  _id: id,
  firstName: DELETED_CUSTOMER_NAME,
  age: 0,
  city: '',
  state: '',
  occupation: 'other',
  jobTitle: '',
  photo: null,
  verified: false,
});

type ConversationRef = Pick<ConversationAccess, 'id' | 'otherId' | 'acceptedAt'>;

/**
 * The list rows of `conversations` as `memberId` sees them at `now`, newest
 * activity first; conversations whose other member has no profile are left
 * out. `canSend` follows assertMaySend's rule.
 */
async function describeConversations(
  db: Executor,
  links: PhotoLinks,
  memberId: string,
  conversations: readonly ConversationRef[],
  now: Date,
): Promise<Conversation[]> {
  const ids = conversations.map((c) => c.id);
  const [summaries, erased, last, unread, written, suspended, entitlements] = await Promise.all([
    memberSummaries(
      db,
      links,
      memberId,
      conversations.map((c) => c.otherId),
      now,
    ),
    erasedAmong(
      db,
      conversations.map((c) => c.otherId),
    ),
    lastMessages(db, ids),
    unreadByConversation(db, memberId),
    writtenTo(db, memberId, ids),
    isSuspended(db, memberId),
    entitlementsOf(db, memberId, now),
  ]);
  const actors = await actorsOf(
    db,
    [...last.values()].map((row) => row.sentVia),
  );
  const results: { conversation: Conversation; activityId: string }[] = [];
  for (const c of conversations) {
    const gone = erased.has(c.otherId);
    const member = summaries.get(c.otherId) ?? (gone ? erasedMember(c.otherId) : undefined);
    if (!member) continue;
    const lastRow = last.get(c.id);
    const conversation: Conversation = {
      _id: c.id,
      member,
      lastMessage: lastRow ? toChatMessage(lastRow, actors) : null,
      unread: unread.get(c.id) ?? 0,
      canSend: !gone && !suspended && (entitlements.messaging || written.has(c.id)),
      ...(gone ? { memberDeleted: true } : {}),
      updatedAt: (lastRow?.createdAt ?? c.acceptedAt).toISOString(),
    };
    // Ids are time-ordered: within one millisecond the later message (or connection) comes first.
    results.push({ conversation, activityId: lastRow?.id ?? c.id });
  }
  return results
    .sort(
      (x, y) =>
        y.conversation.updatedAt.localeCompare(x.conversation.updatedAt) || y.activityId.localeCompare(x.activityId),
    )
    .map((r) => r.conversation);
}

/**
 * GET /api/conversations for `memberId`: every accepted connection whose
 * other member is not suspended and not behind a block either way, the
 * latest activity (last message, else acceptance) first, with the unread
 * total for the header badge.
 */
export async function listConversations(
  db: Executor,
  links: PhotoLinks,
  memberId: string,
  now = new Date(),
): Promise<Omit<ConversationsResponse, 'success'>> {
  const otherId = otherMemberOf(memberId);
  const rows = await db
    .select({
      id: milanConnections.id,
      otherId,
      respondedAt: milanConnections.respondedAt,
      updatedAt: milanConnections.updatedAt,
    })
    .from(milanConnections)
    .leftJoin(milanProfiles, eq(milanProfiles.customerId, otherId))
    .where(
      and(
        eq(milanConnections.status, 'accepted'),
        or(eq(milanConnections.requesterId, memberId), eq(milanConnections.receiverId, memberId)),
        or(
          and(isNotNull(milanProfiles.customerId), isNull(milanProfiles.suspendedAt)),
          // The other member deleted their account: the conversation stays, read-only (issue 24).
          inArray(otherId, erasedCustomerIds(db)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(milanBlocks)
            .where(blockBetween(memberId, otherId)),
        ),
      ),
    );
  const refs = rows.map((row) => ({ id: row.id, otherId: row.otherId, acceptedAt: row.respondedAt ?? row.updatedAt }));
  const [results, unreadTotal] = await Promise.all([
    describeConversations(db, links, memberId, refs, now),
    unreadMessageTotal(db, memberId),
  ]);
  return { results, unreadTotal };
}

/**
 * GET /api/conversations/:id/messages for `memberId`: up to `limit` messages
 * older than `before` (default: the newest), oldest first, and whether older
 * ones exist. Throws 404 `not_found` as conversationOf.
 */
export async function chatHistory(
  db: Executor,
  links: PhotoLinks,
  memberId: string,
  conversationId: string,
  query: { before?: string | undefined; limit: number },
  now = new Date(),
): Promise<Omit<ChatHistoryResponse, 'success'>> {
  const access = await conversationOf(db, memberId, conversationId);
  const [rows, described] = await Promise.all([
    db
      .select()
      .from(milanMessages)
      .where(
        and(
          eq(milanMessages.connectionId, conversationId),
          query.before ? lt(milanMessages.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(milanMessages.id))
      .limit(query.limit + 1),
    describeConversations(db, links, memberId, [access], now),
  ]);
  const [conversation] = described;
  if (!conversation) throw new Error(`conversation ${conversationId} has no member summary`);
  return {
    conversation,
    results: await chatMessagesOf(db, rows.slice(0, query.limit).reverse()),
    hasMore: rows.length > query.limit,
  };
}
