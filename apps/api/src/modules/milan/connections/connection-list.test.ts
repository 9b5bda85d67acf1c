import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionItem, ConnectionsResponse } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { milanProfiles } from '../tables.js';
import { createMember, createMilanTestApp, insertPaidMembership, type Member } from '../../../test/milan.js';

let ctx: TestContext;
/** The member whose lists are read, and the members around them (named by how they stand with `me`). */
let me: Member;
let people: Record<
  'older' | 'newer' | 'sentTo' | 'iAccepted' | 'acceptedMine' | 'declined' | 'withdrawn' | 'blocker' | 'suspended',
  Member
>;

const send = async (from: LoggedIn, to: LoggedIn) => {
  const res = await injectAs(ctx.app, from.token, {
    method: 'POST',
    url: '/api/connections/request',
    payload: { receiverId: to.userId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ connection: { _id: string } }>().connection._id;
};
const act = async (who: LoggedIn, id: string, action: 'accept' | 'decline' | 'cancel') => {
  const res = await injectAs(ctx.app, who.token, { method: 'POST', url: `/api/connections/${id}/${action}` });
  expect(res.statusCode).toBe(200);
};
const list = async (who: LoggedIn, query: Record<string, string> = {}) => {
  const res = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/connections', query });
  expect(res.statusCode).toBe(200);
  return res.json<ConnectionsResponse>();
};
const members = (items: ConnectionItem[]) => items.map((item) => item.member._id);

beforeAll(async () => {
  ctx = await createMilanTestApp();
  me = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Ananya' });
  await insertPaidMembership(ctx.app, me.userId);
  const man = () => createMember(ctx.app, { gender: 'male' });
  people = {
    older: await man(),
    newer: await man(),
    sentTo: await man(),
    iAccepted: await man(),
    acceptedMine: await man(),
    declined: await man(),
    withdrawn: await man(),
    blocker: await man(),
    suspended: await man(),
  };
  await send(people.older, me);
  await send(people.newer, me);
  await send(me, people.sentTo);
  await act(me, await send(people.iAccepted, me), 'accept');
  await act(people.acceptedMine, await send(me, people.acceptedMine), 'accept');
  await act(me, await send(people.declined, me), 'decline');
  await act(me, await send(me, people.withdrawn), 'cancel');
  await act(me, await send(people.blocker, me), 'accept');
  const blocked = await injectAs(ctx.app, people.blocker.token, {
    method: 'POST',
    url: `/api/users/${me.userId}/block`,
  });
  expect(blocked.statusCode).toBe(200);
  await send(people.suspended, me);
  await ctx.app.db
    .update(milanProfiles)
    .set({ suspendedAt: new Date() })
    .where(eq(milanProfiles.customerId, people.suspended.userId));
});
afterAll(async () => ctx.app.close());

describe('GET /api/connections', () => {
  it('lists interests received, newest first, with every tab’s count (received is the default tab)', async () => {
    const received = await list(me);
    expect(received).toMatchObject({ status: true, total: 2, page: 1, pageSize: 12 });
    expect(received.counts).toEqual({ received: 2, sent: 1, accepted: 2 });
    expect(members(received.results)).toEqual([people.newer.userId, people.older.userId]);
    expect(received.results[0]).toMatchObject({ status: 'pending', direction: 'received', respondedAt: null });
    expect(await list(me, { tab: 'received' })).toEqual(received);
  });

  it('lists pending interests sent, and accepted connections either way, latest accepted first', async () => {
    const sent = await list(me, { tab: 'sent' });
    expect(members(sent.results)).toEqual([people.sentTo.userId]);
    expect(sent.results[0]).toMatchObject({ status: 'pending', direction: 'sent' });

    const accepted = await list(me, { tab: 'accepted' });
    expect(accepted.total).toBe(2);
    expect(accepted.results.map((item) => [item.member._id, item.direction])).toEqual([
      [people.acceptedMine.userId, 'sent'],
      [people.iAccepted.userId, 'received'],
    ]);
    expect(accepted.results.every((item) => item.status === 'accepted' && item.respondedAt)).toBe(true);
  });

  it('shows each member their own side of the same connection', async () => {
    const theirs = await list(people.acceptedMine, { tab: 'accepted' });
    expect(theirs.results).toMatchObject([{ direction: 'received', member: { _id: me.userId, firstName: 'Ananya' } }]);
    expect((await list(people.sentTo)).results).toMatchObject([{ direction: 'received', member: { _id: me.userId } }]);
    expect((await list(people.older, { tab: 'sent' })).counts).toEqual({ received: 0, sent: 1, accepted: 0 });
  });

  it('never shows a member behind a block or a suspended one, on either side', async () => {
    const everything = [
      ...(await list(me, { tab: 'received' })).results,
      ...(await list(me, { tab: 'sent' })).results,
      ...(await list(me, { tab: 'accepted' })).results,
    ];
    expect(members(everything)).not.toContain(people.blocker.userId);
    expect(members(everything)).not.toContain(people.suspended.userId);
    expect(members(everything)).not.toContain(people.declined.userId);
    expect(members(everything)).not.toContain(people.withdrawn.userId);
    expect((await list(people.blocker, { tab: 'accepted' })).counts.accepted).toBe(0);
  });

  it('pages a tab', async () => {
    const second = await list(me, { tab: 'received', page: '2', pageSize: '1' });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(members(second.results)).toEqual([people.older.userId]);
    const bad = await injectAs(ctx.app, me.token, { method: 'GET', url: '/api/connections?tab=blocked' });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/connections' })).statusCode).toBe(401);
  });
});
