import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerificationsResponse, VerificationStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanVerificationsKey } from './milan-query-keys';

export type MilanVerificationsQuery = { status: VerificationStatus; page: number; pageSize: number };

/**
 * GET /api/admin/milan/verifications?status=&page=&pageSize= (admin only):
 * pending requests oldest first, reviewed ones newest first; each with the
 * member, the masked ID number and the profile photos to compare.
 */
export const getMilanVerifications = ({ status, page, pageSize }: MilanVerificationsQuery) =>
  api.get<AdminVerificationsResponse>('/admin/milan/verifications', { params: { status, page, pageSize } });

export const milanVerificationsQueryOptions = (query: MilanVerificationsQuery) =>
  queryOptions({
    queryKey: [...milanVerificationsKey, query],
    queryFn: () => getMilanVerifications(query),
    placeholderData: keepPreviousData,
  });

export function useMilanVerifications(query: MilanVerificationsQuery) {
  return useQuery(milanVerificationsQueryOptions(query));
}
