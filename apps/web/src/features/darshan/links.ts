/** Links of the daily darshan page (query-string route of SPEC §2). */
import { paths } from '@/config/paths';

export const DATE_PARAM = 'date';
export const TEMPLE_PARAM = 'temple';

/** /religious/daily-darshan with a day (omitted: today) and a temple (omitted: the first). */
export function darshanPath({ date, temple }: { date?: string; temple?: string } = {}): string {
  const params = new URLSearchParams();
  if (date) params.set(DATE_PARAM, date);
  if (temple) params.set(TEMPLE_PARAM, temple);
  const search = params.toString();
  return search ? `${paths.religious.dailyDarshan}?${search}` : paths.religious.dailyDarshan;
}
