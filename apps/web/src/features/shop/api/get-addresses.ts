/**
 * POST /api/e-commerce/get_address `{ userId }` → `{ status, results }`, newest
 * first (SPEC §9). A list load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** ['addresses', userId]: invalidate after add, update or delete. */
export const addressesQueryKey = (userId: string) => ['addresses', userId] as const;

export const getAddresses = async (userId: string): Promise<Address[]> => {
  try {
    return (await api.post<AddressesResponse>('/e-commerce/get_address', { userId })).results;
  } catch {
    return [];
  }
};

export const addressesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: addressesQueryKey(userId), queryFn: () => getAddresses(userId) });

/** The signed-in customer's saved delivery addresses, newest first. */
export function useAddresses() {
  const userId = useSession().customer?.userid ?? '';
  return useQuery({ ...addressesQueryOptions(userId), enabled: userId !== '' });
}
