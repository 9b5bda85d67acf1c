import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_PLAN_LIMITS, INTEREST_NOTE_MAX_LENGTH, MESSAGE_TEMPLATES, MESSAGES } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { freezeClock } from '../../../test/clock.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { notificationsOf } from '../../../test/notifications.js';
import {
  ALREADY_CONNECTED_MESSAGE,
  CONNECTED_BY_REPLY_MESSAGE,
  CONNECTION_SELF_MESSAGE,
  startOfIndiaDay,
} from './connections.js';
import { milanBlocks, milanConnections, milanProfiles } from '../tables.js';
import { createMember, createMilanTestApp, insertConnection, insertPaidMembership } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

const request = (who: LoggedIn, receiverId: string, message = '') =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/connections/request', payload: { receiverId, message } });
const rowsBetween = (requesterId: string, receiverId: string) =>
  ctx.app.db
    .select()
    .from(milanConnections)
    .where(and(eq(milanConnections.requesterId, requesterId), eq(milanConnections.receiverId, receiverId)));
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });

describe('POST /api/connections/request', () => {
  it('sends an interest that the receiver sees as received', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    const receiver = await createMember(ctx.app, { gender: 'male' });
    const res = await request(sender, receiver.userId, 'Our families are both from Jaipur.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.connectionSent,
      connection: { _id: expect.any(String), status: 'pending' },
    });
    const [row] = await rowsBetween(sender.userId, receiver.userId);
    expect(row).toMatchObject({ status: 'pending', message: 'Our families are both from Jaipur.' });
    const seen = await injectAs(ctx.app, receiver.token, { method: 'GET', url: `/api/users/${sender.userId}` });
    expect(seen.json().user.connection).toBe('received');
  });

  it('refuses a second interest to the same member (409 duplicate), also when sent in parallel', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    const receiver = await createMember(ctx.app, { gender: 'male' });
    const [a, b] = await Promise.all([request(sender, receiver.userId), request(sender, receiver.userId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await request(sender, receiver.userId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failure('duplicate', MESSAGES.connectionDuplicate));
    expect(await rowsBetween(sender.userId, receiver.userId)).toHaveLength(1);
  });

  it('accepts the pending interest the receiver had already sent', async () => {
    const first = await createMember(ctx.app, { gender: 'male' });
    const second = await createMember(ctx.app, { gender: 'female' });
    const theirs = (await request(first, second.userId)).json().connection._id;
    const res = await request(second, first.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: CONNECTED_BY_REPLY_MESSAGE,
      connection: { _id: theirs, status: 'accepted' },
    });
    expect(await rowsBetween(second.userId, first.userId)).toHaveLength(0);
    const seen = await injectAs(ctx.app, first.token, { method: 'GET', url: `/api/users/${second.userId}` });
    expect(seen.json().user.connection).toBe('accepted');

    for (const [who, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const connected = await request(who, other.userId);
      expect(connected.statusCode).toBe(409);
      expect(connected.json()).toEqual(failure('already_connected', ALREADY_CONNECTED_MESSAGE));
    }
  });

  it('refuses oneself (400), a member without a profile (409) and unknown, suspended or blocked receivers (404)', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    const self = await request(sender, sender.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(failure('self', CONNECTION_SELF_MESSAGE));

    const noProfile = await loginAs(ctx.app);
    const withoutProfile = await request(noProfile, sender.userId);
    expect(withoutProfile.statusCode).toBe(409);
    expect(withoutProfile.json()).toEqual(failure('profile_required', MESSAGES.profileRequired));

    const suspended = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, suspended.userId));
    const blocker = await createMember(ctx.app, { gender: 'male' });
    const blocked = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db.insert(milanBlocks).values([
      { blockerId: blocker.userId, blockedId: sender.userId },
      { blockerId: sender.userId, blockedId: blocked.userId },
    ]);
    for (const receiverId of [
      'ffffffffffffffffffffffff',
      noProfile.userId,
      suspended.userId,
      blocker.userId,
      blocked.userId,
    ]) {
      const res = await request(sender, receiverId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(failure('not_found', MESSAGES.profileNotFound));
    }
    const bad = await injectAs(ctx.app, sender.token, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: sender.userId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops at the free plan’s requests per day (429) and counts again from midnight in India', async () => {
    // 20:00 IST (14:30 UTC) on a day after the rows other tests wrote: the India day began 20 hours ago.
    const soon = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const start = new Date(Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth(), soon.getUTCDate() + 1, 14, 30));
    const advance = freezeClock(start);
    const sender = await createMember(ctx.app, { gender: 'female' });
    const receivers = [];
    for (let i = 0; i <= FREE_PLAN_LIMITS.requestsPerDay; i += 1) {
      receivers.push(await createMember(ctx.app, { gender: 'male' }));
    }
    // One sent at 23:30 IST the day before does not count.
    await ctx.app.db.insert(milanConnections).values({
      requesterId: sender.userId,
      receiverId: receivers[0]?.userId ?? '',
      createdAt: new Date(start.getTime() - 20.5 * 60 * 60 * 1000),
      status: 'declined',
    });
    for (const receiver of receivers.slice(0, FREE_PLAN_LIMITS.requestsPerDay)) {
      expect((await request(sender, receiver.userId)).statusCode).toBe(200);
    }
    const over = await request(sender, receivers[FREE_PLAN_LIMITS.requestsPerDay]?.userId ?? '');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(failure('daily_limit', MESSAGES.connectionDailyLimit));

    advance(4.5 * 60 * 60); // 00:30 IST the next day
    expect((await request(sender, receivers[FREE_PLAN_LIMITS.requestsPerDay]?.userId ?? '')).statusCode).toBe(200);
  });

  it('allows what a paid plan allows per day', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    await insertPaidMembership(ctx.app, sender.userId, { requestsPerDay: 2 });
    const receivers = [
      await createMember(ctx.app, { gender: 'male' }),
      await createMember(ctx.app, { gender: 'male' }),
      await createMember(ctx.app, { gender: 'male' }),
    ];
    expect((await request(sender, receivers[0]?.userId ?? '')).statusCode).toBe(200);
    expect((await request(sender, receivers[1]?.userId ?? '')).statusCode).toBe(200);
    expect((await request(sender, receivers[2]?.userId ?? '')).json().error).toBe('daily_limit');
    // Accepting an interest sent to the member is not a new request.
    await insertConnection(ctx.app, receivers[2]?.userId ?? '', sender.userId, 'pending');
    expect((await request(sender, receivers[2]?.userId ?? '')).json().connection.status).toBe('accepted');
  });
});

