import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminYatraBookingsResponse, YatraBookingStatus } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { yatraAdminKey } from './yatra-query-keys';

export type YatraBookingsQuery = {
  status: YatraBookingStatus | '';
  yatraId: string;
  departureId: string;
  q: string;
  page: number;
  pageSize: number;
};

/** GET /api/admin/yatra/bookings?status=&yatraId=&departureId=&q=&page=&pageSize= (admin only), newest first. */
export const getYatraBookings = ({ status, yatraId, departureId, q, page, pageSize }: YatraBookingsQuery) =>
  api.get<AdminYatraBookingsResponse>('/admin/yatra/bookings', {
    params: {
      status: status || undefined,
      yatraId: yatraId || undefined,
      departureId: departureId || undefined,
      q: q.trim() || undefined,
      page,
      pageSize,
    },
  });

export const yatraBookingsQueryOptions = (query: YatraBookingsQuery) =>
  queryOptions({
    queryKey: [...yatraAdminKey, 'bookings', query],
    queryFn: () => getYatraBookings(query),
    placeholderData: keepPreviousData,
  });

export function useYatraBookings(query: YatraBookingsQuery) {
  return useQuery(yatraBookingsQueryOptions(query));
}
