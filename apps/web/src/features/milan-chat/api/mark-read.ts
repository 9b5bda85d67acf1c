/**
 * POST /api/conversations/:id/read → `{ success, read, readAt }`: the other
 * member's messages so far are read (the sender hears `message:read`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResponse } from '@seva/contracts';
import { badgesQueryKey } from '@/domains/milan/badges';
import { chatKeys } from '@/domains/milan/conversations';
import { api } from '@/lib/api-client';

export const markConversationRead = (id: string) =>
  api.post<MarkReadResponse>(`/conversations/${encodeURIComponent(id)}/read`);

/** Marks conversation `id` read; when anything was unread, the list and the header badge are read again. */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(id),
    onSuccess: (answer) => {
      if (answer.read === 0) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      void queryClient.invalidateQueries({ queryKey: badgesQueryKey });
    },
  });
}
