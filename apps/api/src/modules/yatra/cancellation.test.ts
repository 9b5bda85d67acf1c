import { describe, expect, it } from 'vitest';
import { cancellationRefundPaise, daysUntil } from './cancellation.js';

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
