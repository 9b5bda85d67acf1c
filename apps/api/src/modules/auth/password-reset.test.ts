import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  PASSWORD_MAX_WRONG_TRIES,
  PASSWORD_RESET_TTL_SECONDS,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, latestOtp, loginAs, requestOtp, verifyOtp } from '../../test/login.js';
import { updateCustomer } from '../customers/service.js';
import { PASSWORD_RESETS_PER_EMAIL_PER_HOUR } from './password-reset.js';
import {
  STRONG_PASSWORD,
  linkToken,
  outboxBodies,
  passwordLogin,
  randomIp,
  registerProven,
  registration,
} from '../../test/password.js';
import { passwordResets } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Tulsi leaves at Vrindavan 7';

function forgot(app: FastifyInstance, email: string, ip = randomIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
}

function reset(app: FastifyInstance, payload: object, ip = randomIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: ip });
}

/**
 * Registers a new account and verifies its e-mail from the link, as its owner
 * does; returns its e-mail, mobile, customer id and the token of that session.
 */
async function account() {
  const body = registration();
  const res = await registerProven(ctx.app, body);
  expect(res.statusCode).toBe(200);
  const verify = await linkToken(ctx.app, body.email, 'verify-email');
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verify } });
  expect(verified.statusCode).toBe(200);
  return {
    email: body.email,
    mobile: body.phone,
    id: res.json().user._id as string,
    token: res.json().token as string,
  };
}

