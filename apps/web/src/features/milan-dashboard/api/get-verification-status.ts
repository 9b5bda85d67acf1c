/**
 * GET /api/verification → VerificationStateResponse: whether the member is
 * ID verified and their latest request (null: never asked), for the
 * dashboard's verification card. Throws ApiError; the card then just links
 * to /dashboard/verification.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerificationStateResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

export const getVerificationStatus = () => api.get<VerificationStateResponse>('/verification');

export const verificationStatusQueryOptions = () =>
  queryOptions({ queryKey: milanDashboardKeys.verification(), queryFn: getVerificationStatus });

export function useVerificationStatus(enabled: boolean) {
  return useQuery({ ...verificationStatusQueryOptions(), enabled });
}
