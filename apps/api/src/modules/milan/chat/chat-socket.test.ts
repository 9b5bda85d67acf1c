import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs } from '../../../test/login.js';
import { connectAs, connected, listenOnce, socketClient, type TestSocket } from '../../../test/socket.js';
import { markDelivered } from './chat-receipts.js';
import { collect, connectedPair, pause, sent } from '../../../test/milan-chat.js';
import { milanMessages } from '../tables.js';
import { createMember, createMilanTestApp, insertPaidMembership } from '../../../test/milan.js';

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

describe('delivery receipts in batches', () => {
  it('marks, in one write, only the messages each acknowledging member was sent', async () => {
    const first = await connectedPair(ctx.app);
    const second = await connectedPair(ctx.app);
    const toAnanya = await sent(ctx.app, first.a, first.conversationId, 'For the first Ananya');
    const toOther = await sent(ctx.app, second.a, second.conversationId, 'For the second Ananya');
    const senders = [await device(first.a.token), await device(second.a.token)];
    const delivered = senders.map((sender) => collect(sender.socket, 'message:delivered'));
    const marked = await markDelivered(ctx.app.db, ctx.app.realtime, [
      { receiverId: first.b.userId, ids: [toAnanya._id, toOther._id] },
      { receiverId: second.a.userId, ids: [toOther._id] },
    ]);
    expect(marked).toBe(1);
    expect((await delivered[0]!.first(1))[0]).toMatchObject({
      conversationId: first.conversationId,
      ids: [toAnanya._id],
    });
    const rows = new Map((await rowsOf([toAnanya._id, toOther._id])).map((row) => [row.id, row.deliveredAt]));
    expect(rows.get(toAnanya._id)).not.toBeNull();
    expect(rows.get(toOther._id)).toBeNull();
    await pause(200);
    expect(delivered[1]!.items).toEqual([]);
  });

  it('writes the acknowledgements of several members arriving together, and each sender hears theirs', async () => {
    const pairs = [await connectedPair(ctx.app), await connectedPair(ctx.app), await connectedPair(ctx.app)];
    const receivers = await Promise.all(pairs.map((pair) => device(pair.b.token)));
    const senders = await Promise.all(pairs.map((pair) => device(pair.a.token)));
    const delivered = senders.map((sender) => collect(sender.socket, 'message:delivered'));
    const messages = await Promise.all(pairs.map((pair) => sent(ctx.app, pair.a, pair.conversationId, 'Namaste')));
    for (const [i, receiver] of receivers.entries()) {
      expect((await receiver.messages.first(1))[0]?._id).toBe(messages[i]?._id);
    }
    receivers.forEach((receiver, i) => receiver.socket.emit('message:delivered', { ids: [messages[i]!._id] }));
    for (const [i, pair] of pairs.entries()) {
      const [event] = await delivered[i]!.first(1);
      expect(event).toEqual({
        conversationId: pair.conversationId,
        ids: [messages[i]?._id],
        deliveredAt: expect.any(String),
      });
    }
    const rows = await rowsOf(messages.map((m) => m._id));
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('asks again for a message whose receipt was never written (the process died first)', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const phone = await device(b.token);
    const message = await sent(ctx.app, a, conversationId, 'Did this reach you?');
    expect(await phone.messages.first(1)).toEqual([message]);
    // The acknowledgement is lost: queued in a process that dies before writing it, or never sent.
    phone.socket.disconnect();

    const sender = await device(a.token);
    const delivered = collect(sender.socket, 'message:delivered');
    const again = await device(b.token);
    expect((await again.messages.first(1))[0]?._id).toBe(message._id);
    again.socket.emit('message:delivered', { ids: [message._id] });
    expect((await delivered.first(1))[0]?.ids).toEqual([message._id]);
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
