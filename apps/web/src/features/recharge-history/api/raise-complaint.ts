/**
 * POST /api/recharge/orders/:id/complaint `{ note? }` (issue 23): raises a complaint about a recharge pending
 * too long, or answers the open one; the customer's complaints are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RechargeComplaintResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** Raises a complaint about order `orderId` with an optional note; the list is read again. */
export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, note }: { orderId: string; note: string }) =>
      (
        await api.post<RechargeComplaintResponse>(`/recharge/orders/${orderId}/complaint`, {
          ...(note.trim() && { note: note.trim() }),
        })
      ).data,
    // complaints.ts keeps the list under ['recharge', 'complaints', userId]; nothing is imported from it, so this
    // chunk (fetched on the tap) never makes the history page's chunk export anything.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recharge', 'complaints'] }),
  });
}
