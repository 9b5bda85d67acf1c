import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SESSION_TTL_SECONDS } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, loginAs } from '../../test/login.js';
import { DEMO_CUSTOMER_MOBILE, seedDemoCustomers } from '../../test/demo-seed.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

const unauthorized = { status: false, success: false, message: MESSAGES.unauthorized };
const loginRayds = (token: string, user_mobile: string) =>
  injectAs(ctx.app, token, { method: 'POST', url: '/api/user/loginRayds', payload: { user_mobile } });

describe('POST /api/user/loginRayds', () => {
  it("answers the signed-in customer's details (SPEC §3)", async () => {
    const { token, userId } = await loginAs(ctx.app, DEMO_CUSTOMER_MOBILE);
    const res = await loginRayds(token, `+91${DEMO_CUSTOMER_MOBILE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      raydsData: { Response: { status: 1, message: 'Customer found' } },
      customerData: {
        firstname: 'Priya',
        lastname: 'Verma',
        email: 'priya.verma@example.in',
        mobile: DEMO_CUSTOMER_MOBILE,
        userid: userId,
        pincode: '226001',
      },
    });
  });

  it("refuses another customer's number with 403", async () => {
    const me = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const res = await loginRayds(me.token, other.mobile);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });

  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/loginRayds',
      payload: { user_mobile: DEMO_CUSTOMER_MOBILE },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it('refuses a forged or malformed token (401)', async () => {
    const forged = ctx.app.jwt.sign({ sub: '0123456789abcdef01234567', sid: '0123456789abcdef01234567' });
    expect((await loginRayds(forged, DEMO_CUSTOMER_MOBILE)).statusCode).toBe(401);
    expect((await loginRayds('not.a.jwt', DEMO_CUSTOMER_MOBILE)).statusCode).toBe(401);
  });
});

describe('POST /api/app/customer/logout', () => {
  it('revokes this session: the same token then gets 401 everywhere', async () => {
    const advance = freezeClock();
    const session = await loginAs(ctx.app);
    advance(60);
    const otherDevice = await loginAs(ctx.app, session.mobile);

    const res = await injectAs(ctx.app, session.token, { method: 'POST', url: '/api/app/customer/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MESSAGES.loggedOut });

    const me = await injectAs(ctx.app, session.token, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(unauthorized);
    expect((await loginRayds(session.token, session.mobile)).statusCode).toBe(401);
    const again = await injectAs(ctx.app, session.token, { method: 'POST', url: '/api/app/customer/logout' });
    expect(again.statusCode).toBe(401);

    const stillIn = await injectAs(ctx.app, otherDevice.token, { method: 'GET', url: '/api/app/customer/me' });
    expect(stillIn.statusCode).toBe(200);
  });

  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/app/customer/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends after 30 days', async () => {
    const advance = freezeClock();
    const { token } = await loginAs(ctx.app);
    advance(SESSION_TTL_SECONDS - 60);
    expect((await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' })).statusCode).toBe(200);
    advance(61);
    expect((await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' })).statusCode).toBe(401);
  });
});
