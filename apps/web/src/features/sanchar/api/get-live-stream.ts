/** GET /api/media/live/:id → `{ status, data: LiveStream }`; 404 for an unknown one. */
import { queryOptions } from '@tanstack/react-query';
import type { LiveStream, LiveStreamResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { sancharKeys } from './query-keys';
import { useRecordFromQuery } from './record-from-query';

export const getLiveStream = async (id: string): Promise<LiveStream> =>
  (await api.get<LiveStreamResponse>(`/media/live/${encodeURIComponent(id)}`)).data;

export const liveStreamQueryOptions = (id: string) =>
  queryOptions({ queryKey: sancharKeys.liveStream(id), queryFn: () => getLiveStream(id) });

/** The stream named by the page's `?id=`. */
export function useLiveStreamFromQuery() {
  return useRecordFromQuery(sancharKeys.liveStream, getLiveStream);
}
