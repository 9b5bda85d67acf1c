/**
 * The signed-in member's ID verification: GET /api/verification →
 * VerificationStateResponse, whether they are verified and their latest
 * request (null: never asked). Shared because the Milan Sathi dashboard's
 * card and /dashboard/verification read the same cache entry, so a
 * submission there shows on the card. The key sits under the session's 'me'
 * root, so logout and a 401 drop it (lib/session USER_QUERY_ROOTS).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStateResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const verificationQueryKey = ['me', 'verification'] as const;

export const getVerification = () => api.get<VerificationStateResponse>('/verification');

export const verificationQueryOptions = () =>
  queryOptions({ queryKey: verificationQueryKey, queryFn: getVerification });

/** The state; runs only when `enabled` (the dashboard waits for the member's profile). */
export function useVerification(enabled = true) {
  return useQuery({ ...verificationQueryOptions(), enabled });
}
