import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile.js';
import { mobileSchema, normaliseIndianMobile } from './phone.js';
import { MESSAGES } from './messages.js';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['919876543210', '9876543210'],
    [' 6123456789 ', '6123456789'],
  ])('reads %s as %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(['12345', '5876543210', '98765432', '+1 415 555 0100', 'abcdefghij', ''])('refuses %s', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('mobileSchema', () => {
  it('parses to the national number and explains a bad one', () => {
    expect(mobileSchema.parse('+919876543210')).toBe('9876543210');
    const bad = mobileSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(MESSAGES.invalidMobile);
  });
});

describe('maskMobile', () => {
  it('shows six X then digits 7 to 10 (SPEC §2)', () => {
    expect(maskMobile('9876543210')).toBe('XXXXXX3210');
  });
});
