import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('formatAmount', () => {
  it('writes rupees the Indian way and dollars the US way', () => {
    expect(formatAmount(125000, 'INR')).toBe('₹1,25,000');
    expect(formatAmount(25, 'USD')).toBe('$25.00');
  });
});
