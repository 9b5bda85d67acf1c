/**
 * Deleting an account, attacked: two deletions at once with the same code,
 * the refresh cookie and the remembered device after it, and the account's
 * old session through every route that a stale cache could still let in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, ipFor, latestOtp, randomMobile, requestOtp, type LoggedIn } from '../../test/login.js';
import { connectedPair, sent } from '../../test/milan-chat.js';
import { createMember } from '../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

/** Logs a new number in by OTP; its token, id, refresh cookie and remembered-device token. */
async function login(mobile = randomMobile()) {
  const sent = await requestOtp(ctx.app, mobile);
  const challengeId = sent.json<{ challengeId: string }>().challengeId;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/app/customer/otp_verify',
    payload: { phone: mobile, otp: await latestOtp(ctx.app, mobile), challengeId },
    remoteAddress: ipFor(mobile),
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: { accessToken: string; _id: string; deviceToken?: string } }>().data;
  const refresh = res.cookies.find((c) => c.name === 'seva_refresh')?.value;
  const device = res.cookies.find((c) => /device/i.test(c.name));
  return { token: data.accessToken, userId: data._id, mobile, refresh, device, body: res.json() };
}

describe('Delete my account under attack', () => {
  it('two deletions with the same code at once: one deletes, the other is refused, no 500', async () => {
    const advance = freezeClock();
    const who = await login();
    advance(31);
    const asked = await injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/deletion/otp' });
    expect(asked.statusCode, asked.body).toBe(200);
    const challengeId = asked.json<{ challengeId: string }>().challengeId;
    const otp = await latestOtp(ctx.app, who.mobile);
    const both = await Promise.all(
      [0, 1].map(() =>
        injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/deletion', payload: { otp, challengeId } }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('the refresh cookie and the remembered device stop working after the deletion', async () => {
    const advance = freezeClock();
    const who = await login();
    advance(31);
    const asked = await injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/deletion/otp' });
    const challengeId = asked.json<{ challengeId: string }>().challengeId;
    const otp = await latestOtp(ctx.app, who.mobile);
    const res = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/me/deletion',
      payload: { otp, challengeId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { seva_refresh: who.refresh ?? '' },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/me/data-exports' })).statusCode).toBe(401);
  });

  it('the other members’ notification centres keep neither the erased messages’ text, the interest notes nor his name', async () => {
    const advance = freezeClock();
    const { a, b, conversationId } = await connectedPair(ctx.app);
    await sent(ctx.app, a, conversationId, 'My private number is 98765 43210, call after 9');
    const notices = async (who: LoggedIn) =>
      JSON.stringify((await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/notifications' })).json());
    expect(await notices(b)).toContain('98765 43210');
    const c = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Meera', lastName: 'Joshi' });
    const interest = await injectAs(ctx.app, a.token, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: c.userId, message: 'Reach me on 98111 22233' },
    });
    expect(interest.statusCode, interest.body).toBe(200);
    expect(await notices(c)).toContain('98111 22233');
    // An interest without a note, and a photo request: their titles name him.
    const d = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Kavya', lastName: 'Rao' });
    const bare = await injectAs(ctx.app, a.token, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: d.userId },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const photos = await injectAs(ctx.app, a.token, { method: 'POST', url: `/api/users/${c.userId}/photo-request` });
    expect(await notices(d)).toContain('Rahul');
    expect(photos.statusCode, photos.body).toBe(200);
    expect(await notices(c)).toMatch(/Rahul asked/);

    advance(31);
    const asked = await injectAs(ctx.app, a.token, { method: 'POST', url: '/api/me/deletion/otp' });
    expect(asked.statusCode, asked.body).toBe(200);
    const challengeId = asked.json<{ challengeId: string }>().challengeId;
    const otp = await latestOtp(ctx.app, a.mobile);
    const res = await injectAs(ctx.app, a.token, {
      method: 'POST',
      url: '/api/me/deletion',
      payload: { otp, challengeId },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await notices(b);
    expect(after).not.toContain('98765 43210');
    expect(after).not.toContain('Rahul');
    const afterInterest = await notices(c);
    expect(afterInterest).not.toContain('98111 22233');
    expect(afterInterest).not.toContain('Rahul');
    expect(await notices(d)).not.toContain('Rahul');
  });
});
