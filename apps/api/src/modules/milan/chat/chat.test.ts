import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  FREE_PLAN_LIMITS,
  MESSAGES,
  type ChatMessage,
  type Conversation,
} from '@seva/contracts';
import { newId } from '../../../db/ids.js';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { notificationsOf } from '../../../test/notifications.js';
import { CLIENT_ID_REUSED_MESSAGE, sendChatMessage } from './chat-send.js';
import { connectedPair, sendAs, sent } from '../../../test/milan-chat.js';
import { milanMessages, milanPlans, milanProfiles } from '../tables.js';
import { createMember, createMilanTestApp, insertConnection, insertPaidMembership } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });
const notFound = failure('not_found', MESSAGES.conversationNotFound);
const conversations = async (who: LoggedIn) => {
  const res = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/conversations' });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Conversation[]; unreadTotal: number }>();
};
const history = (who: LoggedIn, id: string, query: Record<string, string> = {}) =>
  injectAs(ctx.app, who.token, { method: 'GET', url: `/api/conversations/${id}/messages`, query });
const messageRows = (conversationId: string) =>
  ctx.app.db.select().from(milanMessages).where(eq(milanMessages.connectionId, conversationId));

describe('who may message whom', () => {
  it('refuses a conversation between members who are not connected (404), for every call', async () => {
    const { a, conversationId } = await connectedPair(ctx.app);
    const stranger = await createMember(ctx.app, { gender: 'female' });
    await insertPaidMembership(ctx.app, stranger.userId);
    for (const res of [
      await sendAs(ctx.app, stranger, conversationId, 'Hello'),
      await history(stranger, conversationId),
      await injectAs(ctx.app, stranger.token, { method: 'POST', url: `/api/conversations/${conversationId}/read` }),
      await sendAs(ctx.app, a, newId(), 'Hello'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect(await messageRows(conversationId)).toHaveLength(0);
    expect((await conversations(stranger)).results).toEqual([]);
  });

  it.each(['pending', 'declined', 'cancelled'] as const)('refuses a %s connection', async (status) => {
    const { a, b, conversationId } = await connectedPair(ctx.app, { status });
    await insertPaidMembership(ctx.app, b.userId);
    for (const who of [a, b]) {
      const res = await sendAs(ctx.app, who, conversationId, 'Namaste');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
      expect((await conversations(who)).results).toEqual([]);
    }
  });

  it('refuses messages across a block, whoever made it, and hides the conversation from both', async () => {
    for (const blockerIs of ['a', 'b'] as const) {
      const pair = await connectedPair(ctx.app);
      await insertPaidMembership(ctx.app, pair.b.userId);
      await sent(ctx.app, pair.a, pair.conversationId, 'Before the block');
      const [blocker, blocked] = blockerIs === 'a' ? [pair.a, pair.b] : [pair.b, pair.a];
      const block = await injectAs(ctx.app, blocker.token, {
        method: 'POST',
        url: `/api/users/${blocked.userId}/block`,
      });
      expect(block.statusCode).toBe(200);
      for (const who of [pair.a, pair.b]) {
        const res = await sendAs(ctx.app, who, pair.conversationId, 'After the block');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(notFound);
        expect((await history(who, pair.conversationId)).statusCode).toBe(404);
        expect((await conversations(who)).results).toEqual([]);
      }
      expect(await messageRows(pair.conversationId)).toHaveLength(1);
    }
  });

  it('refuses a suspended sender (403 suspended) and hides a suspended member from the other', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, a.userId));
    const res = await sendAs(ctx.app, a, conversationId, 'Hello');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(failure('suspended', MESSAGES.accountSuspended));
    expect((await conversations(a)).results.map((c) => c.canSend)).toEqual([false]);
    expect((await conversations(b)).results).toEqual([]);
    expect((await history(b, conversationId)).json()).toEqual(notFound);
  });

  it('lets a free member reply but not start a conversation', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app, { paid: false });
    const refused = await sendAs(ctx.app, b, conversationId, 'Hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(failure('membership_required', MESSAGES.messagingNeedsPlan));
    expect((await conversations(a)).results[0]?.canSend).toBe(false);
    expect((await conversations(b)).results[0]?.canSend).toBe(false);

    await insertPaidMembership(ctx.app, a.userId);
    expect((await conversations(a)).results[0]?.canSend).toBe(true);
    await sent(ctx.app, a, conversationId, 'Namaste Ananya, I liked your profile.');
    expect((await conversations(b)).results[0]?.canSend).toBe(true);
    const reply = await sendAs(ctx.app, b, conversationId, 'Namaste Rahul!');
    expect(reply.statusCode).toBe(200);
    expect((await messageRows(conversationId)).map((m) => m.senderId).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('counts only a plan period running now, and a seeded free plan’s own messaging', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app, { paid: false });
    await insertPaidMembership(ctx.app, a.userId, { startsAt: new Date(Date.now() + DAY_MS) });
    await insertPaidMembership(ctx.app, a.userId, { startsAt: new Date(Date.now() - 31 * DAY_MS) });
    const refused = await sendAs(ctx.app, a, conversationId, 'Hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(failure('membership_required', MESSAGES.messagingNeedsPlan));

    await ctx.app.db
      .insert(milanPlans)
      .values({ ...FREE_PLAN_LIMITS, code: 'free', name: 'Free', durationDays: 0, pricePaise: 0, messaging: true });
    try {
      expect((await sendAs(ctx.app, b, conversationId, 'Namaste')).statusCode).toBe(200);
    } finally {
      await ctx.app.db.delete(milanPlans).where(eq(milanPlans.code, 'free'));
    }
    expect((await messageRows(conversationId)).map((m) => m.senderId)).toEqual([b.userId]);
  });
});

describe('POST /api/conversations/:id/messages', () => {
  it('stores a trimmed message and refuses an empty or too long one', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const clientId = randomUUID();
    const res = await sendAs(ctx.app, a, conversationId, '  Namaste!  ', clientId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      conversationId,
      senderId: a.userId,
      clientId,
      body: 'Namaste!',
      createdAt: expect.any(String),
      deliveredAt: null,
      readAt: null,
      sentBy: null,
    });
    const [row] = await messageRows(conversationId);
    expect(row).toMatchObject({ senderId: a.userId, receiverId: b.userId, body: 'Namaste!' });
    for (const body of ['   ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)]) {
      expect((await sendAs(ctx.app, a, conversationId, body)).statusCode).toBe(400);
    }
    expect(await messageRows(conversationId)).toHaveLength(1);
  });

  it('stores a client id once: a resend answers the stored message, also when sent in parallel', async () => {
    const { a, conversationId } = await connectedPair(ctx.app);
    const clientId = randomUUID();
    const first = await sendAs(ctx.app, a, conversationId, 'Once', clientId);
    const again = await sendAs(ctx.app, a, conversationId, 'Once', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toEqual(first.json().message);

    const racing = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendAs(ctx.app, a, conversationId, 'Racing', racing)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json<{ message: ChatMessage }>().message._id)).size).toBe(1);
    expect((await messageRows(conversationId)).map((m) => m.body).sort()).toEqual(['Once', 'Racing']);
  });

  it('lets the unique index settle a true race: every racer answers the one stored message', async () => {
    // Injected requests reach the service one after another in this harness; calling it directly
    // lets all racers pass the "already stored?" check before any insert.
    const { a, conversationId } = await connectedPair(ctx.app);
    const input = { clientId: randomUUID(), body: 'Racing', sentVia: null };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendChatMessage(ctx.app.db, ctx.app.realtime, a.userId, conversationId, input)),
    );
    expect(new Set(answers.map((m) => m._id)).size).toBe(1);
    expect(await messageRows(conversationId)).toHaveLength(1);
  });

  it('refuses a client id already used in another conversation (409)', async () => {
    const { a, conversationId } = await connectedPair(ctx.app);
    const other = await createMember(ctx.app, { gender: 'female' });
    const second = await insertConnection(ctx.app, a.userId, other.userId);
    const clientId = randomUUID();
    await sendAs(ctx.app, a, conversationId, 'First', clientId);
    const res = await sendAs(ctx.app, a, second, 'Second', clientId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLIENT_ID_REUSED_MESSAGE);
    expect(await messageRows(second)).toHaveLength(0);
  });

  it('stores one message notification for an offline receiver per run of unread messages', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const messageNotes = () => notificationsOf(ctx.app, b.userId, 'message');
    await sent(ctx.app, a, conversationId, 'Namaste');
    await Promise.all([sent(ctx.app, a, conversationId, 'Are you there?'), sent(ctx.app, a, conversationId, 'Hi')]);
    const [note, ...others] = await messageNotes();
    expect(others).toEqual([]);
    expect(note).toMatchObject({
      title: 'New message from Rahul',
      body: 'Namaste',
      link: `/dashboard/messages/conversation/${conversationId}`,
      readAt: null,
    });

    await injectAs(ctx.app, b.token, { method: 'POST', url: `/api/conversations/${conversationId}/read` });
    await sent(ctx.app, a, conversationId, 'Good morning');
    expect((await messageNotes()).map((n) => n.body).sort()).toEqual(['Good morning', 'Namaste']);
  });
});

