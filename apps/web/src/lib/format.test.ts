import { describe, expect, it } from 'vitest';
import { formatCalendarDate, indiaToday } from './format';

describe('formatCalendarDate', () => {
  it('writes a calendar date as "Mon, 30 Nov 2026", whatever the time zone', () => {
    expect(formatCalendarDate('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
    expect(formatCalendarDate('2027-05-15')).toBe('Sat, 15 May 2027');
  });

  it('gives nothing for a malformed date', () => {
    expect(formatCalendarDate('30/11/2026')).toBe('');
    expect(formatCalendarDate('2026-13-45')).toBe('');
  });
});

describe('indiaToday', () => {
  it("is the date in India (UTC+05:30), which turns at 18:30 UTC, not at UTC's midnight", () => {
    expect(indiaToday(new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
    expect(indiaToday(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(indiaToday(new Date('2026-12-31T23:59:00Z'))).toBe('2027-01-01');
    expect(indiaToday(new Date('2026-03-01T00:00:00+05:30'))).toBe('2026-03-01');
  });
});
