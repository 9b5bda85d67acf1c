/**
 * POST /api/user/getCustomerOrder `{ customerId }` → `{ status, data: Order[] }`,
 * newest first. A history load: a failure gives an empty list (SPEC §8).
 */
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerOrdersResponse, Order } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { useSession } from '@/lib/session';

export const ordersQueryKey = (customerId: string) => ['orders', customerId] as const;

/** The customer's orders, newest first (sorted here too, so the page never depends on server order). */
export const getOrders = async (customerId: string): Promise<Order[]> => {
  try {
    const { data } = await api.post<CustomerOrdersResponse>('/user/getCustomerOrder', { customerId });
    return [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  } catch {
    return [];
  }
};

export const ordersQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: ordersQueryKey(customerId), queryFn: () => getOrders(customerId) });

/** The signed-in customer's product orders, newest first. */
export function useOrders() {
  const customerId = useSession().customer?.userid ?? '';
  const { all } = useLocalized();
  const select = useCallback(
    (orders: Order[]) => orders.map((order) => ({ ...order, items: all(order.items) })),
    [all],
  );
  return useQuery({ ...ordersQueryOptions(customerId), enabled: customerId !== '', select });
}
