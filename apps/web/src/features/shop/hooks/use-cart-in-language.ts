/**
 * The signed-in customer's cart with its items' names and pack sizes in the interface language (issue 21), for the
 * cart and checkout pages; the header's count uses the plain useCart.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Cart } from '@seva/contracts';
import { useLocalized } from '@/lib/localized-content';
import { useSession } from '@/lib/session';
import { cartQueryOptions } from '../api/get-cart';

export function useCartInLanguage() {
  const customerId = useSession().customer?.userid ?? '';
  const { all } = useLocalized();
  const select = useCallback((cart: Cart) => ({ ...cart, items: all(cart.items) }), [all]);
  return useQuery({ ...cartQueryOptions(customerId), enabled: customerId !== '', select });
}
