/**
 * POST /api/e-commerce/buy_again `{ orderId }` → `{ status, message, data: { cart, lines } }` (issue 23):
 * a past order's products into the cart again, each capped by the stock; `lines` says what each added.
 */
import type { BuyAgainResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const buyAgain = (orderId: string) => api.post<BuyAgainResponse>('/e-commerce/buy_again', { orderId });

/** Every customer's cart query (get-cart.ts cartQueryKey's first part): reloaded after buy again. */
export const ANY_CART_KEY = ['cart'] as const;
