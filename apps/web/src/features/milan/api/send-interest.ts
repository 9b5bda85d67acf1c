/**
 * POST /api/connections/request `{ receiverId, note? }` → `{ success, message,
 * connection: { _id, status: 'pending' | 'accepted' } }` (SPEC §7). A
 * failure's body names the reason in `error` (CONNECTION_ERRORS, e.g.
 * 'daily_limit'), surfaced as ApiError.reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectionRequestResponse, ConnectionState, ProfileView } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useMilanViewerId } from '@/domains/milan/viewer';
import { milanKeys } from './query-keys';

/** `note` (issue 22): the optional words sent with the interest, at most INTEREST_NOTE_MAX_LENGTH; left out when blank. */
export const sendInterest = (receiverId: string, note = '') =>
  api.post<ConnectionRequestResponse>(
    '/connections/request',
    note.trim() ? { receiverId, note: note.trim() } : { receiverId },
  );

/**
 * Sends an interest to `receiverId`, with the note given to mutate (if any). On success the profile shows the new
 * state at once (sent, or connected when they had already sent one), then
 * reloads, since contact details may now show.
 */
export function useSendInterest(receiverId: string) {
  const queryClient = useQueryClient();
  const viewerId = useMilanViewerId() ?? '';
  const key = milanKeys.profile(viewerId, receiverId);
  return useMutation({
    mutationFn: (note?: string) => sendInterest(receiverId, note),
    onSuccess: (answer) => {
      const connection: ConnectionState = answer.connection?.status === 'accepted' ? 'accepted' : 'sent';
      queryClient.setQueryData<ProfileView>(key, (profile) => (profile ? { ...profile, connection } : profile));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
