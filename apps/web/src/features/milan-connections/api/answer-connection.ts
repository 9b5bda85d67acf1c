/**
 * POST /api/connections/:id/accept | decline (the receiver answers a pending
 * interest) and /cancel (the sender withdraws it) → `{ success, message,
 * connection }`. One operation with three verbs: same path shape, same
 * answer. Failures carry `error` (not_found, not_pending), surfaced as
 * ApiError.reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionActionResponse } from '@seva/contracts';
import { badgesQueryKey } from '@/domains/milan/badges';
import { chatKeys } from '@/domains/milan/conversations';
import { api } from '@/lib/api-client';
import { connectionKeys } from './query-keys';

export type ConnectionAnswer = 'accept' | 'decline' | 'cancel';

export const answerConnection = (id: string, answer: ConnectionAnswer) =>
  api.post<ConnectionActionResponse>(`/connections/${encodeURIComponent(id)}/${answer}`);

/**
 * Answers connection `id`. Success or failure, every tab is read again (a
 * failure usually means it was already answered elsewhere); an acceptance
 * also opens a conversation, and answering an interest may clear its
 * notification.
 */
export function useAnswerConnection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConnectionAnswer) => answerConnection(id, answer),
    onSettled: (_data, _error, answer) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all });
      void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
      if (answer === 'accept') void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    },
  });
}
