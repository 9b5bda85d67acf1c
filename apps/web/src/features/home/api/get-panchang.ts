/**
 * Today's panchang for the customer's town: GET /api/panchang/today?town=<name>,
 * the town of the signed-in customer's newest saved address (the API reckons it
 * there when it knows the town, else for New Delhi); without one, New Delhi.
 * The names stay on the server: no list of places comes to the browser.
 */
import { useQuery } from '@tanstack/react-query';
import type { Address, AddressesResponse, PanchangResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The customer's saved addresses ([] when signed out or when they cannot load); the shop's query key. */
function useSavedAddresses(): Address[] {
  const userId = useSession().customer?.userid ?? '';
  const addresses = useQuery({
    queryKey: ['addresses', userId],
    queryFn: async () => {
      try {
        return (await api.post<AddressesResponse>('/e-commerce/get_address', { userId })).results;
      } catch {
        return [];
      }
    },
    enabled: userId !== '',
  });
  return addresses.data ?? [];
}

/** The town the panchang is asked for: the newest saved address's ('' for New Delhi). */
export function usePanchangTown(): string {
  return useSavedAddresses()[0]?.city ?? '';
}

export function usePanchang(town: string) {
  return useQuery({
    queryKey: ['panchang', town],
    queryFn: async () => (await api.get<PanchangResponse>('/panchang/today', { params: town ? { town } : {} })).data,
    staleTime: 10 * 60_000,
  });
}
