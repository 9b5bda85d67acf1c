/**
 * GET /api/conversations/:id/messages?before&limit → `{ success,
 * conversation, results (oldest first), hasMore }`: the newest page, or the
 * page older than `before`. 404 `not_found` when the conversation is not
 * the member's (or a block stands). The loaded pages live in one cache
 * entry (domains/milan/chat-cache) that the socket patches; a refetch merges the
 * newest page into it instead of dropping earlier pages.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse } from '@seva/contracts';
import { mergeHistory, mergeMessages, type ChatHistory } from '@/domains/milan/chat-cache';
import { chatKeys } from '@/domains/milan/conversations';
import { api } from '@/lib/api-client';

/** Messages a page holds. */
export const CHAT_PAGE_SIZE = 30;

export const getChatHistory = async (id: string, before?: string): Promise<ChatHistory> => {
  const answer = await api.get<ChatHistoryResponse>(`/conversations/${encodeURIComponent(id)}/messages`, {
    params: { before, limit: CHAT_PAGE_SIZE },
  });
  return { conversation: answer.conversation, results: answer.results, hasMore: answer.hasMore };
};

export const chatHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatKeys.history(id),
    queryFn: async ({ client }) => {
      const fresh = await getChatHistory(id);
      return mergeHistory(client.getQueryData<ChatHistory>(chatKeys.history(id)), fresh);
    },
  });

/** Conversation `id`'s loaded messages; runs only when `enabled` (a well-formed id). */
export function useChatHistory(id: string, enabled: boolean) {
  return useQuery({ ...chatHistoryQueryOptions(id), enabled });
}

/** Loads the page before the oldest loaded message into the same cache entry. */
export function useLoadEarlier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => getChatHistory(id, before),
    onSuccess: (page) =>
      queryClient.setQueryData<ChatHistory>(chatKeys.history(id), (history) =>
        history
          ? { ...history, results: mergeMessages(page.results, history.results), hasMore: page.hasMore }
          : history,
      ),
  });
}
