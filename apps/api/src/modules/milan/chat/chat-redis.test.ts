/**
 * Two API processes on one database with the Socket.IO Redis adapter: a
 * message sent through one reaches a device connected to the other (the
 * connections issue: "two API processes with Redis deliver across
 * processes"). Runs where a Redis answers (TEST_REDIS_URL; .ci/run sets it
 * when one listens on 6379).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server.js';
import { createTestApp, testConfig, type TestContext } from '../../../test/app.js';
import { connectAs } from '../../../test/socket.js';
import { notificationsOf } from '../../../test/notifications.js';
import { collect, connectedPair, sent } from '../../../test/milan-chat.js';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat across two API processes (Redis adapter)', () => {
  const env = { RATE_LIMIT_PER_MINUTE: '100000', REDIS_URL: redisUrl };
  let first: TestContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ env });
    // The second process shares the first one's database, as two API processes behind a load balancer do.
    second = await buildServer({ config: testConfig(env), database: first.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.app.close();
  });

  it('delivers a message sent through one process to a device on the other, and the receipt back', async () => {
    const { a, b, conversationId } = await connectedPair(first.app);
    const sender = await connectAs(first.app, a.token);
    const receiver = await connectAs(second, b.token);
    try {
      const incoming = collect(receiver, 'message:new');
      const receipts = collect(sender, 'message:delivered');
      const typing = collect(sender, 'typing');

      const message = await sent(first.app, a, conversationId, 'Namaste from process one');
      expect(await incoming.first(1)).toEqual([message]);

      receiver.emit('message:delivered', { ids: [message._id] });
      expect(await receipts.first(1)).toEqual([
        { conversationId, ids: [message._id], deliveredAt: expect.any(String) },
      ]);
      receiver.emit('typing', { conversationId });
      expect(await typing.first(1)).toEqual([{ conversationId, memberId: b.userId }]);

      // The receiver was online on the other process: no offline notification was stored.
      const notes = await notificationsOf(first.app, b.userId, 'message');
      expect(notes).toEqual([]);
    } finally {
      sender.disconnect();
      receiver.disconnect();
    }
  });
});
