import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email { token } (SPEC §7); returns { message }. */
export const verifyEmail = (token: string) => api.post<MessageResponse>('/auth/verify-email', { token });

/**
 * A query, not a mutation, on purpose: a token can be used once, and the
 * query cache makes sure a re-render or StrictMode's double effect never
 * sends it twice.
 */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
