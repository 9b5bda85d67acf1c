/**
 * GET /api/payments/transactions?page&pageSize → `{ status, results:
 * Transaction[], total, page, pageSize }`: the signed-in customer's payments,
 * newest first. A history load: a failure gives an empty page (SPEC §8).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** Rows per page of /dashboard/transactions. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** A page of payments as the screen keeps it: the contract's answer without its `status`. */
export type TransactionsPage = Omit<TransactionsResponse, 'status'>;

export const getTransactions = async (page: number): Promise<TransactionsPage> => {
  try {
    const answer = await api.get<TransactionsResponse>('/payments/transactions', {
      params: { page, pageSize: TRANSACTIONS_PAGE_SIZE },
    });
    return { results: answer.results, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  } catch {
    return { results: [], total: 0, page, pageSize: TRANSACTIONS_PAGE_SIZE };
  }
};

export const transactionsQueryOptions = (page: number) =>
  queryOptions({ queryKey: membershipKeys.transactionsPage(page), queryFn: () => getTransactions(page) });

/** Page `page` (from 1) of the customer's payments; keeps the last page on screen while the next loads. */
export function useTransactions(page: number) {
  return useQuery({ ...transactionsQueryOptions(page), placeholderData: keepPreviousData });
}
