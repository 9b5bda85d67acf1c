import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_RESEND_WAIT_SECONDS,
  waitMessage,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { latestOtp, loginAs, randomMobile, requestOtp } from '../../test/login.js';
import { customersByMobile } from '../../test/customers.js';
import { hashOtp } from './otp-code.js';
import { otpCodes } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/app/customer/user_login', () => {
  it('sends a 4-digit code by SMS and stores only its HMAC', async () => {
    const mobile = randomMobile();
    const res = await requestOtp(ctx.app, `+91 ${mobile}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MESSAGES.otpSent, challengeId: expect.any(String) });
    expect(Buffer.from(res.json().challengeId, 'base64url')).toHaveLength(16);

    const code = await latestOtp(ctx.app, mobile);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await ctx.app.db.select().from(otpCodes).where(eq(otpCodes.phone, mobile));
    expect(row?.codeHash).toBe(hashOtp(ctx.config.otpSecret, mobile, code));
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('answers registered and new numbers alike and creates no customer', async () => {
    const registered = await loginAs(ctx.app);
    const fresh = randomMobile();
    freezeClock();
    const forRegistered = await requestOtp(ctx.app, registered.mobile);
    const forNew = await requestOtp(ctx.app, fresh);
    expect(forRegistered.statusCode).toBe(forNew.statusCode);
    expect(Object.keys(forRegistered.json())).toEqual(Object.keys(forNew.json()));
    expect(forRegistered.json().message).toBe(forNew.json().message);
    expect(await customersByMobile(ctx.app, fresh)).toHaveLength(0);
  });

  it.each([['12345'], ['5876543210'], ['98765432101234'], ['abcdefghij'], ['+1 415 555 0100'], [1234567890]])(
    'refuses the malformed number %s with 400',
    async (phoneNumber) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/app/customer/user_login',
        payload: { phoneNumber },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.invalidMobile });
    },
  );

  it('refuses a missing number with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/app/customer/user_login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidMobile);
  });

  it('makes a resend wait 30 s, then allows it', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
    const first = await latestOtp(ctx.app, mobile);

    advance(12);
    const early = await requestOtp(ctx.app, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(waitMessage.resend(OTP_RESEND_WAIT_SECONDS - 12));

    advance(OTP_RESEND_WAIT_SECONDS - 12);
    expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: mobile } });
    expect(outbox.json().data).toHaveLength(2);
    expect(await ctx.app.db.select().from(otpCodes).where(eq(otpCodes.phone, mobile))).toHaveLength(2);
    expect(first).toMatch(/^\d{4}$/);
  });

  it('sends at most 5 codes per number per hour, then 429 until the hour ends', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    for (let i = 0; i < OTP_MAX_SENDS_PER_NUMBER_PER_HOUR; i++) {
      expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
      advance(OTP_RESEND_WAIT_SECONDS);
    }
    const limited = await requestOtp(ctx.app, mobile);
    expect(limited.statusCode).toBe(429);
    // The first send was 5 × 30 s = 150 s ago: its hour ends in 57.5 minutes.
    expect(limited.json().message).toBe(waitMessage.tooManySends(58));

    advance(60 * 60 - 150 + 1);
    expect((await requestOtp(ctx.app, mobile)).statusCode).toBe(200);
  });

  it('sends at most 20 codes per IP address per hour', async () => {
    freezeClock();
    const ip = '192.0.2.44';
    for (let i = 0; i < OTP_MAX_SENDS_PER_IP_PER_HOUR; i++) {
      expect((await requestOtp(ctx.app, randomMobile(), ip)).statusCode).toBe(200);
    }
    const limited = await requestOtp(ctx.app, randomMobile(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(waitMessage.tooManySendsFromIp(60));
    expect((await requestOtp(ctx.app, randomMobile(), '192.0.2.45')).statusCode).toBe(200);
  });

  it('limits bursts to 30 requests a minute for a number from one address; its owner elsewhere is not held', async () => {
    const mobile = randomMobile();
    const messages = [];
    for (let i = 0; i < 31; i++)
      messages.push((await requestOtp(ctx.app, mobile, '203.0.113.201')).json<{ message: string }>().message);
    expect(messages.slice(0, 30).some((m) => m.startsWith('Too many requests'))).toBe(false);
    expect(messages[30]).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // The stranger's count is theirs: the owner's own request meets only the OTP limits.
    const owner = await requestOtp(ctx.app, mobile, '198.51.100.201');
    expect(owner.json<{ message: string }>().message).not.toMatch(/^Too many requests\./);
  });
});

describe('user_login when the SMS provider fails', () => {
  it('answers 502, leaves no usable code and lets the customer retry at once', async () => {
    const sent: string[] = [];
    let failing = true;
    const failingCtx = await createTestApp({
      providers: {
        sms: {
          name: 'sandbox',
          async sendOtp(_to, code) {
            sent.push(code);
            if (failing) throw new Error('gateway down');
          },
          async sendText() {},
        },
      },
    });
    const { app } = failingCtx;
    const mobile = randomMobile();
    const res = await requestOtp(app, mobile);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.failedToSendOtp });

    const [row] = await app.db.select().from(otpCodes).where(eq(otpCodes.phone, mobile));
    expect(row?.failedAt).toBeInstanceOf(Date);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/app/customer/otp_verify',
      payload: { phone: mobile, otp: sent[0] },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().message).toBe(MESSAGES.otpExpired);

    failing = false;
    expect((await requestOtp(app, mobile)).statusCode).toBe(200);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/app/customer/otp_verify',
      payload: { phone: mobile, otp: sent[1] },
    });
    expect(ok.statusCode).toBe(200);
    await app.close();
  });
});
