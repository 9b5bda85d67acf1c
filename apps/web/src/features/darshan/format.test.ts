import { describe, expect, it } from 'vitest';
import { formatDay, parseSrcSet } from './format';

describe('formatDay', () => {
  it('writes a calendar date in English or Hindi, long or short', () => {
    expect(formatDay('2026-11-22', 'en')).toBe('Sunday, 22 November 2026');
    expect(formatDay('2026-11-22', 'en', 'short')).toBe('Sun, 22 Nov');
    expect(formatDay('2026-11-22', 'hi')).toBe('रविवार, 22 नवंबर 2026');
    expect(formatDay('22/11/2026', 'en')).toBe('');
  });
});

describe('parseSrcSet', () => {
  it('lists each width with its proportional height', () => {
    expect(parseSrcSet('/d-320.webp 320w, /d-640.webp 640w, /d-1280.webp 1280w', 1280, 960)).toEqual([
      { src: '/d-320.webp', width: 320, height: 240 },
      { src: '/d-640.webp', width: 640, height: 480 },
      { src: '/d-1280.webp', width: 1280, height: 960 },
    ]);
    expect(parseSrcSet('', 1280, 960)).toEqual([]);
  });
});
