/**
 * Test data for the daily darshan tests, as the API answers it. The darshan,
 * temple and picture factories are shared (@/test/factories).
 */
import type { Darshan } from '@seva/contracts';

/** One answer of GET getDailyDarshan. */
export function darshanDay(date: string, data: Darshan[], days: string[] = [date]) {
  return { status: true, date, days, data };
}
