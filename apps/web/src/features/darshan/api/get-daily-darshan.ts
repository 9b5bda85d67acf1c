/**
 * GET /api/admin/getDailyDarshan?date=YYYY-MM-DD → `{ status, date, days,
 * data: Darshan[] }`: every temple's darshan of `date` (default today in
 * India), temples in display order, and the dates that have darshan (newest
 * first) for "earlier days". A list load: a failure reads as a day with no
 * darshan (SPEC §8).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyDarshanResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

export type DarshanDay = Pick<DailyDarshanResponse, 'date' | 'days' | 'data'>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A `?date=` value worth sending: `YYYY-MM-DD`, else undefined (today). */
export const validDate = (value: string | null): string | undefined =>
  value && DATE_PATTERN.test(value) ? value : undefined;

export const getDailyDarshan = async (date: string | undefined): Promise<DarshanDay> => {
  try {
    const answer = await api.get<DailyDarshanResponse>('/admin/getDailyDarshan', { params: { date } });
    return { date: answer.date ?? date ?? '', days: answer.days ?? [], data: answer.data ?? [] };
  } catch {
    return { date: date ?? '', days: [], data: [] };
  }
};

export const darshanKeys = {
  all: ['darshan'] as const,
  day: (date: string | undefined) => ['darshan', 'day', date ?? 'today'] as const,
};

export const dailyDarshanQueryOptions = (date: string | undefined) =>
  queryOptions({ queryKey: darshanKeys.day(date), queryFn: () => getDailyDarshan(date), staleTime: 5 * 60_000 });

/**
 * The darshan to show for `?date=` (undefined: today). When today has none
 * posted yet, the newest day that has some is shown instead, so the page
 * never opens empty before the morning aarti is posted.
 */
export function useDarshanToShow(date: string | undefined) {
  // Another day keeps the current one on screen (dimmed) until it arrives, so the chips never vanish.
  const asked = useQuery({ ...dailyDarshanQueryOptions(date), placeholderData: keepPreviousData });
  const newest = asked.data?.days[0];
  const fallbackDate =
    date === undefined && asked.data?.data.length === 0 && newest && newest !== asked.data.date ? newest : undefined;
  const fallback = useQuery({ ...dailyDarshanQueryOptions(fallbackDate), enabled: fallbackDate !== undefined });

  if (fallbackDate === undefined) {
    return { day: asked.data, isPending: asked.isPending, isSwitching: asked.isPlaceholderData };
  }
  const days = asked.data?.days ?? [];
  const day = fallback.data && { ...fallback.data, days: fallback.data.days.length ? fallback.data.days : days };
  return { day, isPending: fallback.isPending, isSwitching: false };
}
