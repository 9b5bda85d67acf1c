/** GET /api/media/podcasts/:id → `{ status, data: Podcast }`; 404 for an unknown or unpublished one. */
import { queryOptions } from '@tanstack/react-query';
import type { Podcast, PodcastResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { sancharKeys } from './query-keys';
import { useRecordFromQuery } from './record-from-query';

export const getPodcast = async (id: string): Promise<Podcast> =>
  (await api.get<PodcastResponse>(`/media/podcasts/${encodeURIComponent(id)}`)).data;

export const podcastQueryOptions = (id: string) =>
  queryOptions({ queryKey: sancharKeys.podcast(id), queryFn: () => getPodcast(id) });

/** The episode named by the page's `?id=`. */
export function usePodcastFromQuery() {
  return useRecordFromQuery(sancharKeys.podcast, getPodcast);
}
