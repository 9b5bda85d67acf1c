/**
 * GET /api/e-commerce/get_puja → `{ status, data: PujaSummary[] }`, both kinds
 * in display order. A list load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PujaListResponse, PujaSummary } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export const getPujas = async (): Promise<PujaSummary[]> => {
  try {
    return (await api.get<PujaListResponse>('/e-commerce/get_puja')).data;
  } catch {
    return [];
  }
};

export const pujasQueryOptions = () =>
  queryOptions({ queryKey: ['puja', 'list'], queryFn: getPujas, staleTime: 60_000 });

/** Every puja and pitr paksha ritual on offer, in the interface language; filter by `kind` on the page. */
export function usePujas() {
  return useQuery({ ...pujasQueryOptions(), select: useLocalized().all });
}
