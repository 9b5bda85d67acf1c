/**
 * GET /api/admin/puja/bookings and /api/admin/pitr/bookings
 * ?status=&pujaId=&q=&page=&pageSize= (admin only), newest first.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPitrBookingsResponse, AdminPujaBookingsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { pujaAdminKey } from './puja-query-keys';

export type BookingsQuery = {
  /** One status, several joined by commas (the overview's open bookings) or '' for all. */
  status: string;
  pujaId: string;
  q: string;
  page: number;
  pageSize: number;
};

const params = ({ status, pujaId, q, page, pageSize }: BookingsQuery) => ({
  params: { status: status || undefined, pujaId: pujaId || undefined, q: q.trim() || undefined, page, pageSize },
});

export const getPujaBookings = (query: BookingsQuery) =>
  api.get<AdminPujaBookingsResponse>('/admin/puja/bookings', params(query));

export const getPitrBookings = (query: BookingsQuery) =>
  api.get<AdminPitrBookingsResponse>('/admin/pitr/bookings', params(query));

export const pujaBookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: [...pujaAdminKey, 'puja-bookings', query],
    queryFn: () => getPujaBookings(query),
    placeholderData: keepPreviousData,
  });

export const pitrBookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: [...pujaAdminKey, 'pitr-bookings', query],
    queryFn: () => getPitrBookings(query),
    placeholderData: keepPreviousData,
  });

export function usePujaBookings(query: BookingsQuery) {
  return useQuery(pujaBookingsQueryOptions(query));
}

export function usePitrBookings(query: BookingsQuery) {
  return useQuery(pitrBookingsQueryOptions(query));
}
