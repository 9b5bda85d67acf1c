import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, parseHex, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('reads #rgb and #rrggbb colours and rejects anything else', () => {
    expect(parseHex('#B94600')).toEqual([185, 70, 0]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(() => parseHex('orange')).toThrow('not a hex colour');
  });

  it('gives black and white the ends of the scale', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches the ratios WCAG tools give (order does not matter)', () => {
    // WebAIM's checker: #767676 on white 4.54:1, the lightest grey passing AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it('rounds down, so a ratio just under a threshold never reads as passing', () => {
    expect(formatRatio(4.499)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});
