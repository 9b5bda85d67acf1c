/** Today's calendar date in India, `YYYY-MM-DD`: the day yatra departures and completions are counted by. */
export { indiaToday } from '@/lib/format';

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
