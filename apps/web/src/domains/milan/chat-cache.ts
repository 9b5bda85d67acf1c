/**
 * The loaded messages of one conversation, as the chat page and the realtime
 * socket share them in the query cache under chatKeys.history(id): oldest
 * first, merged by `_id` (record ids are time-ordered, so sorting by `_id`
 * is sorting by when the server stored them). The socket patches this cache
 * (a new message, delivery and read receipts) instead of refetching.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@seva/contracts';
import { chatKeys } from './conversations';

export type ChatHistory = {
  conversation: Conversation;
  /** Oldest first. */
  results: ChatMessage[];
  /** Older messages than results[0] exist on the server. */
  hasMore: boolean;
};

/** `a` and `b` as one list oldest first; a message in both is taken from `b`. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...a, ...b]) byId.set(message._id, message);
  return [...byId.values()].sort((x, y) => (x._id < y._id ? -1 : x._id > y._id ? 1 : 0));
}

/**
 * A fresh newest page merged into what was loaded: older pages stay (unless
 * a gap opened between them and the fresh page), and messages the socket
 * added after the server answered are kept.
 */
export function mergeHistory(cached: ChatHistory | undefined, fresh: ChatHistory): ChatHistory {
  const oldest = fresh.results[0]?._id;
  const newest = fresh.results.at(-1)?._id;
  if (!cached || oldest === undefined || newest === undefined) return fresh;
  const older = cached.results.filter((m) => m._id < oldest);
  const overlaps = cached.results.some((m) => m._id >= oldest);
  if (older.length > 0 && fresh.hasMore && !overlaps) return fresh;
  const outside = cached.results.filter((m) => m._id < oldest || m._id > newest);
  return {
    conversation: fresh.conversation,
    results: mergeMessages(outside, fresh.results),
    hasMore: older.length > 0 ? cached.hasMore : fresh.hasMore,
  };
}

function patch(queryClient: QueryClient, conversationId: string, update: (history: ChatHistory) => ChatHistory) {
  queryClient.setQueryData<ChatHistory>(chatKeys.history(conversationId), (history) =>
    history ? update(history) : history,
  );
}

/**
 * Whether `conversationId`'s loaded history says the member may not write there yet (no messaging plan,
 * and nothing from the other member): a first message from them changes that, on the server's word.
 */
export function mayNotWriteYet(queryClient: QueryClient, conversationId: string): boolean {
  return queryClient.getQueryData<ChatHistory>(chatKeys.history(conversationId))?.conversation.canSend === false;
}

/** Adds (or replaces) `message` in its conversation's loaded history, when that is loaded. */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  patch(queryClient, message.conversationId, (history) => ({
    ...history,
    results: mergeMessages(history.results, [message]),
  }));
}

/** Messages `ids` reached the receiver at `deliveredAt`. */
export function markDelivered(
  queryClient: QueryClient,
  event: { conversationId: string; ids: string[]; deliveredAt: string },
): void {
  const ids = new Set(event.ids);
  patch(queryClient, event.conversationId, (history) => ({
    ...history,
    results: history.results.map((m) =>
      ids.has(m._id) && !m.deliveredAt ? { ...m, deliveredAt: event.deliveredAt } : m,
    ),
  }));
}

/** `readerId` read everything the other member sent them up to `readAt` (so it was delivered too). */
export function markRead(
  queryClient: QueryClient,
  event: { conversationId: string; readerId: string; readAt: string },
): void {
  patch(queryClient, event.conversationId, (history) => ({
    ...history,
    results: history.results.map((m) =>
      m.senderId !== event.readerId && !m.readAt && m.createdAt <= event.readAt
        ? { ...m, readAt: event.readAt, deliveredAt: m.deliveredAt ?? event.readAt }
        : m,
    ),
  }));
}
