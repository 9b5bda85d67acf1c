import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@seva/contracts';
import type { TestContext } from '../../test/app.js';
import { injectAs } from '../../test/login.js';
import { connectAs, connected, listenOnce, socketClient, type TestSocket } from '../../test/socket.js';
import { collect, connectedPair, pause, sent } from './chat-test-helpers.js';
import { milanMessages } from './tables.js';
import { createMember, createMilanTestApp, insertPaidMembership } from './test-helpers.js';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createMilanTestApp();
  baseUrl = await listenOnce(ctx.app);
});
afterAll(async () => ctx.app.close());

const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
/** A device of `token` connecting now, with `message:new` collected from its first packet on. */
async function device(token: string) {
  const socket = socketClient(baseUrl, token, false);
  open.push(socket);
  const messages = collect(socket, 'message:new');
  socket.connect();
  await connected(socket);
  return { socket, messages };
}
const rowsOf = (ids: string[]) => ctx.app.db.select().from(milanMessages).where(inArray(milanMessages.id, ids));

describe('delivery', () => {
  it('delivers what arrived while offline on connect, and tells the sender once it is acknowledged', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const first = await sent(ctx.app, a, conversationId, 'Namaste');
    const second = await sent(ctx.app, a, conversationId, 'Are you free to talk on Sunday?');
    expect((await rowsOf([first._id, second._id])).map((m) => m.deliveredAt)).toEqual([null, null]);

    const sender = await device(a.token);
    const delivered = collect(sender.socket, 'message:delivered');
    const receiver = await device(b.token);
    const got = await receiver.messages.first(2);
    expect(got.map((m) => [m._id, m.body, m.deliveredAt])).toEqual([
      [first._id, 'Namaste', null],
      [second._id, 'Are you free to talk on Sunday?', null],
    ]);
    receiver.socket.emit('message:delivered', { ids: got.map((m) => m._id) });

    const [event] = await delivered.first(1);
    expect(event).toEqual({ conversationId, ids: [first._id, second._id], deliveredAt: expect.any(String) });
    const rows = await rowsOf([first._id, second._id]);
    expect(rows.map((m) => m.deliveredAt?.toISOString())).toEqual([event?.deliveredAt, event?.deliveredAt]);

    const again = await device(b.token);
    await pause(300);
    expect(again.messages.items).toEqual([]);
  });

  it('pushes a new message live to the receiver and to the sender’s other device', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const receiver = await device(b.token);
    const senderPhone = await device(a.token);
    const message = await sent(ctx.app, a, conversationId, 'Good morning!');
    expect(await receiver.messages.first(1)).toEqual([message]);
    expect(await senderPhone.messages.first(1)).toEqual([message]);

    const delivered = collect(senderPhone.socket, 'message:delivered');
    receiver.socket.emit('message:delivered', { ids: [message._id] });
    expect((await delivered.first(1))[0]?.ids).toEqual([message._id]);
  });

  it('ignores acknowledgements of messages to someone else and malformed events', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const message = await sent(ctx.app, a, conversationId, 'Only for Ananya');
    const stranger = await createMember(ctx.app, { gender: 'male' });
    const strangerDevice = await device(stranger.token);
    const sender = await device(a.token);
    const delivered = collect(sender.socket, 'message:delivered');
    for (const bad of [{ ids: [message._id] }, { ids: 'all' }, { ids: [] }, null, 'x', { conversationId: 7 }]) {
      strangerDevice.socket.emit('message:delivered', bad as never);
      strangerDevice.socket.emit('typing', bad as never);
    }
    await pause(300);
    expect(delivered.items).toEqual([]);
    expect((await rowsOf([message._id]))[0]?.deliveredAt).toBeNull();
    expect(strangerDevice.socket.connected).toBe(true);
    const receiver = await device(b.token);
    expect((await receiver.messages.first(1))[0]?._id).toBe(message._id);
  });
});

describe('reading', () => {
  it('marks the other member’s messages read, tells them with message:read and clears the unread counts', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    await insertPaidMembership(ctx.app, b.userId);
    const mine = await sent(ctx.app, b, conversationId, 'Hello from Ananya');
    const theirs = [await sent(ctx.app, a, conversationId, 'One'), await sent(ctx.app, a, conversationId, 'Two')];
    const list = async () =>
      (await injectAs(ctx.app, b.token, { method: 'GET', url: '/api/conversations' })).json<{
        results: Conversation[];
        unreadTotal: number;
      }>();
    expect(await list()).toMatchObject({ unreadTotal: 2, results: [{ _id: conversationId, unread: 2 }] });

    const sender = await connectAs(ctx.app, a.token);
    open.push(sender);
    const readEvents = collect(sender, 'message:read');
    const res = await injectAs(ctx.app, b.token, { method: 'POST', url: `/api/conversations/${conversationId}/read` });
    expect(res.statusCode).toBe(200);
    const { readAt } = res.json<{ readAt: string }>();
    expect(res.json()).toEqual({ success: true, read: 2, readAt });
    expect(await readEvents.first(1)).toEqual([{ conversationId, readerId: b.userId, readAt }]);
    expect(await list()).toMatchObject({ unreadTotal: 0, results: [{ _id: conversationId, unread: 0 }] });

    const rows = await rowsOf([mine._id, ...theirs.map((m) => m._id)]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(mine._id)?.readAt).toBeNull();
    for (const m of theirs) {
      expect(byId.get(m._id)?.readAt?.toISOString()).toBe(readAt);
      expect(byId.get(m._id)?.deliveredAt?.toISOString()).toBe(readAt);
    }
    const again = await injectAs(ctx.app, b.token, {
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
    });
    expect(again.json()).toMatchObject({ read: 0 });
    await pause(200);
    expect(readEvents.items).toHaveLength(1);
  });
});

describe('typing', () => {
  it('forwards typing to the other member of the conversation, at most once a second', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const typist = await device(a.token);
    const other = await device(b.token);
    const typing = collect(other.socket, 'typing');
    for (let i = 0; i < 5; i++) typist.socket.emit('typing', { conversationId });
    expect(await typing.first(1)).toEqual([{ conversationId, memberId: a.userId }]);
    await pause(300);
    expect(typing.items).toHaveLength(1);
    await pause(800);
    typist.socket.emit('typing', { conversationId });
    await typing.first(2);
  });

  it('ignores a stranger typing into someone else’s conversation', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const stranger = await createMember(ctx.app, { gender: 'male' });
    const strangerDevice = await device(stranger.token);
    const [aDevice, bDevice] = [await device(a.token), await device(b.token)];
    const [aTyping, bTyping] = [collect(aDevice.socket, 'typing'), collect(bDevice.socket, 'typing')];
    strangerDevice.socket.emit('typing', { conversationId });
    await pause(300);
    aDevice.socket.emit('typing', { conversationId });
    await bTyping.first(1);
    await pause(300);
    expect(bTyping.items).toEqual([{ conversationId, memberId: a.userId }]);
    expect(aTyping.items).toEqual([]);
  });
});

describe('delivery after reading', () => {
  it('never pushes a message again once it was read', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const message = await sent(ctx.app, a, conversationId, 'Read before connecting');
    await injectAs(ctx.app, b.token, { method: 'POST', url: `/api/conversations/${conversationId}/read` });
    const receiver = await device(b.token);
    await pause(300);
    expect(receiver.messages.items).toEqual([]);
    const [row] = await ctx.app.db.select().from(milanMessages).where(eq(milanMessages.id, message._id));
    expect(row?.deliveredAt).not.toBeNull();
  });
});
