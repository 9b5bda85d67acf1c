/**
 * Today's panchang for the customer's city: GET /api/panchang/today?city=<key>.
 * The city is the first of the signed-in customer's saved addresses whose
 * town is one the panchang knows (contracts panchangCityKey), else New Delhi.
 */
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PANCHANG_CITY,
  panchangCityKey,
  type AddressesResponse,
  type Address,
  type PanchangResponse,
} from '@seva/contracts';
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

/** The place key the panchang is reckoned for. */
export function usePanchangCity(): string {
  const known = useSavedAddresses()
    .map((address) => panchangCityKey(address.city))
    .find(Boolean);
  return known ?? DEFAULT_PANCHANG_CITY;
}

export function usePanchang(city: string) {
  return useQuery({
    queryKey: ['panchang', city],
    queryFn: async () => (await api.get<PanchangResponse>('/panchang/today', { params: { city } })).data,
    staleTime: 10 * 60_000,
  });
}
