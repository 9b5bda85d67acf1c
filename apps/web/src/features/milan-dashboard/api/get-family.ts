/**
 * GET /api/users/me/family → `{ success, members, invitations, accounts }`
 * (contracts milan-family.ts, issue 22): the helpers of the member's own
 * account (empty without a Milan Sathi profile), the invitations to the
 * signed-in number not answered yet, and the accounts the person helps
 * with. The family routes ignore X-Milan-Account: always the person's own.
 * Throws ApiError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanDashboardKeys } from './query-keys';

export const getFamily = () => api.get<FamilyResponse>('/users/me/family');

export const familyQueryOptions = () => queryOptions({ queryKey: milanDashboardKeys.family(), queryFn: getFamily });

/** The signed-in person's family access; only asked for while `enabled` (someone is signed in). */
export function useFamily(enabled = true) {
  return useQuery({ ...familyQueryOptions(), enabled });
}
