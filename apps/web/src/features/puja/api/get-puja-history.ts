/**
 * POST /api/e-commerce/get_customer_puja_history `{ customerId }` → `{ status,
 * results: PujaBooking[] }`, newest first. A history load: a failure gives an
 * empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PujaBooking, PujaHistoryResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { useSession } from '@/lib/session';

/** ['puja', 'history', customerId]: invalidated after a booking. */
export const pujaHistoryQueryKey = (customerId: string) => ['puja', 'history', customerId] as const;

/** The customer's bookings, newest first (sorted here too, so the page never depends on server order). */
export const getPujaHistory = async (customerId: string): Promise<PujaBooking[]> => {
  try {
    const { results } = await api.post<PujaHistoryResponse>('/e-commerce/get_customer_puja_history', { customerId });
    return [...results].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const pujaHistoryQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: pujaHistoryQueryKey(customerId), queryFn: () => getPujaHistory(customerId) });

/** The signed-in customer's puja bookings, newest first, names in the interface language. */
export function usePujaHistory() {
  const customerId = useSession().customer?.userid ?? '';
  return useQuery({ ...pujaHistoryQueryOptions(customerId), enabled: customerId !== '', select: useLocalized().all });
}
