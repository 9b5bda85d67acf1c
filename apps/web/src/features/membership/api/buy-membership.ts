/**
 * POST /api/milan/membership/checkout `{ planId, razorpayOrderId,
 * razorpayPaymentId, razorpaySignature }` → `{ success, message, data:
 * MembershipStatus }`. Called only after the card payment succeeded (SPEC §4:
 * pay first, then the service); the server checks the signature and the
 * plan's price, activates it once (a renewal starts when the current plan
 * ends) and refunds what it refuses (400, 404, 409, 422 with a message).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MembershipCheckoutBody, MembershipCheckoutResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

export const buyMembership = (body: MembershipCheckoutBody) =>
  api.post<MembershipCheckoutResponse>('/milan/membership/checkout', body);

/** Activates the paid plan; reloads the member's status and payments whatever the answer. */
export function useBuyMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyMembership,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipKeys.member }),
        queryClient.invalidateQueries({ queryKey: membershipKeys.transactions }),
      ]);
    },
  });
}
