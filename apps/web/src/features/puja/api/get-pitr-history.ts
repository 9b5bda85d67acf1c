/**
 * GET /api/app/customer/get_book_pitra_puja/:customerId → `{ status, data:
 * PitrBooking[] }`, newest first. A history load: a failure gives an empty
 * list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PitrBooking, PitrBookingsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { useSession } from '@/lib/session';

/** ['pitr', 'history', customerId]: invalidated after a booking. */
export const pitrHistoryQueryKey = (customerId: string) => ['pitr', 'history', customerId] as const;

/** The customer's pitr bookings, newest first (sorted here too, so the page never depends on server order). */
export const getPitrHistory = async (customerId: string): Promise<PitrBooking[]> => {
  try {
    const { data } = await api.get<PitrBookingsResponse>(
      `/app/customer/get_book_pitra_puja/${encodeURIComponent(customerId)}`,
    );
    return [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const pitrHistoryQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: pitrHistoryQueryKey(customerId), queryFn: () => getPitrHistory(customerId) });

/** The signed-in customer's pitr paksha bookings, newest first, names in the interface language. */
export function usePitrHistory() {
  const customerId = useSession().customer?.userid ?? '';
  return useQuery({ ...pitrHistoryQueryOptions(customerId), enabled: customerId !== '', select: useLocalized().all });
}
