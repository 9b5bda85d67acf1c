import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDuration, slabRows } from './format';

describe('formatDateRange', () => {
  it("writes a tour's first and last day, whatever the time zone", () => {
    expect(formatDateRange('2027-05-15', '2027-05-26')).toBe('Sat, 15 May 2027 – Wed, 26 May 2027');
  });
});

describe('formatDuration', () => {
  it('writes nights and days as tour operators do', () => {
    expect(formatDuration({ nights: 11, days: 12 })).toBe('11N/12D');
  });
});

describe('slabRows', () => {
  it('turns the slabs into day ranges, widest notice first', () => {
    const rows = slabRows([
      { minDaysBefore: 4, deductPercent: 50 },
      { minDaysBefore: 15, deductPercent: 10 },
      { minDaysBefore: 0, deductPercent: 100 },
      { minDaysBefore: 8, deductPercent: 25 },
    ]);
    expect(rows).toEqual([
      { when: 'from', min: 15, deductPercent: 10 },
      { when: 'range', min: 8, max: 14, deductPercent: 25 },
      { when: 'range', min: 4, max: 7, deductPercent: 50 },
      { when: 'under', days: 4, deductPercent: 100 },
    ]);
  });

  it('names a one-day slab by its day', () => {
    expect(
      slabRows([
        { minDaysBefore: 3, deductPercent: 10 },
        { minDaysBefore: 2, deductPercent: 50 },
      ])[1],
    ).toEqual({ when: 'day', min: 2, deductPercent: 50 });
  });
});
