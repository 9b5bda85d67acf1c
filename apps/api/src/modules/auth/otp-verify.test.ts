import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OTP_MAX_WRONG_TRIES_PER_CODE,
  OTP_RESEND_WAIT_SECONDS,
  OTP_TTL_SECONDS,
  waitMessage,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, latestOtp, randomMobile, requestOtp, verifyOtp } from '../../test/login.js';
import { customers } from '../customers/tables.js';
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
      data: { phone: mobile, accessToken: expect.any(String), _id: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    const [customer] = await ctx.app.db.select().from(customers).where(eq(customers.mobile, mobile));
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
    expect(await ctx.app.db.select().from(customers).where(eq(customers.mobile, mobile))).toHaveLength(1);
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

  it('locks a number after 10 wrong tries in an hour across codes (429 for verify and send)', async () => {
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

    const withRightCode = await verifyOtp(ctx.app, mobile, second);
    expect(withRightCode.statusCode).toBe(429);
    advance(OTP_RESEND_WAIT_SECONDS);
    const send = await requestOtp(ctx.app, mobile);
    expect(send.statusCode).toBe(429);
    expect(send.json().message).toBe(waitMessage.tooManyTries(50));

    advance(50 * 60);
    const third = await sendCode(mobile);
    expect((await verifyOtp(ctx.app, mobile, third)).statusCode).toBe(200);
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

  it('limits bursts to 30 verifies a minute per phone number, not per address (carrier NAT)', async () => {
    const shared = '100.64.0.9';
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await verifyOtp(ctx.app, randomMobile(), '0000', shared)).statusCode);
    expect(new Set(codes)).toEqual(new Set([400]));
    const mobile = randomMobile();
    const messages: string[] = [];
    for (let i = 0; i < 31; i++)
      messages.push(
        (await verifyOtp(ctx.app, mobile, '0000', `198.51.100.${i + 1}`)).json<{ message: string }>().message,
      );
    expect(messages.slice(0, 30).some((m) => m.startsWith('Too many requests'))).toBe(false);
    expect(messages[30]).toMatch(/^Too many requests/);
  });
});
