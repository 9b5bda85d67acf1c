import { describe, expect, it } from 'vitest';
import { HEIGHT_CM } from '@seva/contracts';
import { HEIGHT_CHOICES, feetInches } from './height';

describe('feetInches', () => {
  it('says a height in centimetres as feet and inches, rounded to the inch', () => {
    expect(feetInches(163)).toEqual({ feet: 5, inches: 4 });
    expect(feetInches(152)).toEqual({ feet: 5, inches: 0 });
    expect(feetInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(feetInches(120)).toEqual({ feet: 3, inches: 11 });
    expect(feetInches(220)).toEqual({ feet: 7, inches: 3 });
  });

  it('offers every whole centimetre the contract allows', () => {
    expect(HEIGHT_CHOICES[0]).toBe(HEIGHT_CM.min);
    expect(HEIGHT_CHOICES.at(-1)).toBe(HEIGHT_CM.max);
    expect(HEIGHT_CHOICES).toHaveLength(HEIGHT_CM.max - HEIGHT_CM.min + 1);
  });
});
