/**
 * Unread chat messages (the connections issue: unread counts per
 * conversation and in the header), answered from the partial index
 * milan_messages_unread_idx.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../shared/members.js';
import { milanMessages } from '../tables.js';

const unreadFor = (customerId: string) => and(eq(milanMessages.receiverId, customerId), isNull(milanMessages.readAt));

/** Messages to `customerId` not read yet, over all conversations. */
export async function unreadMessageTotal(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(milanMessages).where(unreadFor(customerId));
  return row?.unread ?? 0;
}

/** Unread messages to `customerId` by conversation (connection) id; conversations with none are absent. */
export async function unreadByConversation(db: Executor, customerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ connectionId: milanMessages.connectionId, unread: count() })
    .from(milanMessages)
    .where(unreadFor(customerId))
    .groupBy(milanMessages.connectionId);
  return new Map(rows.map((row) => [row.connectionId, row.unread]));
}
