/**
 * GET /api/e-commerce/get_puja_details/:id → `{ status, data: PujaDetails }`
 * (packages, upcoming dates soonest first, deliverables); 404 for an unknown id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PujaDetails } from '@seva/contracts';
import { api } from '@/lib/api-client';

type PujaDetailsResponse = { status: true; data: PujaDetails };

export const getPuja = async (id: string): Promise<PujaDetails> =>
  (await api.get<PujaDetailsResponse>(`/e-commerce/get_puja_details/${encodeURIComponent(id)}`)).data;

export const pujaQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['puja', 'details', id], queryFn: () => getPuja(id) });

/** One puja with its packages and dates; runs only when `enabled` (a well-formed id). */
export function usePuja(id: string, enabled = true) {
  return useQuery({ ...pujaQueryOptions(id), enabled });
}
