import { describe, expect, it } from 'vitest';
import { HEIGHT_CM } from '@seva/contracts';
import { feetInches, galleryOrder, gunaPoints, heightLabel, heightOptions, profileName } from './format';
import { profilePhoto } from '@/test/factories';

describe('milan format', () => {
  it('says heights in feet and inches beside the centimetres', () => {
    expect(feetInches(163)).toBe('5′ 4″');
    expect(feetInches(152)).toBe('5′ 0″');
    expect(feetInches(183)).toBe('6′ 0″');
    expect(heightLabel(170)).toBe('5′ 7″ (170 cm)');
  });

  it('offers one height per inch within the contract range, keeping a shared value between two', () => {
    const options = heightOptions(HEIGHT_CM.min, HEIGHT_CM.max);
    expect(options[0]).toBe(122);
    expect(options.at(-1)).toBe(218);
    expect(options).toContain(160);
    expect(options).not.toContain(161);
    expect(heightOptions(HEIGHT_CM.min, HEIGHT_CM.max, 161)).toContain(161);
    expect(heightOptions(HEIGHT_CM.min, HEIGHT_CM.max, 500)).not.toContain(500);
  });

  it('prints half guna points', () => {
    expect(gunaPoints(24)).toBe('24');
    expect(gunaPoints(27.5)).toBe('27.5');
  });

  it('joins the first name and the surname (or its initial)', () => {
    expect(profileName({ firstName: 'Asha', lastName: 'V.' })).toBe('Asha V.');
    expect(profileName({ firstName: 'Asha', lastName: '' })).toBe('Asha');
  });

  it('puts the primary photo first', () => {
    const [a, b, c] = [profilePhoto('a'), profilePhoto('b', true), profilePhoto('c')];
    expect(galleryOrder([a, b, c]).map((p) => p._id)).toEqual([b._id, a._id, c._id]);
  });
});
