/**
 * POST /api/users/me/family `{ name, relation, mobile }` → `{ success,
 * message, member }` (issue 22): invites a family member to help with the
 * member's account. Refusals are ApiErrors whose `reason` says why:
 * 'profile_required' (409, no Milan Sathi profile yet), 'self' (400, the
 * member's own number), 'duplicate' (409) and 'limit' (409, MILAN_FAMILY_LIMIT).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyInviteResponse, FamilyResponse, familyInviteBodySchema } from '@seva/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

/** The parsed form: the mobile already in its 10-digit national form. */
export type FamilyInvite = z.output<typeof familyInviteBodySchema>;

export const inviteFamily = (body: FamilyInvite) => api.post<FamilyInviteResponse>('/users/me/family', body);

/** Sends the invitation; the new helper joins the cached list at once. */
export function useInviteFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFamily,
    onSuccess: (answer) =>
      queryClient.setQueryData<FamilyResponse>(milanDashboardKeys.family(), (family) =>
        family ? { ...family, members: [...family.members, answer.member] } : family,
      ),
  });
}
