/**
 * POST /api/conversations/:id/messages `{ clientId, body }` → `{ success,
 * message }`. The client id (a UUID the device makes once per message) lets
 * a retry store nothing new: the server answers the first one. Failures
 * carry `error` (not_found, membership_required, suspended).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendChatMessageBody, SendChatMessageResponse } from '@seva/contracts';
import { addMessage } from '@/domains/milan/chat-cache';
import { chatKeys } from '@/domains/milan/conversations';
import { api } from '@/lib/api-client';

export const sendChatMessage = (id: string, body: SendChatMessageBody) =>
  api.post<SendChatMessageResponse>(`/conversations/${encodeURIComponent(id)}/messages`, body);

/** Sends into conversation `id`; the stored message joins the history at once and the list is read again. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => sendChatMessage(id, body),
    onSuccess: (answer) => {
      addMessage(queryClient, answer.message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
