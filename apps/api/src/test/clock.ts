/**
 * A controllable clock for tests: fakes only `Date` (real timers keep running,
 * so Fastify, PGlite and pg are unaffected) and the API reads time through
 * `new Date()` everywhere. Call `vi.useRealTimers()` in afterEach.
 */
import { vi } from 'vitest';

/**
 * Freezes Date at `start` (default: two hours from the real now, so rows other
 * tests wrote with the real clock lie in the past) and returns `advance(seconds)`,
 * which moves the frozen clock on.
 */
export function freezeClock(start = new Date(Date.now() + 2 * 60 * 60 * 1000)): (seconds: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = start.getTime();
  vi.setSystemTime(now);
  return (seconds) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
}
