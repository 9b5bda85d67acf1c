/**
 * POST /api/recharge/lookup `{ number }` → `{ status: 1, data: { number,
 * operator: { product_code, name }, circle: { code, name } } }`: the operator
 * and circle of a mobile number. 400 for a malformed number, 404 when the
 * aggregator does not know it (the customer then picks both by hand).
 */
import { queryOptions } from '@tanstack/react-query';
import type { RechargeLookup, RechargeLookupResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, rechargeKeys } from './query-keys';

export const lookupNumber = async (number: string): Promise<RechargeLookup> =>
  (await api.post<RechargeLookupResponse>('/recharge/lookup', { number })).data;

/** Cached per number, so typing a number again (or going back to it) asks once. */
export const numberLookupQueryOptions = (number: string) =>
  queryOptions({
    queryKey: rechargeKeys.lookup(number),
    queryFn: () => lookupNumber(number),
    staleTime: CATALOGUE_STALE_MS,
    retry: false,
  });
