/**
 * GET /api/app/customer/consultant_requests → `{ status, data:
 * ConsultancyRequest[] }`: the signed-in customer's requests, newest first.
 * A history load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultancyListResponse, ConsultancyRequest } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { consultancyKeys } from './query-keys';

export const getConsultancyRequests = async (): Promise<ConsultancyRequest[]> => {
  try {
    const { data } = await api.get<ConsultancyListResponse>('/app/customer/consultant_requests');
    return [...(data ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const consultancyRequestsQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: consultancyKeys.requests(customerId), queryFn: getConsultancyRequests });

/** The signed-in customer's requests (off while logged out). */
export function useConsultancyRequests() {
  const customerId = useSession().customer?.userid ?? '';
  return useQuery({ ...consultancyRequestsQueryOptions(customerId), enabled: customerId !== '' });
}