describe('GET /api/conversations and history', () => {
  it('lists conversations by latest activity with the other member, last message and unread counts', async () => {
    const rahul = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Rahul' });
    await insertPaidMembership(ctx.app, rahul.userId);
    const [priya, meera] = [
      await createMember(ctx.app, { gender: 'female', city: 'Pune' }, { firstName: 'Priya' }),
      await createMember(ctx.app, { gender: 'female' }, { firstName: 'Meera' }),
    ];
    const withPriya = await insertConnection(ctx.app, rahul.userId, priya.userId);
    const withMeera = await insertConnection(ctx.app, meera.userId, rahul.userId);
    expect((await conversations(rahul)).results.map((c) => c._id)).toEqual([withMeera, withPriya]);

    await sent(ctx.app, rahul, withPriya, 'Hello Priya');
    await sent(ctx.app, rahul, withMeera, 'Hello Meera');
    await sent(ctx.app, priya, withPriya, 'Hello Rahul');
    const reply = await sent(ctx.app, priya, withPriya, 'How are you?');
    const list = await conversations(rahul);
    expect(list.unreadTotal).toBe(2);
    expect(list.results.map((c) => [c._id, c.member.firstName, c.unread, c.lastMessage?.body])).toEqual([
      [withPriya, 'Priya', 2, 'How are you?'],
      [withMeera, 'Meera', 0, 'Hello Meera'],
    ]);
    expect(list.results[0]).toMatchObject({ member: { _id: priya.userId, city: 'Pune' }, updatedAt: reply.createdAt });
    expect((await conversations(priya)).results[0]?.lastMessage?._id).toBe(reply._id);
  });

  it('pages the history newest last with a `before` cursor', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const bodies = ['one', 'two', 'three', 'four', 'five'];
    const ids: string[] = [];
    for (const body of bodies) ids.push((await sent(ctx.app, a, conversationId, body))._id);

    const page = async (query: Record<string, string>) => {
      const res = await history(b, conversationId, query);
      expect(res.statusCode).toBe(200);
      const json = res.json<{ results: ChatMessage[]; hasMore: boolean; conversation: Conversation }>();
      return { bodies: json.results.map((m) => m.body), hasMore: json.hasMore, json };
    };
    const newest = await page({ limit: '2' });
    expect(newest).toMatchObject({ bodies: ['four', 'five'], hasMore: true });
    expect(newest.json.conversation).toMatchObject({ _id: conversationId, unread: 5, member: { _id: a.userId } });
    expect(await page({ limit: '2', before: ids[3] ?? '' })).toMatchObject({ bodies: ['two', 'three'], hasMore: true });
    expect(await page({ limit: '2', before: ids[1] ?? '' })).toMatchObject({ bodies: ['one'], hasMore: false });
    expect(await page({})).toMatchObject({ bodies, hasMore: false });
  });
});
