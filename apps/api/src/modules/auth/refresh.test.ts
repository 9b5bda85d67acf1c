import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, ipFor, latestOtp, randomMobile, requestOtp, verifyOtp } from '../../test/login.js';

let ctx: TestContext;
beforeAll(async () => {
  // The production default: 15-minute access tokens.
  ctx = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '900' } });
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The refresh cookie a response set, or undefined. */
const refreshCookieOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === 'seva_refresh');

/** Logs a new number in by OTP; answers the access token and the refresh cookie's value. */
async function login(app: FastifyInstance): Promise<{ token: string; refresh: string }> {
  const mobile = randomMobile();
  const sent = await requestOtp(app, mobile);
  const res = await verifyOtp(app, mobile, await latestOtp(app, mobile), ipFor(mobile), {
    challengeId: sent.json().challengeId,
  });
  const cookie = refreshCookieOf(res);
  if (!cookie) throw new Error('no refresh cookie');
  return { token: res.json().data.accessToken, refresh: cookie.value };
}

const refresh = (value?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    ...(value ? { cookies: { seva_refresh: value } } : {}),
  });
const me = (token: string) => injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' });

describe('session tokens', () => {
  it('sets the refresh token in an HttpOnly, SameSite=Strict cookie sent only to /api/auth', async () => {
    const mobile = randomMobile();
    await requestOtp(ctx.app, mobile);
    const res = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile));
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookie?.value).not.toContain(res.json().data.accessToken);
    expect(JSON.stringify(res.json())).not.toContain(cookie?.value);
  });

  it('ends an access token after 15 minutes; the cookie gets a new one and rotates', async () => {
    const advance = freezeClock(new Date());
    const { token, refresh: first } = await login(ctx.app);
    expect((await me(token)).statusCode).toBe(200);
    advance(15 * 60 + 1);
    expect((await me(token)).statusCode).toBe(401);

    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
    const second = refreshCookieOf(res)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('answers a second tab refreshing with the same cookie at once, without rotating again', async () => {
    const { refresh: first } = await login(ctx.app);
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const set = [refreshCookieOf(a), refreshCookieOf(b)].filter((cookie) => cookie?.value);
    expect(set).toHaveLength(1);
  });

  it('ends the session when a replaced refresh token is used again later (a copied cookie)', async () => {
    const advance = freezeClock(new Date());
    const { refresh: stolen } = await login(ctx.app);
    const owner = await refresh(stolen);
    const ownerToken = owner.json().accessToken;
    advance(60);
    const thief = await refresh(stolen);
    expect(thief.statusCode).toBe(401);
    expect(thief.json().message).toBe(MESSAGES.unauthorized);
    // Both the thief's and the owner's tokens of that session are dead: the owner logs in again.
    expect((await me(ownerToken)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(owner)?.value)).statusCode).toBe(401);
  });

  it('refuses a missing, made-up, malformed or logged-out refresh token, and clears the cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('no-such-session.secret')).statusCode).toBe(401);
    // A cookie may hold anything, a NUL byte included: never a 500.
    const nul = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: 'seva_refresh=%00ab.cd' },
    });
    expect(nul.statusCode).toBe(401);
    expect((await refresh(`${'0'.repeat(24)}.${'a'.repeat(43)}`)).statusCode).toBe(401);
    const { token, refresh: value } = await login(ctx.app);
    const out = await injectAs(ctx.app, token, { method: 'POST', url: '/api/app/customer/logout' });
    expect(out.statusCode).toBe(200);
    expect(refreshCookieOf(out)?.value).toBe('');
    const res = await refresh(value);
    expect(res.statusCode).toBe(401);
    expect(refreshCookieOf(res)?.value).toBe('');
  });

  it('limits refreshes per session, not per address (neighbours behind one carrier NAT)', async () => {
    const sessions = [await login(ctx.app), await login(ctx.app)];
    for (const session of sessions) {
      let value = session.refresh;
      for (let i = 0; i < 10; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          cookies: { seva_refresh: value },
          remoteAddress: '100.64.7.7',
        });
        expect(res.statusCode).toBe(200);
        value = refreshCookieOf(res)?.value ?? value;
      }
    }
  });

  it('logs out every device: each session’s access and refresh tokens stop working', async () => {
    const mobile = randomMobile();
    const devices: { token: string; refresh: string }[] = [];
    const advance = freezeClock(new Date());
    for (let i = 0; i < 2; i++) {
      const sent = await requestOtp(ctx.app, mobile, `198.51.100.${50 + i}`);
      const res = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile), `198.51.100.${50 + i}`, {
        challengeId: sent.json().challengeId,
      });
      devices.push({ token: res.json().data.accessToken, refresh: refreshCookieOf(res)?.value ?? '' });
      advance(31);
    }
    const [phone] = devices;
    const res = await injectAs(ctx.app, phone!.token, { method: 'POST', url: '/api/app/customer/logout_all' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.loggedOutEverywhere);
    for (const device of devices) {
      expect((await me(device.token)).statusCode).toBe(401);
      expect((await refresh(device.refresh)).statusCode).toBe(401);
    }
  });
});
