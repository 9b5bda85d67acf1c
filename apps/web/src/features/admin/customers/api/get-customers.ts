import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCustomersResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export type CustomersQuery = { q: string; page: number; pageSize: number };

/** GET /api/admin/customers?q=&page=&pageSize= (admin only): paged, searchable. */
export const getCustomers = ({ q, page, pageSize }: CustomersQuery) =>
  api.get<AdminCustomersResponse>('/admin/customers', { params: { q: q.trim() || undefined, page, pageSize } });

export const customersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: ['admin', 'customers', query],
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomersQuery) {
  return useQuery(customersQueryOptions(query));
}
