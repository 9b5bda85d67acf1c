/**
 * The home page's media rows, each one public GET that fails silently to an
 * empty row (SPEC §8), which hides its section:
 * - GET /api/admin/getDailyDarshan → `{ date, days, data: Darshan[] }`, today's darshan by temple;
 * - GET /api/admin/getLive → `{ data: LiveStream[] }`, on-air streams first;
 * - GET /api/media/latest → `{ videos, podcasts }`, newest first (up to 8 each).
 */
import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyDarshanResponse, LatestMediaResponse, LiveStream, LiveStreamsResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { useLocalized } from '@/lib/localized-content';

export const homeKeys = {
  darshan: () => ['home', 'darshan'] as const,
  live: () => ['home', 'live'] as const,
  latest: () => ['home', 'latest'] as const,
};

/** Media changes a few times a day: a visit within five minutes reuses what it has. */
const STALE = 5 * 60_000;

export type TodaysDarshan = Pick<DailyDarshanResponse, 'date' | 'data'>;

export const getTodaysDarshan = async (): Promise<TodaysDarshan> => {
  try {
    const { date, data } = await api.get<DailyDarshanResponse>('/admin/getDailyDarshan');
    return { date: date ?? '', data: data ?? [] };
  } catch {
    return { date: '', data: [] };
  }
};

export const getLiveNow = async (): Promise<LiveStream[]> => {
  try {
    const { data } = await api.get<LiveStreamsResponse>('/admin/getLive');
    return (data ?? []).filter((stream) => stream.isLive);
  } catch {
    return [];
  }
};

/** The home page's rows: the contract's answer without its `status`. */
export type LatestMedia = Omit<LatestMediaResponse, 'status'>;

export const getLatestMedia = async (): Promise<LatestMedia> => {
  try {
    const { videos, podcasts } = await api.get<LatestMediaResponse>('/media/latest');
    return { videos: videos ?? [], podcasts: podcasts ?? [] };
  } catch {
    return { videos: [], podcasts: [] };
  }
};

export const todaysDarshanQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.darshan(), queryFn: getTodaysDarshan, staleTime: STALE });
export const liveNowQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.live(), queryFn: getLiveNow, staleTime: 60_000 });
export const latestMediaQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.latest(), queryFn: getLatestMedia, staleTime: STALE });

export const useTodaysDarshan = () => useQuery(todaysDarshanQueryOptions());
/** Only the streams on air now. */
export const useLiveNow = () => useQuery({ ...liveNowQueryOptions(), select: useLocalized().all });
/** The newest videos and episodes, in the interface language. */
export function useLatestMedia() {
  const { all } = useLocalized();
  const select = useCallback(
    (latest: LatestMedia) => ({ videos: all(latest.videos), podcasts: all(latest.podcasts) }),
    [all],
  );
  return useQuery({ ...latestMediaQueryOptions(), select });
}
