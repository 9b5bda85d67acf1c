/**
 * POST /api/user/yatraOrderHistory `{ customerId }` → `{ status, history:
 * YatraBooking[] }`, newest first. A history load: a failure gives an empty
 * list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YatraBooking, YatraHistoryResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { useSession } from '@/lib/session';
import { yatraKeys } from './query-keys';

/** The customer's bookings, newest first (sorted here too, so the page never depends on server order). */
export const getYatraHistory = async (customerId: string): Promise<YatraBooking[]> => {
  try {
    const { history } = await api.post<YatraHistoryResponse>('/user/yatraOrderHistory', { customerId });
    return [...history].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const yatraHistoryQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: yatraKeys.history(customerId), queryFn: () => getYatraHistory(customerId) });

/** The signed-in customer's yatra bookings, newest first, names in the interface language. */
export function useYatraHistory() {
  const customerId = useSession().customer?.userid ?? '';
  return useQuery({ ...yatraHistoryQueryOptions(customerId), enabled: customerId !== '', select: useLocalized().all });
}
