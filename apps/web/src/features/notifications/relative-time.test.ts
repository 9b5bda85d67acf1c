import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-03-12T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [20, 'now'],
    [5 * 60 + 30, '5 min ago'],
    [3 * 3600, '3 hr ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [15 * 86_400, '2 wk ago'],
    [70 * 86_400, '2 mo ago'],
    [400 * 86_400, 'last yr'],
  ])('says %i seconds ago as "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), 'en', NOW)).toBe(text);
  });

  it('says a time ahead of the device clock is now', () => {
    expect(relativeTime(ago(-120), 'en', NOW)).toBe('now');
  });

  it('speaks Hindi', () => {
    expect(relativeTime(ago(5 * 60), 'hi', NOW)).toBe('5 मि॰ पहले');
  });
});
