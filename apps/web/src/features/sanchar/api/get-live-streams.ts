/**
 * GET /api/admin/getLive → `{ status, data: LiveStream[] }`, on-air streams
 * first. A list load: a failure gives an empty list (SPEC §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStream, LiveStreamsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';
import { sancharKeys } from './query-keys';

export const getLiveStreams = async (): Promise<LiveStream[]> => {
  try {
    const { data } = await api.get<LiveStreamsResponse>('/admin/getLive');
    // On air first whatever the server's order; the sort is stable, so display order holds within each group.
    return [...data].sort((a, b) => Number(b.isLive) - Number(a.isLive));
  } catch {
    return [];
  }
};

/** Refetched every minute: an admin switches a stream on air. */
export const liveStreamsQueryOptions = () =>
  queryOptions({ queryKey: sancharKeys.live(), queryFn: getLiveStreams, refetchInterval: 60_000 });

export function useLiveStreams() {
  return useQuery({ ...liveStreamsQueryOptions(), select: useLocalized().all });
}
