import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OTP_MAX_SENDS_PER_NUMBER_PER_HOUR,
  OTP_MAX_WRONG_TRIES_PER_CODE,
  OTP_MAX_WRONG_TRIES_PER_HOUR,
  OTP_RESEND_WAIT_SECONDS,
  OTP_TTL_SECONDS,
  waitMessage,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, ipFor, latestOtp, randomMobile, requestOtp, verifyOtp } from '../../test/login.js';
import { customersByMobile } from '../../test/customers.js';
import { otpFailures, sessions } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A code that is not `code` (same length). */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function sendCode(mobile: string): Promise<string> {
  const res = await requestOtp(ctx.app, mobile);
  expect(res.statusCode).toBe(200);
  return latestOtp(ctx.app, mobile);
}

describe('POST /api/app/customer/otp_verify', () => {
  it('logs a new number in, creating the customer and a session', async () => {
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    const res = await verifyOtp(ctx.app, `0${mobile}`, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: MESSAGES.loggedIn,
      data: {
        phone: mobile,
        accessToken: expect.any(String),
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        deviceToken: expect.any(String),
      },
    });
    const [customer] = await customersByMobile(ctx.app, mobile);
    expect(customer?.id).toBe(body.data._id);
    expect(customer?.role).toBe('customer');
    const rows = await ctx.app.db.select().from(sessions).where(eq(sessions.customerId, body.data._id));
    expect(rows).toHaveLength(1);

    const me = await injectAs(ctx.app, body.data.accessToken, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.mobile).toBe(mobile);
  });

  it('logs an existing customer into the same record', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const first = await verifyOtp(ctx.app, mobile, await sendCode(mobile));
    advance(OTP_RESEND_WAIT_SECONDS);
    const second = await verifyOtp(ctx.app, mobile, await sendCode(mobile));
    expect(second.statusCode).toBe(200);
    expect(second.json().data._id).toBe(first.json().data._id);
    expect(await customersByMobile(ctx.app, mobile)).toHaveLength(1);
  });

  it('refuses a wrong code with 400 and counts the try', async () => {
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    const res = await verifyOtp(ctx.app, mobile, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.otpInvalid });
    expect(await ctx.app.db.select().from(otpFailures).where(eq(otpFailures.phone, mobile))).toHaveLength(1);
    expect((await verifyOtp(ctx.app, mobile, code)).statusCode).toBe(200);
  });

  it.each([['123'], ['12345'], ['12a4'], ['']])('refuses the malformed code %j with 400', async (otp) => {
    const res = await verifyOtp(ctx.app, randomMobile(), otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.enterOtp);
  });

  it('refuses a malformed number with 400', async () => {
    const res = await verifyOtp(ctx.app, '12345', '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.invalidMobile);
  });

  it('refuses a number that has no code', async () => {
    const res = await verifyOtp(ctx.app, randomMobile(), '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpExpired);
  });

  it('refuses an expired code (after 5 minutes)', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    advance(OTP_TTL_SECONDS);
    const res = await verifyOtp(ctx.app, mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.otpExpired);
  });

  it('accepts a code just before it expires', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    advance(OTP_TTL_SECONDS - 1);
    expect((await verifyOtp(ctx.app, mobile, code)).statusCode).toBe(200);
  });

  it('refuses a code that was already used', async () => {
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    expect((await verifyOtp(ctx.app, mobile, code)).statusCode).toBe(200);
    const again = await verifyOtp(ctx.app, mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.otpExpired);
  });

  it('only honours the newest code of a number', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const older = await sendCode(mobile);
    let newer = older;
    // Two random codes match one time in 10 000; send again until they differ.
    while (newer === older) {
      advance(OTP_RESEND_WAIT_SECONDS);
      newer = await sendCode(mobile);
    }
    expect((await verifyOtp(ctx.app, mobile, older)).json().message).toBe(MESSAGES.otpInvalid);
    expect((await verifyOtp(ctx.app, mobile, newer)).statusCode).toBe(200);
  });

  it('kills a code on the 5th wrong try, even for the right code afterwards', async () => {
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    const answers: string[] = [];
    for (let i = 0; i < OTP_MAX_WRONG_TRIES_PER_CODE; i++) {
      answers.push((await verifyOtp(ctx.app, mobile, wrong(code))).json().message);
    }
    expect(answers).toEqual([...Array(4).fill(MESSAGES.otpInvalid), MESSAGES.otpLocked]);
    const right = await verifyOtp(ctx.app, mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MESSAGES.otpLocked);
  });

  it('throttles a number after 10 wrong tries in an hour, without keeping its owner out', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const first = await sendCode(mobile);
    for (let i = 0; i < 5; i++) await verifyOtp(ctx.app, mobile, wrong(first));
    advance(10 * 60);
    const second = await sendCode(mobile);
    for (let i = 0; i < 4; i++) expect((await verifyOtp(ctx.app, mobile, wrong(second))).statusCode).toBe(400);

    const tenth = await verifyOtp(ctx.app, mobile, wrong(second));
    expect(tenth.statusCode).toBe(429);
    // The first wrong try was 10 minutes ago: the hour ends in 50 minutes.
    expect(tenth.json().message).toBe(waitMessage.tooManyTries(50));
    // A verify that names no challenge stays refused, the right code included.
    expect((await verifyOtp(ctx.app, mobile, second)).statusCode).toBe(429);

    // The owner, on a device never used here, still gets a fresh code and gets in with it.
    advance(OTP_RESEND_WAIT_SECONDS);
    const sent = await requestOtp(ctx.app, mobile, '198.51.100.20');
    expect(sent.statusCode).toBe(200);
    const owner = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile), '198.51.100.20', {
      challengeId: sent.json().challengeId,
    });
    expect(owner.statusCode).toBe(200);
  });

  it("gives a stranger's code one try while the number is throttled", async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    for (let round = 0; round < 2; round++) {
      const code = await sendCode(mobile);
      for (let i = 0; i < 5; i++) await verifyOtp(ctx.app, mobile, wrong(code));
      advance(OTP_RESEND_WAIT_SECONDS + 1);
    }
    const sent = await requestOtp(ctx.app, mobile, '203.0.113.40');
    const challengeId = sent.json().challengeId;
    const code = await latestOtp(ctx.app, mobile);
    const guess = await verifyOtp(ctx.app, mobile, wrong(code), '203.0.113.40', { challengeId });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(MESSAGES.otpLocked);
    const right = await verifyOtp(ctx.app, mobile, code, '203.0.113.40', { challengeId });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(MESSAGES.otpLocked);
  });

  it('holds a stranger on rotating addresses to about 10 guesses an hour at a number', async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    for (let attempt = 0; attempt < 20; attempt++) {
      const ip = `203.0.113.${100 + attempt}`;
      const sent = await requestOtp(ctx.app, mobile, ip);
      advance(OTP_RESEND_WAIT_SECONDS + 1);
      if (sent.statusCode !== 200) continue;
      const code = await latestOtp(ctx.app, mobile);
      for (let i = 0; i < OTP_MAX_WRONG_TRIES_PER_CODE; i++) {
        const res = await verifyOtp(ctx.app, mobile, wrong(code), ip, { challengeId: sent.json().challengeId });
        if (res.json().message !== MESSAGES.otpInvalid) break;
      }
    }
    // Every guess the server checked left a failure row.
    const guesses = await ctx.app.db.select().from(otpFailures).where(eq(otpFailures.phone, mobile));
    expect(guesses.length).toBeGreaterThanOrEqual(OTP_MAX_WRONG_TRIES_PER_HOUR);
    expect(guesses.length).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES_PER_HOUR + OTP_MAX_SENDS_PER_NUMBER_PER_HOUR);
  });

  it("keeps a remembered device's code out of reach of guesses that name no challenge", async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const sent = await requestOtp(ctx.app, mobile);
    const first = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile), ipFor(mobile), {
      challengeId: sent.json().challengeId,
    });
    const { deviceToken } = first.json().data;
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: mobile, deviceToken },
      remoteAddress: ipFor(mobile),
    });
    const code = await latestOtp(ctx.app, mobile);
    for (let i = 0; i < OTP_MAX_WRONG_TRIES_PER_CODE; i++) {
      const guess = await verifyOtp(ctx.app, mobile, wrong(code), `203.0.113.${170 + i}`);
      expect(guess.json().message).toBe(MESSAGES.otpExpired);
    }
    const login = await verifyOtp(ctx.app, mobile, code, ipFor(mobile), { challengeId: owner.json().challengeId });
    expect(login.statusCode).toBe(200);
  });

  it("lets a remembered device get its own code after strangers used up the number's sends", async () => {
    const advance = freezeClock();
    const mobile = randomMobile();
    const sent = await requestOtp(ctx.app, mobile);
    const first = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile), ipFor(mobile), {
      challengeId: sent.json().challengeId,
    });
    const { deviceToken } = first.json().data;
    expect(Buffer.from(deviceToken, 'base64url')).toHaveLength(32);

    for (let i = 0; i < OTP_MAX_SENDS_PER_NUMBER_PER_HOUR; i++) {
      advance(OTP_RESEND_WAIT_SECONDS + 1);
      await requestOtp(ctx.app, mobile, `203.0.113.${200 + i}`);
    }
    const stranger = await requestOtp(ctx.app, mobile, '203.0.113.250');
    expect(stranger.statusCode).toBe(429);
    const ownerWithoutToken = await requestOtp(ctx.app, mobile);
    expect(ownerWithoutToken.statusCode).toBe(429);

    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: mobile, deviceToken },
      remoteAddress: ipFor(mobile),
    });
    expect(owner.statusCode).toBe(200);
    const login = await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile), ipFor(mobile), {
      challengeId: owner.json().challengeId,
    });
    expect(login.statusCode).toBe(200);
    // A made-up device token is only a stranger.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/user_login',
      payload: { phoneNumber: mobile, deviceToken: 'A'.repeat(43) },
    });
    expect(forged.statusCode).toBe(429);
  });

  it('logs in exactly once when the same code is verified twice in parallel', async () => {
    const mobile = randomMobile();
    const code = await sendCode(mobile);
    const results = await Promise.all([verifyOtp(ctx.app, mobile, code), verifyOtp(ctx.app, mobile, code)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const customerId = results.find((r) => r.statusCode === 200)?.json().data._id;
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.customerId, customerId))).toHaveLength(1);
  });

  it('limits bursts to 30 verifies a minute for a number from one address, not per address alone nor per number alone', async () => {
    const shared = '100.64.0.9';
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await verifyOtp(ctx.app, randomMobile(), '0000', shared)).statusCode);
    expect(new Set(codes)).toEqual(new Set([400]));
    const mobile = randomMobile();
    const messages: string[] = [];
    for (let i = 0; i < 31; i++)
      messages.push((await verifyOtp(ctx.app, mobile, '0000', '203.0.113.202')).json<{ message: string }>().message);
    expect(messages.slice(0, 30).some((m) => m.startsWith('Too many requests'))).toBe(false);
    expect(messages[30]).toMatch(/^Too many requests/);
    // A stranger hammering the number cannot hold its owner's verify back.
    const owner = await verifyOtp(ctx.app, mobile, '0000', '198.51.100.202');
    expect(owner.json<{ message: string }>().message).not.toMatch(/^Too many requests\./);
  });
});
