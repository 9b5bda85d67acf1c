import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { collect, connectedPair, pause, sent } from '../../../test/milan-chat.js';
import { createMilanTestApp } from '../../../test/milan.js';
import { notificationsOf } from '../../../test/notifications.js';
import { connected, listenOnce, socketClient, type TestSocket } from '../../../test/socket.js';

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

/** A device of `who` that acts for `accountId`, collecting the messages it hears. */
async function helperDevice(who: LoggedIn, accountId: string) {
  const socket = socketClient(baseUrl, who.token, false);
  open.push(socket);
  const messages = collect(socket, 'message:new');
  socket.connect();
  await connected(socket);
  socket.emit('milan:account', { accountId });
  await pause(200); // the join is not acknowledged
  return messages;
}

/** `account` invites `helper`, who accepts; answers the link's id. */
async function link(account: LoggedIn, helper: LoggedIn): Promise<string> {
  const invited = await injectAs(ctx.app, account.token, {
    method: 'POST',
    url: '/api/users/me/family',
    payload: { name: 'Sunita', relation: 'parent', mobile: helper.mobile },
  });
  const id = invited.json<{ member: FamilyMember }>().member._id;
  const accepted = await injectAs(ctx.app, helper.token, { method: 'POST', url: `/api/users/me/family/${id}/accept` });
  expect(accepted.statusCode).toBe(200);
  return id;
}

describe('a family helper’s device (issue 22)', () => {
  it('hears the account’s messages live while the link stands, and nothing once it is removed', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const mother = await loginAs(ctx.app);
    const linkId = await link(b, mother);
    const heard = await helperDevice(mother, b.userId);

    const first = await sent(ctx.app, a, conversationId, 'Namaste Ananya!');
    expect((await heard.first(1)).map((m) => [m._id, m.body])).toEqual([[first._id, 'Namaste Ananya!']]);
    // The helper's device does not make Ananya "online": she is still told by a notification.
    expect(await notificationsOf(ctx.app, b.userId, 'message')).toHaveLength(1);

    const removed = await injectAs(ctx.app, b.token, { method: 'DELETE', url: `/api/users/me/family/${linkId}` });
    expect(removed.statusCode).toBe(200);
    await pause(100);
    await sent(ctx.app, a, conversationId, 'Are you there?');
    await pause(300);
    expect(heard.items).toHaveLength(1);
  });

  it('hears nothing of an account it holds no link to', async () => {
    const { a, b, conversationId } = await connectedPair(ctx.app);
    const stranger = await loginAs(ctx.app);
    const heard = await helperDevice(stranger, b.userId);
    await sent(ctx.app, a, conversationId, 'Namaste Ananya!');
    await pause(300);
    expect(heard.items).toEqual([]);
  });
});
