import { describe, expect, it } from 'vitest';
import { formatAmount, formatPujaDate } from './format';

describe('formatPujaDate', () => {
  it('writes a calendar date as "Mon, 30 Nov 2026", whatever the time zone', () => {
    expect(formatPujaDate('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(formatPujaDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
  });

  it('gives nothing for a malformed date', () => {
    expect(formatPujaDate('30/11/2026')).toBe('');
    expect(formatPujaDate('2026-13-45')).toBe('');
  });
});

describe('formatAmount', () => {
  it('writes rupees the Indian way and dollars the US way', () => {
    expect(formatAmount(125000, 'INR')).toBe('₹1,25,000');
    expect(formatAmount(25, 'USD')).toBe('$25.00');
  });
});
