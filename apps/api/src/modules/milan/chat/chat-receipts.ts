/**
 * Delivery and read receipts of Milan Sathi messages (the connections issue:
 * "a client that was offline gets them on reconnect", read receipts, unread
 * counts). A device acknowledges what reached it (`message:delivered` on the
 * socket); opening a conversation reads it (POST /api/conversations/:id/read).
 * Each sender hears about their own messages only.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Realtime } from '../../../realtime/index.js';
import { notBlockedWith } from '../shared/blocks.js';
import { conversationOf } from './chat-access.js';
import type { ChatMessageRow } from './chat.js';
import type { Executor } from '../shared/members.js';
import { milanMessages } from '../tables.js';

/** Undelivered messages a reconnecting device receives at most (the rest on its next connect). */
export const UNDELIVERED_BATCH = 500;

/**
 * Messages to `memberId` no device of theirs acknowledged yet, oldest first,
 * at most `limit` (milan_messages_undelivered_idx). Messages from a member
 * behind a block either way are held back.
 */
export async function undeliveredTo(
  db: Executor,
  memberId: string,
  limit = UNDELIVERED_BATCH,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(milanMessages)
    .where(
      and(
        eq(milanMessages.receiverId, memberId),
        isNull(milanMessages.deliveredAt),
        ...notBlockedWith(db, memberId, milanMessages.senderId),
      ),
    )
    .orderBy(asc(milanMessages.id))
    .limit(limit);
}

/** Messages `ids` reached a device of member `receiverId` (the socket's `message:delivered`). */
export interface DeliveryAck {
  receiverId: string;
  ids: readonly string[];
}

/**
 * Marks delivered at `now`, in one statement, every message of `acks` that
 * was sent to the member who acknowledged it and not marked yet (others'
 * and already marked ids are ignored); each sender hears
 * `message:delivered` once per conversation. Answers how many were marked.
 */
export async function markDelivered(
  db: Db,
  realtime: Realtime,
  acks: readonly DeliveryAck[],
  now = new Date(),
): Promise<number> {
  const ids = acks.flatMap((ack) => ack.ids);
  if (ids.length === 0) return 0;
  const marked = await db
    .update(milanMessages)
    .set({ deliveredAt: now })
    .where(
      and(
        inArray(milanMessages.id, ids),
        isNull(milanMessages.deliveredAt),
        or(
          ...acks.map((ack) =>
            and(eq(milanMessages.receiverId, ack.receiverId), inArray(milanMessages.id, [...ack.ids])),
          ),
        ),
      ),
    )
    .returning({ id: milanMessages.id, connectionId: milanMessages.connectionId, senderId: milanMessages.senderId });
  const byConversation = new Map<string, { senderId: string; ids: string[] }>();
  for (const row of marked.sort((a, b) => a.id.localeCompare(b.id))) {
    const entry = byConversation.get(row.connectionId) ?? { senderId: row.senderId, ids: [] };
    entry.ids.push(row.id);
    byConversation.set(row.connectionId, entry);
  }
  const deliveredAt = now.toISOString();
  for (const [conversationId, { senderId, ids: delivered }] of byConversation) {
    realtime.toUser(senderId, 'message:delivered', { conversationId, ids: delivered, deliveredAt });
  }
  return marked.length;
}

/**
 * POST /api/conversations/:id/read: `readerId` read the other member's
 * messages up to `now` (also marking them delivered where no device had
 * said so); the other member hears `message:read` when any were unread.
 * Throws 404 `not_found` as conversationOf. Answers `{ read, readAt }`.
 */
export async function markConversationRead(
  db: Db,
  realtime: Realtime,
  readerId: string,
  conversationId: string,
  now = new Date(),
): Promise<{ read: number; readAt: string }> {
  const conversation = await conversationOf(db, readerId, conversationId);
  const read = await db
    .update(milanMessages)
    .set({ readAt: now, deliveredAt: sql`coalesce(${milanMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(milanMessages.connectionId, conversationId),
        eq(milanMessages.receiverId, readerId),
        isNull(milanMessages.readAt),
      ),
    )
    .returning({ id: milanMessages.id });
  const readAt = now.toISOString();
  if (read.length > 0) {
    realtime.toUser(conversation.otherId, 'message:read', { conversationId, readerId, readAt });
  }
  return { read: read.length, readAt };
}
