import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type NotificationSettingsResponse, type OutboxItem, type PushPayload } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { browserSubscription, startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint.js';
import { ProviderError } from '../../providers/errors.js';
import { updateCustomer } from '../customers/service.js';
import { eq } from 'drizzle-orm';
import { assertPushEndpoint, notify, settleDeliveries } from './service.js';
import { pushSubscriptions } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const outbox = async (to: string) => {
  await settleDeliveries(ctx.app.db);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  return res.json<{ data: OutboxItem[] }>().data;
};
const subscribe = (who: LoggedIn, endpoint = `https://push.example.com/${who.userId}`) =>
  injectAs(ctx.app, who.token, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: browserSubscription(endpoint),
  });
const settings = async (who: LoggedIn) =>
  (
    await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/notifications/settings' })
  ).json<NotificationSettingsResponse>();
const result = {
  kind: 'recharge_result',
  title: 'Recharge successful',
  body: '₹199.00 for 9876543210',
  link: '/history/recharge-history',
} as const;

describe('notification settings', () => {
  it('start at the defaults: push everywhere, SMS for receipts and recharge results, e-mail for receipts', async () => {
    const me = await loginAs(ctx.app);
    const answer = await settings(me);
    expect(answer).toMatchObject({ success: true, pushSubscribed: false, emailVerified: false });
    const byKind = Object.fromEntries(answer.settings.map((s) => [s.kind, s.channels]));
    expect(byKind.payment_receipt).toEqual({ push: true, sms: true, email: true });
    expect(byKind.recharge_result).toEqual({ push: true, sms: true, email: false });
    expect(byKind.connection_request).toEqual({ push: true, sms: false, email: false });
  });

  it('keep what the customer changes, for them only, and refuse an unknown kind', async () => {
    const me = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const put = await injectAs(ctx.app, me.token, {
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: {
        settings: [
          { kind: 'order_update', channels: { sms: true } },
          { kind: 'payment_receipt', channels: { email: false } },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const byKind = Object.fromEntries((await settings(me)).settings.map((s) => [s.kind, s.channels]));
    expect(byKind.order_update).toEqual({ push: true, sms: true, email: false });
    expect(byKind.payment_receipt).toEqual({ push: true, sms: true, email: false });
    const theirs = Object.fromEntries((await settings(other)).settings.map((s) => [s.kind, s.channels]));
    expect(theirs.order_update).toEqual({ push: true, sms: false, email: false });

    const bad = await injectAs(ctx.app, me.token, {
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { settings: [{ kind: 'lottery', channels: { sms: true } }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/settings' })).statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  it('give the VAPID public key to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.json()).toEqual({ success: true, publicKey: ctx.config.push.vapid.publicKey });
    expect(Buffer.from(ctx.config.push.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('take https endpoints (and local http ones outside production), refuse others', async () => {
    const me = await loginAs(ctx.app);
    expect((await subscribe(me)).json()).toEqual({ success: true, subscribed: true });
    expect((await subscribe(me, 'http://127.0.0.1:9/push')).statusCode).toBe(200);
    const plain = await subscribe(me, 'http://push.example.com/x');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(MESSAGES.pushEndpointInvalid);
    const noKeys = await injectAs(ctx.app, me.token, {
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: 'https://push.example.com/y' },
    });
    expect(noKeys.statusCode).toBe(400);
    expect((await settings(me)).pushSubscribed).toBe(true);
  });

  it('in production take only the browsers’ push services, so the API never posts to an address a script chose', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(() => assertPushEndpoint(endpoint, true)).not.toThrow();
    for (const endpoint of [
      'https://push.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://10.0.0.7/admin',
      'http://127.0.0.1:9/push',
      'http://fcm.googleapis.com/fcm/send/abc',
    ])
      expect(() => assertPushEndpoint(endpoint, true), endpoint).toThrow(MESSAGES.pushEndpointInvalid);
  });

  it('keep a customer’s newest 10 devices, so a script cannot make one notification go to thousands of addresses', async () => {
    const me = await loginAs(ctx.app);
    for (let i = 1; i <= 12; i++)
      expect((await subscribe(me, `https://push.example.com/${me.userId}/${i}`)).statusCode).toBe(200);
    const kept = await ctx.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, me.userId));
    expect(kept.map((row) => Number(row.endpoint.split('/').pop())).sort((a, b) => a - b)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it('move a shared device to the customer who subscribes it last; only its holder deletes it', async () => {
    const first = await loginAs(ctx.app);
    const second = await loginAs(ctx.app);
    const endpoint = `https://push.example.com/shared-${first.userId}`;
    await subscribe(first, endpoint);
    await subscribe(second, endpoint);
    expect((await settings(first)).pushSubscribed).toBe(false);
    expect((await settings(second)).pushSubscribed).toBe(true);

    const del = (who: LoggedIn) =>
      injectAs(ctx.app, who.token, { method: 'DELETE', url: '/api/push/subscriptions', query: { endpoint } });
    const notTheirs = await del(first);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(MESSAGES.pushSubscriptionNotFound);
    expect((await del(second)).json()).toEqual({ success: true, subscribed: false });
    expect((await settings(second)).pushSubscribed).toBe(false);
  });
});

describe('notify fans out (sandbox providers)', () => {
  it('pushes to each subscribed device and texts a recharge result, once for one dedupeKey', async () => {
    const me = await loginAs(ctx.app);
    await subscribe(me);
    const stored = await notify(ctx.app.db, null, me.userId, { ...result, dedupeKey: 'recharge_result:o1' });
    const again = await notify(ctx.app.db, null, me.userId, { ...result, dedupeKey: 'recharge_result:o1' });
    expect(again).toBeNull();

    const sent = (await outbox(me.mobile)).filter((m) => m.channel !== 'sms' || !m.code);
    expect(sent.map((m) => m.channel).sort()).toEqual(['push', 'sms']);
    const push = sent.find((m) => m.channel === 'push');
    expect(push?.subject).toBe('Recharge successful');
    expect(JSON.parse(push?.body ?? '{}')).toEqual({
      title: 'Recharge successful',
      body: '₹199.00 for 9876543210',
      link: '/history/recharge-history',
      kind: 'recharge_result',
      id: String(stored?._id),
    } satisfies PushPayload);
    expect(sent.find((m) => m.channel === 'sms')?.body).toBe('Seva: Recharge successful. ₹199.00 for 9876543210');
  });

  it('sends nothing on a channel the customer turned off, e-mail only to a verified address', async () => {
    const me = await loginAs(ctx.app);
    await subscribe(me);
    await injectAs(ctx.app, me.token, {
      method: 'PUT',
      url: '/api/notifications/settings',
      payload: { settings: [{ kind: 'recharge_result', channels: { push: false, sms: false, email: true } }] },
    });
    const email = `n-${me.userId}@example.in`;
    await updateCustomer(ctx.app.db, me.userId, { email });
    await notify(ctx.app.db, null, me.userId, { ...result, dedupeKey: 'r:unverified' });
    expect((await outbox(me.mobile)).filter((m) => !m.code)).toEqual([]);
    expect(await outbox(email)).toEqual([]);

    await updateCustomer(ctx.app.db, me.userId, { emailVerifiedAt: new Date() });
    await notify(ctx.app.db, null, me.userId, { ...result, dedupeKey: 'r:verified' });
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Recharge successful' });
    expect(mails[0]?.body).toContain(`${ctx.config.publicUrl}/history/recharge-history`);
  });
});

describe('notify with failing providers', () => {
  let failing: TestContext;
  let endpoint: PushEndpoint;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    failing = await createTestApp({ env: { PUSH_PROVIDER: 'web-push' } });
  });
  afterAll(async () => {
    await failing.app.close();
    await endpoint.close();
  });

  it('stores and answers the notification all the same, and deletes a subscription the push service says is gone', async () => {
    const customer = await loginAs(failing.app);
    // After the sign-in's OTP: every text now fails.
    failing.app.providers.sms = {
      ...failing.app.providers.sms,
      sendText: async () => {
        throw new ProviderError('MSG91 refused the text', 'msg91');
      },
    };
    const sub = browserSubscription(`${endpoint.baseUrl}/push/${customer.userId}`);
    await injectAs(failing.app, customer.token, { method: 'POST', url: '/api/push/subscriptions', payload: sub });
    endpoint.reply.status = 410;
    const stored = await notify(failing.app.db, null, customer.userId, { ...result, dedupeKey: 'r:gone' });
    expect(stored?.title).toBe('Recharge successful');
    await settleDeliveries(failing.app.db);
    expect(endpoint.requests).toHaveLength(1);
    expect(JSON.parse(sub.decrypt(endpoint.requests[0]!.body))).toMatchObject({
      id: stored?._id,
      kind: 'recharge_result',
    });
    expect(await failing.app.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
