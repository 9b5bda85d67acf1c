import { describe, expect, it } from 'vitest';
import { cancellationRefundPaise, daysUntil, YATRA_CANCELLATION_SLABS } from './cancellation.js';

// 10:00 in India on 1 March 2027.
const now = new Date('2027-03-01T04:30:00Z');

describe('cancellationRefundPaise', () => {
  it('keeps 10 % at 15 days or more, 25 % at 8–14, 50 % at 4–7 and everything under 4 days', () => {
    expect(cancellationRefundPaise(4_400_000, '2027-03-16', now)).toBe(3_960_000);
    expect(cancellationRefundPaise(4_400_000, '2027-03-15', now)).toBe(3_300_000);
    expect(cancellationRefundPaise(4_400_000, '2027-03-09', now)).toBe(3_300_000);
    expect(cancellationRefundPaise(4_400_000, '2027-03-08', now)).toBe(2_200_000);
    expect(cancellationRefundPaise(4_400_000, '2027-03-05', now)).toBe(2_200_000);
    expect(cancellationRefundPaise(4_400_000, '2027-03-04', now)).toBe(0);
  });

  it('refuses once the tour has started', () => {
    expect(cancellationRefundPaise(4_400_000, '2027-03-01', now)).toBeNull();
  });

  it('rounds the fee to whole rupees', () => {
    expect(cancellationRefundPaise(1_234_567, '2027-04-01', now)).toBe(1_234_567 - 123_500);
  });
});

describe('daysUntil', () => {
  it("counts from India's date, not UTC's", () => {
    // 23:00 UTC on 28 Feb is already 1 March in India.
    expect(daysUntil('2027-03-02', new Date('2027-02-28T23:00:00Z'))).toBe(1);
  });
});

describe('YATRA_CANCELLATION_SLABS', () => {
  it('is sorted by minDaysBefore descending, ends at 0 days, with deductions in 0–100 rising as departure nears', () => {
    const days = YATRA_CANCELLATION_SLABS.map((s) => s.minDaysBefore);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    expect(days.at(-1)).toBe(0);
    for (const [i, s] of YATRA_CANCELLATION_SLABS.entries()) {
      expect(Number.isInteger(s.minDaysBefore) && s.minDaysBefore >= 0).toBe(true);
      expect(s.deductPercent >= 0 && s.deductPercent <= 100).toBe(true);
      if (i > 0) expect(s.deductPercent).toBeGreaterThan(YATRA_CANCELLATION_SLABS[i - 1]!.deductPercent);
    }
  });

  it('encodes the published policy', () => {
    const deduct = (daysBefore: number) =>
      YATRA_CANCELLATION_SLABS.find((s) => daysBefore >= s.minDaysBefore)?.deductPercent;
    expect([30, 15, 14, 8, 7, 4, 3, 0].map(deduct)).toEqual([10, 10, 25, 25, 50, 50, 100, 100]);
  });
});
