/**
 * POST /api/e-commerce/get_address `{ userId }` → `{ status, results }`, newest
 * first: the saved addresses prasad can go to. The shop manages addresses;
 * this reads the same list under the same key, so a change there shows here.
 * A list load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const getSavedAddresses = async (userId: string): Promise<Address[]> => {
  try {
    return (await api.post<AddressesResponse>('/e-commerce/get_address', { userId })).results;
  } catch {
    return [];
  }
};

export const savedAddressesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['addresses', userId], queryFn: () => getSavedAddresses(userId) });

/** The signed-in customer's saved addresses, newest first (for prasad delivery). */
export function useSavedAddresses() {
  const userId = useSession().customer?.userid ?? '';
  return useQuery({ ...savedAddressesQueryOptions(userId), enabled: userId !== '' });
}