const resetLinks = async (email: string) =>
  (await outboxBodies(ctx.app, email)).filter((body) => body.includes('/reset-password?token='));

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a reset link for a known e-mail; the database keeps only its SHA-256', async () => {
    const { email, id } = await account();
    const res = await forgot(ctx.app, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetSent });
    const [mail] = await resetLinks(email);
    expect(mail).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
    const token = await linkToken(ctx.app, email, 'reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await ctx.app.db.select().from(passwordResets).where(eq(passwordResets.customerId, id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(token);
  });

  it('answers an unknown e-mail the same and sends nothing', async () => {
    const res = await forgot(ctx.app, 'no.account@example.in');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetSent });
    expect(await outboxBodies(ctx.app, 'no.account@example.in')).toEqual([]);
  });

  it("sends nothing to an address its account never verified (someone else's e-mail on a squatter's account)", async () => {
    const squatter = registration({ email: 'devotee.whose.mail.this.is@example.in' });
    expect((await registerProven(ctx.app, squatter)).statusCode).toBe(200);
    const res = await forgot(ctx.app, squatter.email);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetSent });
    expect(await resetLinks(squatter.email)).toEqual([]);
  });

  it('sends nothing to the profile e-mail of an OTP account without a password', async () => {
    const { userId } = await loginAs(ctx.app);
    await updateCustomer(ctx.app.db, userId, { email: 'otp.profile@example.in' });
    const res = await forgot(ctx.app, 'otp.profile@example.in');
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetSent });
    expect(await outboxBodies(ctx.app, 'otp.profile@example.in')).toEqual([]);
  });

  it(`sends at most ${PASSWORD_RESETS_PER_EMAIL_PER_HOUR} links an hour per e-mail, answering the same`, async () => {
    const advance = freezeClock();
    const { email } = await account();
    for (let i = 0; i < PASSWORD_RESETS_PER_EMAIL_PER_HOUR + 1; i++) {
      const res = await forgot(ctx.app, email);
      expect(res.json()).toEqual({ message: MESSAGES.passwordResetSent });
    }
    expect(await resetLinks(email)).toHaveLength(PASSWORD_RESETS_PER_EMAIL_PER_HOUR);
    advance(60 * 60 + 1);
    await forgot(ctx.app, email);
    expect(await resetLinks(email)).toHaveLength(PASSWORD_RESETS_PER_EMAIL_PER_HOUR + 1);
  });

  it('limits one address to 60 asks an hour (carrier NAT; each e-mail gets 3 links an hour)', async () => {
    const ip = '203.0.113.88';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await forgot(ctx.app, `x${i}@example.in`, ip)).statusCode);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await forgot(ctx.app, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email.');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once; the old one and the used link stop working', async () => {
    const { email, id } = await account();
    await forgot(ctx.app, email);
    const token = await linkToken(ctx.app, email, 'reset-password');

    const res = await reset(ctx.app, { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetDone });

    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    const login = await passwordLogin(ctx.app, { email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user._id).toBe(id);

    const again = await reset(ctx.app, { token, password: 'Another strong one 2027' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.passwordResetInvalid);
    expect((await passwordLogin(ctx.app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a link after PASSWORD_RESET_TTL_SECONDS', async () => {
    const advance = freezeClock();
    const { email } = await account();
    await forgot(ctx.app, email);
    const token = await linkToken(ctx.app, email, 'reset-password');
    advance(PASSWORD_RESET_TTL_SECONDS + 1);
    const res = await reset(ctx.app, { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordResetInvalid);
    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('works just before the link expires', async () => {
    const advance = freezeClock();
    const { email } = await account();
    await forgot(ctx.app, email);
    const token = await linkToken(ctx.app, email, 'reset-password');
    advance(PASSWORD_RESET_TTL_SECONDS - 5);
    expect((await reset(ctx.app, { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token with 400', async () => {
    const res = await reset(ctx.app, { token: 'made-up-token', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordResetInvalid);
  });

  it('refuses a guessable new password and leaves the link usable', async () => {
    const { email } = await account();
    await forgot(ctx.app, email);
    const token = await linkToken(ctx.app, email, 'reset-password');
    const weak = await reset(ctx.app, { token, password: 'Ananya2024' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordTooWeak);
    expect((await reset(ctx.app, { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('revokes every session of the customer, OTP ones included', async () => {
    const advance = freezeClock();
    const { email, mobile, token: registerToken } = await account();
    const byPassword = (await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD })).json().token as string;
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    await requestOtp(ctx.app, mobile);
    const byOtp = (await verifyOtp(ctx.app, mobile, await latestOtp(ctx.app, mobile))).json().data
      .accessToken as string;
    for (const token of [registerToken, byPassword, byOtp]) {
      expect((await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' })).statusCode).toBe(200);
    }

    await forgot(ctx.app, email);
    const link = await linkToken(ctx.app, email, 'reset-password');
    expect((await reset(ctx.app, { token: link, password: NEW_PASSWORD })).statusCode).toBe(200);

    for (const token of [registerToken, byPassword, byOtp]) {
      const me = await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' });
      expect(me.statusCode).toBe(401);
    }
    const fresh = (await passwordLogin(ctx.app, { email, password: NEW_PASSWORD })).json().token as string;
    expect((await injectAs(ctx.app, fresh, { method: 'GET', url: '/api/app/customer/me' })).statusCode).toBe(200);
  });

  it('ends the other unused links of the customer', async () => {
    const { email } = await account();
    await forgot(ctx.app, email);
    const older = await linkToken(ctx.app, email, 'reset-password');
    await forgot(ctx.app, email);
    const newer = await linkToken(ctx.app, email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await reset(ctx.app, { token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await reset(ctx.app, { token: older, password: 'Another strong one 2027' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.passwordResetInvalid);
  });

  it('lifts the wrong-password lock of the e-mail', async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES; i++) {
      expect((await passwordLogin(ctx.app, { email, password: `guess ${i}` }, ip)).statusCode).toBe(401);
    }
    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(429);
    await forgot(ctx.app, email);
    const token = await linkToken(ctx.app, email, 'reset-password');
    expect((await reset(ctx.app, { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await passwordLogin(ctx.app, { email, password: NEW_PASSWORD }, ip)).statusCode).toBe(200);
  });
});
