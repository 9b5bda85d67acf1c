import { describe, expect, it } from 'vitest';
import { durationParts, formatAmount, periodAfter } from './format';

describe('membership format', () => {
  it('reads a duration in the largest whole unit', () => {
    expect(durationParts(365)).toEqual({ key: 'years', count: 1 });
    expect(durationParts(730)).toEqual({ key: 'years', count: 2 });
    expect(durationParts(30)).toEqual({ key: 'months', count: 1 });
    expect(durationParts(180)).toEqual({ key: 'months', count: 6 });
    expect(durationParts(45)).toEqual({ key: 'days', count: 45 });
  });

  it('starts a purchase today, or when the running plan ends', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    expect(periodAfter(null, 30, now)).toEqual({
      startsAt: now,
      endsAt: new Date('2026-03-31T10:00:00.000Z'),
      renewal: false,
    });
    expect(periodAfter('2026-03-20T00:00:00.000Z', 30, now)).toEqual({
      startsAt: new Date('2026-03-20T00:00:00.000Z'),
      endsAt: new Date('2026-04-19T00:00:00.000Z'),
      renewal: true,
    });
    expect(periodAfter('2026-02-01T00:00:00.000Z', 30, now).renewal).toBe(false);
  });

  it('shows rupees and dollars in their own way', () => {
    expect(formatAmount({ amount: 1299.5, currency: 'INR' })).toBe('₹1,299.50');
    expect(formatAmount({ amount: 45, currency: 'USD' })).toBe('$45.00');
  });
});
