import { describe, expect, it } from 'vitest';
import { matchesPattern, normaliseMobile, normaliseNumber, parseAmount } from './numbers';
import { planMatches } from './plan-search';
import { plan } from './test/fixtures';

describe('numbers', () => {
  it.each([
    ['9876512345', '9876512345'],
    ['+91 98765 12345', '9876512345'],
    ['91-98765-12345', '9876512345'],
    ['098765 12345', '9876512345'],
    ['(987) 651-2345', '9876512345'],
    ['12345', '12345'],
  ])('cleans the mobile number %s', (typed, clean) => {
    expect(normaliseMobile(typed)).toBe(clean);
  });

  it('upper-cases other numbers without spaces and keeps a leading 0', () => {
    expect(normaliseNumber('mh 12 ab 1234', false)).toBe('MH12AB1234');
    expect(normaliseNumber('01234567890', false)).toBe('01234567890');
  });

  it('accepts anything when the pattern does not compile', () => {
    expect(matchesPattern('ABC', '^(')).toBe(true);
    expect(matchesPattern('1023456789', '^1\\d{9}$')).toBe(true);
    expect(matchesPattern('2023456789', '^1\\d{9}$')).toBe(false);
  });

  it('reads amounts with ₹ and grouping, up to 2 decimals', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('₹1,299')).toBe(1299);
    expect(parseAmount('1842.50')).toBe(1842.5);
    expect(parseAmount('12.345')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });
});

describe('planMatches', () => {
  const p = plan({ amount: 299, data: '1.5 GB/day', validity: '28 days', benefits: 'JioTV, JioCloud' });

  it('finds a price by its first digits, with or without ₹', () => {
    expect(planMatches(p, '299')).toBe(true);
    expect(planMatches(p, '₹29')).toBe(true);
    expect(planMatches(p, '99')).toBe(false);
  });

  it('finds every word in the benefits, data and validity, in any case', () => {
    expect(planMatches(p, 'jiotv 28 DAYS')).toBe(true);
    expect(planMatches(p, '1.5 gb')).toBe(true);
    expect(planMatches(p, 'netflix')).toBe(false);
    expect(planMatches(p, '  ')).toBe(true);
  });
});
