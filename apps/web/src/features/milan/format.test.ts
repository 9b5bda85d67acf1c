import { describe, expect, it } from 'vitest';
import { HEIGHT_CM } from '@seva/contracts';
import { feetInches, galleryOrder, gunaPoints, heightLabel, heightOptions, kootaBand, profileName } from './format';
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

  it('bands a koota score: all points full, half or more medium, less low; all-or-nothing kootas have no middle', () => {
    expect(kootaBand('nadi', 0, 8)).toBe('low');
    expect(kootaBand('nadi', 8, 8)).toBe('full');
    expect(kootaBand('bhakoot', 0, 7)).toBe('low');
    expect(kootaBand('varna', 1, 1)).toBe('full');
    expect(kootaBand('gana', 6, 6)).toBe('full');
    expect(kootaBand('gana', 5, 6)).toBe('medium');
    expect(kootaBand('gana', 1, 6)).toBe('low');
    expect(kootaBand('tara', 1.5, 3)).toBe('medium');
    expect(kootaBand('yoni', 2, 4)).toBe('medium');
    expect(kootaBand('yoni', 1, 4)).toBe('low');
    expect(kootaBand('grahaMaitri', 0.5, 5)).toBe('low');
    expect(kootaBand('grahaMaitri', 3, 5)).toBe('medium');
    expect(kootaBand('vashya', 0.5, 2)).toBe('low');
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
