/**
 * GET /api/verification → VerificationStateResponse: whether the signed-in
 * member is verified, and their latest request (null: never asked).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStateResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { verificationKeys } from './query-keys';

export const getVerification = () => api.get<VerificationStateResponse>('/verification');

export const verificationQueryOptions = () =>
  queryOptions({ queryKey: verificationKeys.state, queryFn: getVerification });

export function useVerification() {
  return useQuery(verificationQueryOptions());
}
