/** GET /api/media/videos/:id → `{ status, data: Video }`; 404 for an unknown or unpublished one. */
import { queryOptions } from '@tanstack/react-query';
import type { Video, VideoResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { sancharKeys } from './query-keys';
import { useRecordFromQuery } from './record-from-query';

export const getVideo = async (id: string): Promise<Video> =>
  (await api.get<VideoResponse>(`/media/videos/${encodeURIComponent(id)}`)).data;

export const videoQueryOptions = (id: string) =>
  queryOptions({ queryKey: sancharKeys.video(id), queryFn: () => getVideo(id) });

/** The video named by the page's `?id=`. */
export function useVideoFromQuery() {
  return useRecordFromQuery(sancharKeys.video, getVideo);
}
