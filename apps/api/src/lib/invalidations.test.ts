import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInvalidations, type Invalidations } from './invalidations.js';

const log = pino({ level: 'silent' });
const redisUrl = process.env.TEST_REDIS_URL;
const opened: Invalidations[] = [];
const open = async (url: string | undefined) => {
  const channel = await createInvalidations(url, log);
  opened.push(channel);
  return channel;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((channel) => channel.close()));
});

describe('the invalidation channel', () => {
  it('delivers to this process’s subscribers before publish returns, by topic and keys, until unsubscribed', async () => {
    const channel = await open(undefined);
    const sessions = vi.fn();
    const catalogue = vi.fn();
    const stop = channel.subscribe('sessions', sessions);
    channel.subscribe('catalogue', catalogue);

    void channel.publish('sessions', ['s1', 's2']);
    expect(sessions).toHaveBeenCalledExactlyOnceWith(['s1', 's2']);
    void channel.publish('catalogue');
    expect(catalogue).toHaveBeenCalledExactlyOnceWith(undefined);

    stop();
    await channel.publish('sessions', ['s3']);
    expect(sessions).toHaveBeenCalledTimes(1);
  });

  it('keeps delivering when one subscriber throws', async () => {
    const channel = await open(undefined);
    const after = vi.fn();
    channel.subscribe('sessions', () => {
      throw new Error('broken handler');
    });
    channel.subscribe('sessions', after);
    await channel.publish('sessions', ['s1']);
    expect(after).toHaveBeenCalledWith(['s1']);
  });

  // Runs where a Redis answers (TEST_REDIS_URL; .ci/run sets it when one listens on 6379).
  describe.skipIf(!redisUrl)('through Redis (skipped without TEST_REDIS_URL)', () => {
    it('reaches the other processes’ subscribers, and this process’s once', async () => {
      const here = await open(redisUrl);
      const there = await open(redisUrl);
      const heard = { here: vi.fn(), there: vi.fn() };
      here.subscribe('sessions', heard.here);
      there.subscribe('sessions', heard.there);

      await here.publish('sessions', ['s1']);
      await vi.waitFor(() => expect(heard.there).toHaveBeenCalledExactlyOnceWith(['s1']));
      await there.publish('sessions');
      await vi.waitFor(() => expect(heard.here).toHaveBeenCalledWith(undefined));
      await sleep(100); // time for an echo of its own message, which must not come
      expect(heard.here.mock.calls).toEqual([[['s1']], [undefined]]);
      expect(heard.there.mock.calls).toEqual([[['s1']], [undefined]]);
    });

    it('drops every topic when its Redis connection comes back, since messages were lost meanwhile', async () => {
      const admin = new Redis(redisUrl ?? '');
      try {
        /** Ids of the invalidation channels' subscriber connections. */
        const subscribers = async () =>
          String(await admin.client('LIST'))
            .split('\n')
            .filter((line) => / name=seva-invalidations-\S+ /.test(line) && / cmd=subscribe /.test(line))
            .map((line) => line.match(/^id=(\d+)/)?.[1] ?? '');
        const before = new Set(await subscribers());
        const channel = await open(redisUrl);
        const ours = (await subscribers()).filter((id) => !before.has(id));
        expect(ours).toHaveLength(1);
        const dropped = { sessions: vi.fn(), catalogue: vi.fn() };
        channel.subscribe('sessions', dropped.sessions);
        channel.subscribe('catalogue', dropped.catalogue);

        await admin.client('KILL', 'ID', ours[0] ?? '');
        await vi.waitFor(() => {
          expect(dropped.sessions).toHaveBeenCalledExactlyOnceWith(undefined);
          expect(dropped.catalogue).toHaveBeenCalledExactlyOnceWith(undefined);
        });
        // Subscribed again: the other processes reach it as before.
        const other = await open(redisUrl);
        await other.publish('sessions', ['s9']);
        await vi.waitFor(() => expect(dropped.sessions).toHaveBeenLastCalledWith(['s9']));
      } finally {
        admin.disconnect();
      }
    });
  });
});
