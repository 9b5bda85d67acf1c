import { describe, expect, it } from 'vitest';
import { formatInr } from './payments.js';

describe('formatInr', () => {
  it('groups rupees the Indian way and shows paise only when there are some', () => {
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(1234.5)).toBe('₹1,234.50');
  });
});
