import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED } from '@seva/contracts';
import { createTestApp, type TestContext } from '../test/app.js';
import { injectAs, loginAs } from '../test/login.js';
import { linkToken, registerProven, registration } from '../test/password.js';
import { connectAs, connected, listenOnce, nextEvent, socketClient } from '../test/socket.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await listenOnce(ctx.app);
});
afterAll(async () => ctx.app.close());

describe('the realtime socket handshake', () => {
  it('accepts a live token and reaches the member through their room', async () => {
    const who = await loginAs(ctx.app);
    const socket = await connectAs(ctx.app, who.token);
    expect(await ctx.app.realtime.isOnline(who.userId)).toBe(true);
    const received = nextEvent(socket, 'typing');
    ctx.app.realtime.toUser(who.userId, 'typing', { conversationId: 'c1', memberId: 'm1' });
    expect(await received).toEqual({ conversationId: 'c1', memberId: 'm1' });
    socket.disconnect();
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
    ['a token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl'],
  ])('refuses %s', async (_label, token) => {
    const socket = socketClient(baseUrl, token);
    await expect(connected(socket)).rejects.toThrow(SOCKET_UNAUTHORIZED);
    socket.disconnect();
  });

  it('speaks WebSocket only: a long-polling client, whose requests any API process could take, is refused', async () => {
    const who = await loginAs(ctx.app);
    const res = await fetch(`${baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Transport unknown' });
    await connectAs(ctx.app, who.token).then((socket) => socket.disconnect());
  });

  it('refuses a logged-out token and ends the session’s open sockets at logout', async () => {
    const who = await loginAs(ctx.app);
    const socket = await connectAs(ctx.app, who.token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await injectAs(ctx.app, who.token, { method: 'POST', url: '/api/app/customer/logout' });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await ctx.app.realtime.isOnline(who.userId)).toBe(false);
    const again = socketClient(baseUrl, who.token);
    await expect(connected(again)).rejects.toThrow(SOCKET_UNAUTHORIZED);
    again.disconnect();
  });

  it('ends every open socket of the customer when their password is reset', async () => {
    const body = registration();
    const registered = await registerProven(ctx.app, body);
    const socket = await connectAs(ctx.app, registered.json().token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const verify = await linkToken(ctx.app, body.email, 'verify-email');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verify } });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    const token = await linkToken(ctx.app, body.email, 'reset-password');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Tulsi leaves at Vrindavan 7' },
    });
    expect(res.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
