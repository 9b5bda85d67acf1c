/**
 * The signed-in customer's full profile (GET /api/app/customer/me), shared by
 * the profile page, the Milan Sathi profile form and the admin console's
 * guard and menu (role, areas). User-scoped: the session drops it on logout
 * and on a 401.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfile, CustomerProfileResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

export const getMe = async (): Promise<CustomerProfile> =>
  (await api.get<CustomerProfileResponse>('/app/customer/me')).data;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, retry: false });

/** Runs only when `enabled` (pass the session's isLoggedIn). */
export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}
