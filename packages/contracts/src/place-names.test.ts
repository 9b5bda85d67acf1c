import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './addresses.js';
import { BIRTH_PLACES } from './birth-places.js';
import { citySpellings, englishPlaceName, placeName } from './place-names.js';

const DEVANAGARI_ONLY = /^[\u0900-\u097F ]+$/;

describe('place names in Hindi', () => {
  it.each([...INDIAN_STATES, ...BIRTH_PLACES.map((place) => place.name)])('%s has a Devanagari name', (name) => {
    expect(placeName(name, 'hi')).toMatch(DEVANAGARI_ONLY);
  });

  it('keeps English in English, and a name it does not hold as given', () => {
    expect(placeName('Rajasthan', 'en')).toBe('Rajasthan');
    expect(placeName('Rajasthan', 'hi')).toBe('राजस्थान');
    expect(placeName('Sawai Madhopur', 'hi')).toBe('Sawai Madhopur');
  });

  it('names a place typed in Hindi in English', () => {
    expect(englishPlaceName(' राजस्थान ')).toBe('Rajasthan');
    expect(englishPlaceName('Rajasthan')).toBe('Rajasthan');
  });

  it('gives a city in both scripts, from either', () => {
    expect(citySpellings('जयपुर')).toEqual(['जयपुर', 'jaipur']);
    expect(citySpellings(' JAIPUR ')).toEqual(['jaipur', 'जयपुर']);
    expect(citySpellings('लखनऊ')).toEqual(['लखनऊ', 'lucknow']);
    expect(citySpellings('Sawai Madhopur')).toEqual(['sawai madhopur', 'sawai madhopur']);
  });
});
