import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { connectAs, nextEvent, type TestSocket } from '../../../test/socket.js';
import { createMember, createMilanTestApp } from '../../../test/milan.js';

let ctx: TestContext;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => ctx.app.close());

const online = async (who: LoggedIn) => {
  const socket = await connectAs(ctx.app, who.token);
  sockets.push(socket);
  return socket;
};
const send = (from: LoggedIn, to: LoggedIn, message = '') =>
  injectAs(ctx.app, from.token, {
    method: 'POST',
    url: '/api/connections/request',
    payload: { receiverId: to.userId, message },
  });
const notificationsOf = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/notifications' })).json<{
    results: Notification[];
    unread: number;
  }>();

describe('connection events and notifications', () => {
  it('brings a new interest to the receiver’s open socket, with a stored notification', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Ananya' });
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Rahul' });
    const socket = await online(groom);
    const request = nextEvent(socket, 'connection:request');
    const notice = nextEvent(socket, 'notification:new');

    const res = await send(bride, groom, 'Namaste, I liked your profile.');
    expect(res.statusCode).toBe(200);
    const id = res.json<{ connection: { _id: string } }>().connection._id;
    expect(await request).toMatchObject({
      _id: id,
      status: 'pending',
      direction: 'received',
      message: 'Namaste, I liked your profile.',
      member: { _id: bride.userId, firstName: 'Ananya' },
    });
    expect(await notice).toMatchObject({
      kind: 'connection_request',
      title: 'Ananya sent you an interest',
      link: '/dashboard/connections',
      readAt: null,
    });
    const stored = await notificationsOf(groom);
    expect(stored.unread).toBe(1);
    expect(stored.results.map((n) => n.kind)).toEqual(['connection_request']);
    expect((await notificationsOf(bride)).results).toEqual([]);
  });

  it('keeps the notifications of a member who was offline for when they come back', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Kavya' });
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Arjun' });
    const id = (await send(groom, bride)).json<{ connection: { _id: string } }>().connection._id;
    const accepted = await injectAs(ctx.app, bride.token, { method: 'POST', url: `/api/connections/${id}/accept` });
    expect(accepted.statusCode).toBe(200);

    expect((await notificationsOf(bride)).results).toMatchObject([
      { kind: 'connection_request', title: 'Arjun sent you an interest' },
    ]);
    expect((await notificationsOf(groom)).results).toMatchObject([
      {
        kind: 'connection_accepted',
        title: 'Kavya accepted your interest',
        link: `/dashboard/messages/conversation/${id}`,
        readAt: null,
      },
    ]);
  });

  it('tells the requester on their socket when the receiver accepts', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Meera' });
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Vikram' });
    const id = (await send(bride, groom)).json<{ connection: { _id: string } }>().connection._id;
    const socket = await online(bride);
    const accepted = nextEvent(socket, 'connection:accepted');
    const notice = nextEvent(socket, 'notification:new');

    await injectAs(ctx.app, groom.token, { method: 'POST', url: `/api/connections/${id}/accept` });
    expect(await accepted).toMatchObject({
      _id: id,
      status: 'accepted',
      direction: 'sent',
      member: { _id: groom.userId, firstName: 'Vikram' },
      respondedAt: expect.any(String),
    });
    expect(await notice).toMatchObject({ kind: 'connection_accepted', title: 'Vikram accepted your interest' });
  });

  it('tells the first requester when the other member answers with an interest of their own', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Isha' });
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Kabir' });
    const id = (await send(groom, bride)).json<{ connection: { _id: string } }>().connection._id;
    const socket = await online(groom);
    const accepted = nextEvent(socket, 'connection:accepted');
    let requests = 0;
    socket.on('connection:request', () => (requests += 1));

    const reply = await send(bride, groom);
    expect(reply.json()).toMatchObject({ connection: { _id: id, status: 'accepted' } });
    expect(await accepted).toMatchObject({ _id: id, direction: 'sent', member: { _id: bride.userId } });
    expect(requests).toBe(0);
    expect((await notificationsOf(groom)).results.map((n) => n.title)).toEqual(['Isha accepted your interest']);
  });

  it('does not tell a declined requester anything', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male' });
    const id = (await send(bride, groom)).json<{ connection: { _id: string } }>().connection._id;
    await injectAs(ctx.app, groom.token, { method: 'POST', url: `/api/connections/${id}/decline` });
    expect((await notificationsOf(bride)).results).toEqual([]);
  });
});
