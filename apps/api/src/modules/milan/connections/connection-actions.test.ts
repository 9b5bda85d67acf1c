import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { notificationsOf } from '../../../test/notifications.js';
import { milanConnections, milanProfiles } from '../tables.js';
import { createMember, createMilanTestApp, type Member } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

type Action = 'accept' | 'decline' | 'cancel';
const act = (who: LoggedIn, id: string, action: Action) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/connections/${id}/${action}` });
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });
const notFound = failure('not_found', MESSAGES.connectionNotFound);
const notPending = failure('not_pending', MESSAGES.connectionNotPending);

/** `from` sends `to` an interest through the API; answers its id. */
async function interest(from: LoggedIn, to: LoggedIn, message = ''): Promise<string> {
  const res = await injectAs(ctx.app, from.token, {
    method: 'POST',
    url: '/api/connections/request',
    payload: { receiverId: to.userId, message },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ connection: { _id: string } }>().connection._id;
}

async function pair(): Promise<{ bride: Member; groom: Member }> {
  const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Ananya' });
  const groom = await createMember(ctx.app, { gender: 'male', city: 'Kota' }, { firstName: 'Rahul' });
  return { bride, groom };
}

const statusOf = async (id: string) =>
  (await ctx.app.db.select().from(milanConnections).where(eq(milanConnections.id, id)))[0];

describe('POST /api/connections/:id/accept | decline | cancel', () => {
  it('lets the receiver accept: both are connected and the answer shows the requester', async () => {
    const { bride, groom } = await pair();
    const id = await interest(bride, groom, 'Our families are both from Rajasthan.');
    const res = await act(groom, id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGES.connectionAccepted,
      connection: {
        _id: id,
        status: 'accepted',
        direction: 'received',
        message: 'Our families are both from Rajasthan.',
        member: expect.objectContaining({ _id: bride.userId, firstName: 'Ananya', city: 'Jaipur', verified: false }),
        createdAt: expect.any(String),
        respondedAt: expect.any(String),
        sentBy: null,
        answeredBy: null,
      },
    });
    for (const [who, other] of [
      [bride, groom],
      [groom, bride],
    ] as const) {
      const view = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${other.userId}` });
      expect(view.json().user.connection).toBe('accepted');
    }
  });

  it('lets the receiver decline and the requester withdraw, each only while pending', async () => {
    const { bride, groom } = await pair();
    const declined = await interest(bride, groom);
    const res = await act(groom, declined, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.connectionDeclined,
      connection: { _id: declined, status: 'declined', direction: 'received' },
    });
    for (const [who, action] of [
      [groom, 'accept'],
      [groom, 'decline'],
      [bride, 'cancel'],
    ] as const) {
      const again = await act(who, declined, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(notPending);
    }

    const withdrawn = await interest(bride, groom);
    const cancel = await act(bride, withdrawn, 'cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      message: MESSAGES.connectionCancelled,
      connection: { _id: withdrawn, status: 'cancelled', direction: 'sent', respondedAt: null },
    });
    expect((await act(groom, withdrawn, 'accept')).json()).toEqual(notPending);
    const view = await injectAs(ctx.app, groom.token, { method: 'GET', url: `/api/users/${bride.userId}` });
    expect(view.json().user.connection).toBe('declined');
  });

  it('answers 404 to anyone but the member whose turn it is, and for unknown ids', async () => {
    const { bride, groom } = await pair();
    const stranger = await createMember(ctx.app, { gender: 'male' });
    const noProfile = await loginAs(ctx.app);
    const id = await interest(bride, groom);
    for (const [who, action] of [
      [bride, 'accept'],
      [bride, 'decline'],
      [groom, 'cancel'],
      [stranger, 'accept'],
      [stranger, 'cancel'],
      [noProfile, 'decline'],
    ] as const) {
      const res = await act(who, id, action);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await act(groom, 'ffffffffffffffffffffffff', 'accept')).json()).toEqual(notFound);
    expect((await act(groom, 'not-an-id', 'accept')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/connections/${id}/accept` })).statusCode).toBe(401);
    expect((await statusOf(id))?.status).toBe('pending');
  });

  it('applies parallel answers once: one accept wins, the others are told it was answered', async () => {
    const { bride, groom } = await pair();
    const id = await interest(bride, groom);
    const answers = await Promise.all([
      act(groom, id, 'accept'),
      act(groom, id, 'accept'),
      act(groom, id, 'decline'),
      act(bride, id, 'cancel'),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json<{ connection: { status: string } }>();
    expect((await statusOf(id))?.status).toBe(winner?.connection.status);
    const told = await notificationsOf(ctx.app, bride.userId, 'connection_accepted');
    expect(told).toHaveLength(winner?.connection.status === 'accepted' ? 1 : 0);
  });

  it('answers 404 once a block stands between the two or either profile is suspended', async () => {
    const { bride, groom } = await pair();
    const blockedId = await interest(bride, groom);
    const block = await injectAs(ctx.app, bride.token, { method: 'POST', url: `/api/users/${groom.userId}/block` });
    expect(block.statusCode).toBe(200);
    expect((await act(groom, blockedId, 'accept')).json()).toEqual(notFound);
    expect((await act(bride, blockedId, 'cancel')).json()).toEqual(notFound);

    const other = await createMember(ctx.app, { gender: 'male' });
    const suspendedId = await interest(bride, other);
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, bride.userId));
    const res = await act(other, suspendedId, 'accept');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect((await statusOf(suspendedId))?.status).toBe('pending');
  });
});
