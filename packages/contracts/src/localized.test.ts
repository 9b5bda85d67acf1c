import { describe, expect, it } from 'vitest';
import { localized, missingHindi } from './localized.js';

const puja = {
  name: 'Rudrabhishek',
  benefits: ['Peace at home', 'Good health'],
  packages: [
    { code: 'individual', name: 'Individual', price: 1101 },
    { code: 'couple', name: 'Couple', price: 1501 },
  ],
  hi: {
    name: 'रुद्राभिषेक',
    benefits: ['घर में शांति', '  '],
    packages: [{ code: 'couple', name: 'दंपति' }],
  },
};

describe('localized (decision 011)', () => {
  it('lays the Hindi over the English field by field, pairing packages by code and lines by position', () => {
    expect(localized(puja, 'hi')).toEqual({
      ...puja,
      name: 'रुद्राभिषेक',
      benefits: ['घर में शांति', 'Good health'],
      packages: [
        { code: 'individual', name: 'Individual', price: 1101 },
        { code: 'couple', name: 'दंपति', price: 1501 },
      ],
    });
  });

  it('returns the record untouched in English, and ignores Hindi for fields the English lacks', () => {
    expect(localized(puja, 'en')).toBe(puja);
    expect(localized({ name: 'Diya', hi: { name: 'दीया', price: 'सौ' } }, 'hi')).toEqual({
      name: 'दीया',
      hi: { name: 'दीया', price: 'सौ' },
    });
  });
});

describe('missingHindi', () => {
  it('names each filled English field whose Hindi is absent, blank or short of a line', () => {
    const english = { name: puja.name, description: '', benefits: puja.benefits, packages: puja.packages };
    expect(missingHindi(english, puja.hi)).toEqual(['benefits', 'packages']);
    expect(missingHindi(english, {})).toEqual(['name', 'benefits', 'packages']);
    expect(
      missingHindi(english, {
        name: 'रुद्राभिषेक',
        benefits: ['घर में शांति', 'अच्छा स्वास्थ्य'],
        packages: [
          { code: 'couple', name: 'दंपति' },
          { code: 'individual', name: 'एकल' },
        ],
      }),
    ).toEqual([]);
  });
});