describe('an interest with a note (issue 22)', () => {
  const sendWithNote = (who: LoggedIn, receiverId: string, note: string) =>
    injectAs(ctx.app, who.token, { method: 'POST', url: '/api/connections/request', payload: { receiverId, note } });
  const tabOf = (who: LoggedIn, tab: 'received' | 'sent') =>
    injectAs(ctx.app, who.token, { method: 'GET', url: `/api/connections?tab=${tab}` });

  it('stores the trimmed note and shows it to the receiver with the interest and in the notification', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Meera' });
    const receiver = await createMember(ctx.app, { gender: 'male' });
    const other = await createMember(ctx.app, { gender: 'male' });
    const note = 'I liked your profile and would like to connect with you.';
    const res = await sendWithNote(sender, receiver.userId, `  ${note}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json().connection.status).toBe('pending');
    const [row] = await rowsBetween(sender.userId, receiver.userId);
    expect(row?.message).toBe(note);

    const received = (await tabOf(receiver, 'received')).json();
    expect(received.results).toEqual([
      expect.objectContaining({
        direction: 'received',
        message: note,
        member: expect.objectContaining({ _id: sender.userId }),
      }),
    ]);
    const [told] = await notificationsOf(ctx.app, receiver.userId, 'connection_request');
    expect(told).toMatchObject({ title: MESSAGE_TEMPLATES.notifyInterest('Meera'), body: note });

    // Nobody else reads it: not a third member, not on the sender's profile.
    expect(JSON.stringify((await tabOf(other, 'received')).json())).not.toContain(note);
    const profile = await injectAs(ctx.app, other.token, { method: 'GET', url: `/api/users/${sender.userId}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain(note);
    expect(await notificationsOf(ctx.app, other.userId)).toHaveLength(0);
  });

  it('refuses a note over 300 characters (400) and saves nothing', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    const receiver = await createMember(ctx.app, { gender: 'male' });
    for (const res of [
      await sendWithNote(sender, receiver.userId, 'a'.repeat(INTEREST_NOTE_MAX_LENGTH + 1)),
      await request(sender, receiver.userId, 'a'.repeat(INTEREST_NOTE_MAX_LENGTH + 1)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: MESSAGES.interestNoteTooLong });
    }
    expect(await rowsBetween(sender.userId, receiver.userId)).toHaveLength(0);
    expect(await notificationsOf(ctx.app, receiver.userId)).toHaveLength(0);

    // 300 characters, once the spaces around them are trimmed, are allowed.
    const longest = `  ${'अ'.repeat(INTEREST_NOTE_MAX_LENGTH)}  `;
    expect((await sendWithNote(sender, receiver.userId, longest)).statusCode).toBe(200);
    expect((await rowsBetween(sender.userId, receiver.userId))[0]?.message).toBe(longest.trim());
  });

  it('keeps `message` as the note when no `note` is given, and prefers `note` when both are', async () => {
    const sender = await createMember(ctx.app, { gender: 'female' });
    const first = await createMember(ctx.app, { gender: 'male' });
    const second = await createMember(ctx.app, { gender: 'male' });
    await request(sender, first.userId, 'Our families are both from Jaipur.');
    await injectAs(ctx.app, sender.token, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: second.userId, message: 'old', note: 'new' },
    });
    expect((await rowsBetween(sender.userId, first.userId))[0]?.message).toBe('Our families are both from Jaipur.');
    expect((await rowsBetween(sender.userId, second.userId))[0]?.message).toBe('new');
  });
});

describe('startOfIndiaDay', () => {
  it('is midnight IST (18:30 UTC the day before)', () => {
    expect(startOfIndiaDay(new Date('2031-05-10T14:30:00Z')).toISOString()).toBe('2031-05-09T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2031-05-10T19:00:00Z')).toISOString()).toBe('2031-05-10T18:30:00.000Z');
  });
});
