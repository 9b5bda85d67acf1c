import { describe, expect, it } from 'vitest';
import { lastActiveBucket } from './last-active.js';

const now = new Date('2026-11-29T12:00:00Z'); // 17:30 in India
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('lastActiveBucket (issue 22)', () => {
  it('answers coarse buckets only', () => {
    expect(lastActiveBucket(null, now)).toBeNull();
    expect(lastActiveBucket(ago(5), now)).toBe('online');
    expect(lastActiveBucket(ago(29), now)).toBe('online');
    expect(lastActiveBucket(ago(31), now)).toBe('today');
    // 00:10 India time the same day is today; 23:50 the evening before is not.
    expect(lastActiveBucket(new Date('2026-11-28T18:40:00Z'), now)).toBe('today');
    expect(lastActiveBucket(new Date('2026-11-28T18:20:00Z'), now)).toBe('this_week');
    expect(lastActiveBucket(ago(6 * 24 * 60), now)).toBe('this_week');
    expect(lastActiveBucket(ago(8 * 24 * 60), now)).toBe('this_month');
    expect(lastActiveBucket(ago(31 * 24 * 60), now)).toBe('earlier');
  });
});
