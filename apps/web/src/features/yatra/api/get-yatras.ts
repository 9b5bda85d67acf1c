/**
 * GET /api/app/customer/get_all_yatra → `{ status, data: YatraSummary[] }`,
 * in display order. A list load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YatraListResponse, YatraSummary } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { yatraKeys } from './query-keys';

export const getYatras = async (): Promise<YatraSummary[]> => {
  try {
    return (await api.get<YatraListResponse>('/app/customer/get_all_yatra')).data;
  } catch {
    return [];
  }
};

export const yatrasQueryOptions = () =>
  queryOptions({ queryKey: yatraKeys.list(), queryFn: getYatras, staleTime: 30_000 });

/** Every yatra on offer with its next open departure and the seats left on it, in the interface language. */
export function useYatras() {
  return useQuery({ ...yatrasQueryOptions(), select: useLocalized().all });
}
