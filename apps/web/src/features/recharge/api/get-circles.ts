/** GET /api/recharge/circles → `{ status: 1, data: TelecomCircle[] }`: the 22 telecom circles (DOMAIN.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TelecomCircle, TelecomCirclesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, rechargeKeys } from './query-keys';

export const getTelecomCircles = async (): Promise<TelecomCircle[]> =>
  (await api.get<TelecomCirclesResponse>('/recharge/circles')).data;

export const telecomCirclesQueryOptions = () =>
  queryOptions({ queryKey: rechargeKeys.circles(), queryFn: getTelecomCircles, staleTime: CATALOGUE_STALE_MS });

export function useTelecomCircles() {
  return useQuery(telecomCirclesQueryOptions());
}
