/**
 * The member's conversations (GET /api/conversations → `{ success, results:
 * Conversation[], unreadTotal }`, latest activity first) and the keys of
 * every conversation query. Shared: the messages pages, the profile's
 * "Message" link and the realtime socket (which refreshes them) all read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation, ConversationsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { queryRoots } from './query-roots';

export const chatKeys = {
  all: queryRoots.conversations,
  list: () => [...queryRoots.conversations, 'list'] as const,
  /** One conversation's loaded messages (chat-cache.ts ChatHistory). */
  history: (id: string) => [...queryRoots.conversations, id, 'messages'] as const,
};

/** Newest activity first (the server's order, kept when the cache is patched). */
export function byLatestActivity(a: Conversation, b: Conversation): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

export const getConversations = async (): Promise<ConversationsResponse> => {
  const answer = await api.get<ConversationsResponse>('/conversations');
  return { ...answer, results: [...answer.results].sort(byLatestActivity) };
};

export const conversationsQueryOptions = () => queryOptions({ queryKey: chatKeys.list(), queryFn: getConversations });

/** The conversations list; runs only when `enabled` (a signed-in member). */
export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQueryOptions(), enabled });
}
