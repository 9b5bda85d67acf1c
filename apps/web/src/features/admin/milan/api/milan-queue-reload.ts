import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * The callbacks of a Milan Sathi review queue's decision (verify or reject an
 * ID, close a report): the queue under `key` reloads after the decision, and
 * after a 409 too, since then another admin decided first and the row shown
 * is out of date.
 */
export function useQueueReload(key: readonly string[]) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    onSuccess: reload,
    onError: (error: Error) => {
      if (error instanceof ApiError && error.status === 409) void reload();
    },
  };
}
