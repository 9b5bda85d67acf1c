/**
 * At shutdown the realtime clients are told to reconnect (plugins/drain.ts,
 * realtime.dropConnections): the client sees its transport close, not a
 * server-side disconnect, so Socket.IO's own reconnection takes it to another
 * process; a logout, by contrast, ends the session's sockets for good.
 */
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@seva/contracts';
import { createTestApp, type TestContext } from '../test/app.js';
import { injectAs, loginAs } from '../test/login.js';
import { connected, listenOnce, type TestSocket } from '../test/socket.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await listenOnce(ctx.app);
});
afterAll(async () => ctx.app.close());

/** A client as the web app makes it: WebSocket, reconnecting by itself. */
function webClient(token: string): TestSocket {
  return io(baseUrl, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], forceNew: true });
}

const disconnected = (socket: TestSocket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('realtime clients at shutdown', () => {
  it('a logout ends the socket for good (the client does not reconnect)', async () => {
    const who = await loginAs(ctx.app);
    const socket = webClient(who.token);
    await connected(socket);
    const reason = disconnected(socket);
    await injectAs(ctx.app, who.token, { method: 'POST', url: '/api/app/customer/logout' });
    expect(await reason).toBe('io server disconnect');
    expect(socket.active).toBe(false);
  });

  it('a drain drops the transport, so the client goes on reconnecting (to another process)', async () => {
    const who = await loginAs(ctx.app);
    const socket = webClient(who.token);
    try {
      await connected(socket);
      const reason = disconnected(socket);
      const drained = ctx.app.drain({ quietMs: 0, deadlineMs: 2_000 });
      expect(await reason).toBe('transport close');
      expect(socket.active).toBe(true);
      expect((await drained).leftAtDeadline).toBe(0);
    } finally {
      socket.close();
    }
  });
});
