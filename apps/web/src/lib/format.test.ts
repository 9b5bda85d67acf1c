import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatCalendarDate, formatDate, formatDateTime, formatShortDay, indiaToday } from './format';

describe('dates in the interface language', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes every kind of date in Hindi once हिं is chosen, and in English again after', async () => {
    await i18n.changeLanguage('hi');
    expect(formatCalendarDate('2026-11-30')).toBe('सोम, 30 नव॰ 2026');
    expect(formatShortDay('2026-11-21')).toBe('शनि, 21 नव॰');
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 मार्च 2025');
    expect(formatDateTime('2026-11-01T10:00:00Z')).toBe('1 नव॰ 2026, 3:30 pm');

    await i18n.changeLanguage('en');
    expect(formatCalendarDate('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(formatShortDay('2026-11-21')).toBe('Sat, 21 Nov');
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 Mar 2025');
    expect(formatDateTime('2026-11-01T10:00:00Z')).toBe('1 Nov 2026, 3:30 pm');
  });

  it('writes an instant’s day as it is in India, not in the browser’s zone', () => {
    expect(formatDate('2026-11-26T19:00:00Z')).toBe('27 Nov 2026');
  });
});

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
