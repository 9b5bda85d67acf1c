import { describe, expect, it } from 'vitest';
import { upcomingDates } from './schedule.js';

// 2026-11-22 20:00 UTC is already 23 November in India (UTC+5:30 → 01:30).
const lateSunday = new Date('2026-11-22T20:00:00Z');

describe('puja schedule', () => {
  it('lists the next Mondays from tomorrow on', () => {
    // India: Monday 23 Nov; bookings open from Tuesday 24, so the next Monday is 30 Nov.
    expect(upcomingDates({ weekday: 1 }, lateSunday, 3)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
  });

  it('keeps every-N-days dates on one grid, whatever the day it is asked', () => {
    const daysSinceGridStart = (d: string) => (Date.parse(d) - Date.parse('2026-01-01')) / 86_400_000;
    for (const now of ['2026-11-22T06:00:00Z', '2026-11-23T06:00:00Z', '2026-11-24T06:00:00Z']) {
      const dates = upcomingDates({ everyDays: 3 }, new Date(now), 4);
      expect(dates).toHaveLength(4);
      for (const d of dates) expect(daysSinceGridStart(d) % 3).toBe(0);
    }
  });

  it('keeps only fixed dates from tomorrow on, sorted', () => {
    const schedule = { fixedDates: ['2027-01-03', '2026-11-23', '2026-12-04', '2026-11-24'] };
    expect(upcomingDates(schedule, lateSunday, 8)).toEqual(['2026-11-24', '2026-12-04', '2027-01-03']);
  });
});
