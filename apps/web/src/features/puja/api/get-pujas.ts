/**
 * GET /api/e-commerce/get_puja → `{ status, data: PujaSummary[] }`, both kinds
 * in display order. A list load: a failure gives an empty list (SPEC §8).
 */
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PujaListResponse, PujaSummary } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { pujaMatches } from '../search';

export const getPujas = async (): Promise<PujaSummary[]> => {
  try {
    return (await api.get<PujaListResponse>('/e-commerce/get_puja')).data;
  } catch {
    return [];
  }
};

export const pujasQueryOptions = () =>
  queryOptions({ queryKey: ['puja', 'list'], queryFn: getPujas, staleTime: 60_000 });

/**
 * The pujas and pitr paksha rituals on offer that match `search` (search.ts: English or Hindi, whichever the page
 * shows), in the interface language; filter by `kind` on the page.
 */
export function usePujas(search = '') {
  const { all } = useLocalized();
  const select = useCallback(
    (pujas: PujaSummary[]) => all(search ? pujas.filter((puja) => pujaMatches(puja, search)) : pujas),
    [all, search],
  );
  return useQuery({ ...pujasQueryOptions(), select });
}
