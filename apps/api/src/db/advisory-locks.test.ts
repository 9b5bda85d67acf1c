import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { jobLeadership, startupLock } from './advisory-locks.js';

const log = pino({ level: 'silent' });

describe('without DATABASE_URL (embedded PGlite, one process)', () => {
  it('never waits to start and always leads the jobs', async () => {
    const release = await startupLock(undefined);
    await release();
    const leadership = jobLeadership(undefined, log);
    expect(await leadership.lead()).toBe(true);
    await leadership.close();
  });
});

// Runs in the PostgreSQL leg of CI (TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    url = ctx.databaseUrl ?? '';
  });
  afterAll(async () => ctx.app.close());

  it('lets one process start at a time', async () => {
    const releaseFirst = await startupLock(url);
    let secondStarted = false;
    const second = startupLock(url).then((release) => {
      secondStarted = true;
      return release;
    });
    await sleep(300);
    expect(secondStarted).toBe(false);
    await releaseFirst();
    const releaseSecond = await second;
    expect(secondStarted).toBe(true);
    await releaseSecond();
  });

  it('gives the jobs one leader, and the leadership to another process once the leader stops', async () => {
    const one = jobLeadership(url, log);
    const other = jobLeadership(url, log);
    try {
      // Timers of one process asking together share one attempt.
      expect(await Promise.all([one.lead(), one.lead()])).toEqual([true, true]);
      expect(await other.lead()).toBe(false);
      expect(await one.lead()).toBe(true);
      await one.close();
      expect(await other.lead()).toBe(true);
      expect(await one.lead()).toBe(false);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
