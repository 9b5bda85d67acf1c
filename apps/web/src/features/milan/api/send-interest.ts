/**
 * POST /api/connections/request `{ receiverId }` → `{ success, message,
 * connection: { _id, status: 'pending' | 'accepted' } }` (SPEC §7). A
 * failure's body names the reason in `error` (CONNECTION_ERRORS, e.g.
 * 'daily_limit'), surfaced as ApiError.reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequestResponse, ConnectionState, ProfileView } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { milanKeys } from './query-keys';

export const sendInterest = (receiverId: string) =>
  api.post<ConnectionRequestResponse>('/connections/request', { receiverId });

/**
 * Sends an interest to `receiverId`. On success the profile shows the new
 * state at once (sent, or connected when they had already sent one), then
 * reloads, since contact details may now show.
 */
export function useSendInterest(receiverId: string) {
  const queryClient = useQueryClient();
  const viewerId = useSession().customer?.userid ?? '';
  const key = milanKeys.profile(viewerId, receiverId);
  return useMutation({
    mutationFn: () => sendInterest(receiverId),
    onSuccess: (answer) => {
      const connection: ConnectionState = answer.connection?.status === 'accepted' ? 'accepted' : 'sent';
      queryClient.setQueryData<ProfileView>(key, (profile) => (profile ? { ...profile, connection } : profile));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
