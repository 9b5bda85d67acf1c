import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type NotificationsResponse } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { insertConnection } from '../../test/milan.js';
import { insertMessage } from '../../test/milan-chat.js';
import { notify } from './service.js';
import { notifications } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const MINUTE = 60_000;
const list = async (who: LoggedIn, query: Record<string, string> = {}) => {
  const res = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/notifications', query });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationsResponse>();
};
const post = (who: LoggedIn, url: string) => injectAs(ctx.app, who.token, { method: 'POST', url });
const badges = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/notifications/badges' })).json();

/** Three notifications for `who`, a minute apart (the request oldest); answers their ids, oldest first. */
async function threeFor(who: LoggedIn): Promise<string[]> {
  const start = Date.now() - 10 * MINUTE;
  const inputs = [
    { kind: 'connection_request', title: 'Ananya sent you an interest', link: '/dashboard/connections' },
    { kind: 'connection_accepted', title: 'Rahul accepted your interest', link: '/dashboard/messages' },
    { kind: 'membership_expiring', title: 'Your Milan Sathi membership ends soon' },
  ] as const;
  const ids: string[] = [];
  for (const [i, input] of inputs.entries()) {
    const stored = await notify(ctx.app.db, ctx.app.realtime, who.userId, input, new Date(start + i * MINUTE));
    ids.push(stored?._id ?? '');
  }
  return ids;
}

describe('/api/notifications', () => {
  it('lists the member’s own notifications newest first with the unread count, and pages them', async () => {
    const me = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const [request, accepted, expiring] = await threeFor(me);
    await threeFor(other);

    const mine = await list(me);
    expect(mine).toMatchObject({ status: true, total: 3, unread: 3, page: 1, pageSize: 12 });
    expect(mine.results.map((n) => n._id)).toEqual([expiring, accepted, request]);
    expect(mine.results[2]).toEqual({
      _id: request,
      kind: 'connection_request',
      title: 'Ananya sent you an interest',
      body: '',
      link: '/dashboard/connections',
      readAt: null,
      createdAt: expect.any(String),
    });
    const page = await list(me, { page: '2', pageSize: '2' });
    expect(page.results.map((n) => n._id)).toEqual([request]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('marks one read (only the member’s own) and then all, lowering the unread count', async () => {
    const me = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const [request, accepted] = await threeFor(me);
    const [othersId] = await threeFor(other);

    const read = await post(me, `/api/notifications/${accepted}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, unread: 2 });
    expect((await post(me, `/api/notifications/${accepted}/read`)).json()).toEqual({ success: true, unread: 2 });
    const unread = await list(me, { unread: 'true' });
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.results.map((n) => n._id)).not.toContain(accepted);
    expect((await list(me)).results.find((n) => n._id === accepted)?.readAt).toEqual(expect.any(String));

    const foreign = await post(me, `/api/notifications/${othersId}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, success: false, message: MESSAGES.notificationNotFound });
    expect((await list(other)).unread).toBe(3);

    expect((await post(me, '/api/notifications/read-all')).json()).toEqual({ success: true, unread: 0 });
    expect((await list(me)).unread).toBe(0);
    expect((await list(me, { unread: 'true' })).results).toEqual([]);
    expect((await list(other)).unread).toBe(3);
    expect((await list(me)).results.find((n) => n._id === request)?.readAt).toEqual(expect.any(String));
  });

  it('answers a member’s list from memory, and at once anew after a notification or a read mark', async () => {
    const me = await loginAs(ctx.app);
    const [request] = await threeFor(me);
    expect((await list(me)).total).toBe(3);

    // A row written behind the API's back is not seen while the kept list is current: it was kept.
    await ctx.app.db.insert(notifications).values({ customerId: me.userId, kind: 'message', title: 'Unannounced' });
    expect((await list(me)).total).toBe(3);

    // notify forgets the kept lists before it pushes `notification:new`, so the refetch it causes is fresh.
    await notify(ctx.app.db, ctx.app.realtime, me.userId, { kind: 'message', title: 'New message from Ananya' });
    const fresh = await list(me);
    expect(fresh).toMatchObject({ total: 5, unread: 5 });
    expect(fresh.results[0]?.title).toBe('New message from Ananya');

    expect((await post(me, `/api/notifications/${request}/read`)).json()).toEqual({ success: true, unread: 4 });
    const afterRead = await list(me);
    expect(afterRead.unread).toBe(4);
    expect(afterRead.results.find((n) => n._id === request)?.readAt).toEqual(expect.any(String));
  });

  it('counts unread notifications and unread chat messages for the header badges', async () => {
    const me = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    expect(await badges(me)).toEqual({ success: true, notifications: 0, messages: 0 });
    await threeFor(me);
    const connectionId = await insertConnection(ctx.app, other.userId, me.userId, 'accepted');
    for (const readAt of [null, null, new Date()]) {
      await insertMessage(ctx.app, { connectionId, senderId: other.userId, receiverId: me.userId, readAt });
    }
    await post(me, '/api/notifications/read-all');
    await notify(ctx.app.db, null, me.userId, { kind: 'message', title: 'A new message' });

    expect(await badges(me)).toEqual({ success: true, notifications: 1, messages: 2 });
    expect(await badges(other)).toEqual({ success: true, notifications: 0, messages: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/badges' })).statusCode).toBe(401);
  });
});
