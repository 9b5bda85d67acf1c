/**
 * Recharge complaints in the console (issue 23):
 * GET /api/admin/recharge/complaints?status=&page=&pageSize= (open ones oldest first) and
 * PATCH /api/admin/recharge/complaints/:id `{ resolution }`.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRechargeComplaintsResponse,
  RechargeComplaintStatus,
  ResolveRechargeComplaintResponse,
} from '@seva/contracts';
import { api } from '@/lib/api-client';
import { rechargeAdminKey } from './recharge-query-keys';

export type RechargeComplaintsQuery = { status: RechargeComplaintStatus | ''; page: number; pageSize: number };

const complaintsKey = [...rechargeAdminKey, 'complaints'] as const;

export function useRechargeComplaints({ status, page, pageSize }: RechargeComplaintsQuery) {
  return useQuery({
    queryKey: [...complaintsKey, { status, page, pageSize }],
    queryFn: () =>
      api.get<AdminRechargeComplaintsResponse>('/admin/recharge/complaints', {
        params: { status: status || undefined, page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Resolves a complaint; the queue and the overview's counts are read again. */
export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: string }) =>
      api.patch<ResolveRechargeComplaintResponse>(`/admin/recharge/complaints/${id}`, { resolution }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: complaintsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}
