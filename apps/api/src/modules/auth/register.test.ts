import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, OTP_MAX_SENDS_PER_NUMBER_PER_HOUR, OTP_RESEND_WAIT_SECONDS } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, latestOtp, loginAs, randomMobile, requestOtp, verifyOtp } from '../../test/login.js';
import { customersByMobile } from '../../test/customers.js';
import { createCustomer, updateCustomer } from '../customers/service.js';
import { passwordScore } from './password-strength.js';
import {
  STRONG_PASSWORD,
  linkToken,
  outboxBodies,
  passwordLogin,
  registerAccount,
  registerProven,
  registration,
} from '../../test/password.js';
import { otpFailures } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

const hashOf = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/** The first answer to every registration: the OTP went to the mobile. */
const otpRequiredAnswer = {
  status: false,
  success: false,
  message: MESSAGES.otpRequiredToLink,
  error: 'otp_required',
  challengeId: expect.stringMatching(/^[\w-]{22}$/),
};

/** A code that is not `code` (same length). */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/auth/register: a new mobile', () => {
  it('creates nothing until the OTP of the mobile; then the customer, a session and a verification link', async () => {
    const body = registration({ email: 'Ananya.Rao.New@Example.in' });
    const asked = await registerAccount(ctx.app, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual(otpRequiredAnswer);
    expect(await customersByMobile(ctx.app, body.phone)).toHaveLength(0);

    const res = await registerAccount(ctx.app, { ...body, otp: await latestOtp(ctx.app, body.phone) });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      firstName: 'Ananya',
      lastName: 'Rao',
      email: 'ananya.rao.new@example.in',
      phone: body.phone,
      emailVerified: false,
      hasProfile: false,
    });

    const me = await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: user._id, mobile: body.phone, city: 'Bengaluru' });

    const [row] = await customersByMobile(ctx.app, body.phone);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
    const verifyToken = await linkToken(ctx.app, 'ananya.rao.new@example.in', 'verify-email');
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);
  });

  it("account takeover by pre-registration fails: no token, no account, and the owner's OTP login is theirs alone", async () => {
    const advance = freezeClock();
    const victim = randomMobile();
    const attack = registration({ phone: victim, email: 'mallory.takeover@example.in', firstName: 'Mallory' });
    const res = await registerAccount(ctx.app, attack, '203.0.113.99');
    expect(res.statusCode).toBe(409);
    expect(res.json().token).toBeUndefined();
    expect(await customersByMobile(ctx.app, victim)).toHaveLength(0);
    // A wrong guess at the code texted to the victim is counted and refused.
    const guess = await registerAccount(
      ctx.app,
      { ...attack, otp: wrong(await latestOtp(ctx.app, victim)) },
      '203.0.113.99',
    );
    expect(guess.statusCode).toBe(400);
    expect(await customersByMobile(ctx.app, victim)).toHaveLength(0);

    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const owner = await loginAs(ctx.app, victim);
    const [row] = await customersByMobile(ctx.app, victim);
    expect(row).toMatchObject({ id: owner.userId, email: '', passwordHash: null, firstName: '' });
    const byPassword = await passwordLogin(ctx.app, { email: attack.email, password: attack.password });
    expect(byPassword.statusCode).toBe(401);
  });

  it('answers every number and e-mail the same before the OTP', async () => {
    const advance = freezeClock();
    const withPassword = registration();
    expect((await registerProven(ctx.app, withPassword)).statusCode).toBe(200);
    const otpOnly = await loginAs(ctx.app);
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const answers = await Promise.all(
      [
        registration(),
        registration({ phone: withPassword.phone }),
        registration({ phone: otpOnly.mobile }),
        registration({ email: withPassword.email }),
      ].map(async (body) => {
        const res = await registerAccount(ctx.app, body);
        const { challengeId, ...rest } = res.json();
        expect(challengeId).toEqual(expect.any(String));
        return `${res.statusCode} ${JSON.stringify(rest)}`;
      }),
    );
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('otp_required');
  });

  it.each([
    ['the name and a year', { firstName: 'Priya', password: 'Priya1990' }],
    ['the mobile number', { phone: '9812345670', password: '9812345670a' }],
    ['a common password', { password: 'password123' }],
    ['a keyboard run', { password: 'qwertyuiop' }],
  ])('refuses a guessable password (%s) with 400 and creates nobody', async (_case, override) => {
    const body = registration(override);
    const res = await registerAccount(ctx.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.passwordTooWeak });
    expect(await customersByMobile(ctx.app, body.phone)).toHaveLength(0);
  });

  it('scores the test password as strong, so the refusals above are about the password', async () => {
    expect(await passwordScore(STRONG_PASSWORD, ['Ananya', 'Rao'])).toBeGreaterThanOrEqual(2);
    expect(await passwordScore('Priya1990', ['Priya'])).toBeLessThan(2);
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email.'],
    [{ firstName: '' }, MESSAGES.enterFirstName],
    [{ phone: '12345' }, MESSAGES.invalidMobile],
    [{ otp: '12' }, MESSAGES.enterOtp],
  ])('refuses %j with 400', async (override, message) => {
    const res = await registerAccount(ctx.app, registration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('does not attach an e-mail of another account (any case): its owner is told if they verified it, nobody else', async () => {
    const first = registration();
    expect((await registerProven(ctx.app, first)).statusCode).toBe(200);
    const again = registration({ email: first.email.toUpperCase() });
    const res = await registerProven(ctx.app, again);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: '', phone: again.phone });
    const [row] = await customersByMobile(ctx.app, again.phone);
    expect(row?.passwordHash).toBeNull();
    // The holder never verified the address: it may not be theirs, so no "you have an account" mail goes out.
    expect((await outboxBodies(ctx.app, first.email)).some((body) => body.includes('already belongs'))).toBe(false);

    const token = await linkToken(ctx.app, first.email, 'verify-email');
    await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect((await registerProven(ctx.app, registration({ email: first.email }))).statusCode).toBe(200);
    const [notice] = await outboxBodies(ctx.app, first.email);
    expect(notice).toContain('already belongs to an account');
  });
});

describe('POST /api/auth/register on a number strangers are guessing at', () => {
  it('still registers its owner, with the code of the challenge its 409 named', async () => {
    const advance = freezeClock();
    const body = registration();
    for (let round = 0; round < 2; round++) {
      const sent = await requestOtp(ctx.app, body.phone, '203.0.113.150');
      const code = await latestOtp(ctx.app, body.phone);
      for (let i = 0; i < 5; i++) {
        await verifyOtp(ctx.app, body.phone, wrong(code), '203.0.113.150', { challengeId: sent.json().challengeId });
      }
      advance(OTP_RESEND_WAIT_SECONDS + 1);
    }
    const asked = await registerAccount(ctx.app, body);
    expect(asked.statusCode).toBe(409);
    const otp = await latestOtp(ctx.app, body.phone);
    const withoutChallenge = await registerAccount(ctx.app, { ...body, otp });
    expect(withoutChallenge.statusCode).toBe(429);
    const res = await registerAccount(ctx.app, { ...body, otp, challengeId: asked.json().challengeId });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ phone: body.phone, email: body.email });
  });
});

describe('POST /api/auth/register from a remembered device', () => {
  it('gets its own OTP after strangers used up the number’s sends', async () => {
    const advance = freezeClock();
    const body = registration();
    const sent = await requestOtp(ctx.app, body.phone);
    const first = await verifyOtp(ctx.app, body.phone, await latestOtp(ctx.app, body.phone), undefined, {
      challengeId: sent.json().challengeId,
    });
    const { deviceToken } = first.json().data;
    for (let i = 0; i < OTP_MAX_SENDS_PER_NUMBER_PER_HOUR; i++) {
      advance(OTP_RESEND_WAIT_SECONDS + 1);
      await requestOtp(ctx.app, body.phone, `203.0.113.${120 + i}`);
    }
    expect((await registerAccount(ctx.app, body)).statusCode).toBe(429);
    const asked = await registerAccount(ctx.app, { ...body, deviceToken });
    expect(asked.json()).toEqual(otpRequiredAnswer);
    const otp = await latestOtp(ctx.app, body.phone);
    const res = await registerAccount(ctx.app, { ...body, otp, challengeId: asked.json().challengeId });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/app/customer/otp_verify: accounts made before the number was proven', () => {
  it("drop the stranger's password, e-mail and sessions when the owner first proves the number", async () => {
    const victim = randomMobile();
    const planted = await createCustomer(ctx.app.db, {
      mobile: victim,
      mobileVerifiedAt: null,
      email: 'mallory.legacy@example.in',
      firstName: 'Mallory',
      passwordHash: 'x',
    });
    const legacy = registration({ phone: victim });
    // The stranger's session of the old kind, from a password login of the time.
    await updateCustomer(ctx.app.db, planted.id, { passwordHash: null });
    await updateCustomer(ctx.app.db, planted.id, { passwordHash: await hashOf(legacy.password) });
    const stranger = await passwordLogin(ctx.app, { email: 'mallory.legacy@example.in', password: legacy.password });
    expect(stranger.statusCode).toBe(200);
    // The stranger's view of the record is kept for a few seconds (db/customer-read-cache.ts)...
    const before = await injectAs(ctx.app, stranger.json().token, { method: 'GET', url: '/api/app/customer/me' });
    expect(before.json().data.email).toBe('mallory.legacy@example.in');

    const owner = await loginAs(ctx.app, victim);
    expect(owner.userId).toBe(planted.id);
    const [row] = await customersByMobile(ctx.app, victim);
    expect(row).toMatchObject({ email: '', passwordHash: null });
    expect(row?.mobileVerifiedAt).toBeInstanceOf(Date);
    const strangerMe = await injectAs(ctx.app, stranger.json().token, { method: 'GET', url: '/api/app/customer/me' });
    expect(strangerMe.statusCode).toBe(401);
    const retry = await passwordLogin(ctx.app, { email: 'mallory.legacy@example.in', password: legacy.password });
    expect(retry.statusCode).toBe(401);
    const ownerMe = await injectAs(ctx.app, owner.token, { method: 'GET', url: '/api/app/customer/me' });
    expect(ownerMe.statusCode).toBe(200);
    // ...and the owner's proof forgets it: the owner never sees the stranger's e-mail.
    expect(ownerMe.json().data).toMatchObject({ _id: owner.userId, email: '', firstName: 'Mallory' });
  });
});

describe('POST /api/auth/register: the mobile of an existing customer (one person, one account)', () => {
  it('asks for the OTP, then links e-mail + password to the same customer', async () => {
    const advance = freezeClock();
    const otpCustomer = await loginAs(ctx.app);
    const me = async () =>
      (await injectAs(ctx.app, otpCustomer.token, { method: 'GET', url: '/api/app/customer/me' })).json().data;
    expect(await me()).toMatchObject({ firstName: '', email: '' });
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const body = registration({ phone: otpCustomer.mobile });

    const asked = await registerAccount(ctx.app, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual(otpRequiredAnswer);
    const code = await latestOtp(ctx.app, otpCustomer.mobile);
    let [row] = await customersByMobile(ctx.app, otpCustomer.mobile);
    expect(row?.passwordHash).toBeNull();
    expect(row?.email).toBe('');

    const wrongTry = await registerAccount(ctx.app, { ...body, otp: wrong(code) });
    expect(wrongTry.statusCode).toBe(400);
    expect(wrongTry.json().message).toBe(MESSAGES.otpInvalid);
    const failures = await ctx.app.db.select().from(otpFailures).where(eq(otpFailures.phone, otpCustomer.mobile));
    expect(failures).toHaveLength(1);

    const linked = await registerAccount(ctx.app, { ...body, otp: code });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({
      _id: otpCustomer.userId,
      firstName: 'Ananya',
      lastName: 'Rao',
      email: body.email,
      phone: otpCustomer.mobile,
      emailVerified: false,
    });
    const rows = await customersByMobile(ctx.app, otpCustomer.mobile);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row?.id).toBe(otpCustomer.userId);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await linkToken(ctx.app, body.email, 'verify-email')).toBeTruthy();
    // The customer's other device sees the linked details at once.
    expect(await me()).toMatchObject({ firstName: 'Ananya', email: body.email });

    // The code is used up: sending it again does not link twice.
    const replay = await registerAccount(ctx.app, { ...body, otp: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(MESSAGES.otpExpired);

    // Both ways in reach the same customer.
    const byPassword = await passwordLogin(ctx.app, { email: body.email, password: STRONG_PASSWORD });
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().user._id).toBe(otpCustomer.userId);
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    expect((await requestOtp(ctx.app, otpCustomer.mobile)).statusCode).toBe(200);
    const byOtp = await verifyOtp(ctx.app, otpCustomer.mobile, await latestOtp(ctx.app, otpCustomer.mobile));
    expect(byOtp.statusCode).toBe(200);
    expect(byOtp.json().data._id).toBe(otpCustomer.userId);
  });

  it('keeps the names the customer already has and fills only the blank ones', async () => {
    const advance = freezeClock();
    const otpCustomer = await loginAs(ctx.app);
    await updateCustomer(ctx.app.db, otpCustomer.userId, { firstName: 'Kavya' });
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const body = registration({ phone: otpCustomer.mobile, firstName: 'Ananya', lastName: 'Rao' });
    expect((await registerAccount(ctx.app, body)).statusCode).toBe(409);
    const res = await registerAccount(ctx.app, { ...body, otp: await latestOtp(ctx.app, otpCustomer.mobile) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Kavya', lastName: 'Rao' });
  });

  it('refuses a mobile that already has a password with 409, once its OTP is entered', async () => {
    const advance = freezeClock();
    const first = registration();
    expect((await registerProven(ctx.app, first)).statusCode).toBe(200);
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const res = await registerProven(ctx.app, registration({ phone: first.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.accountAlreadyHasPassword,
    });
    const [row] = await customersByMobile(ctx.app, first.phone);
    expect(row?.email).toBe(first.email);
  });

  it('holds the OTP to the 30 s resend wait like the OTP login', async () => {
    const otpCustomer = await loginAs(ctx.app, randomMobile());
    const res = await registerAccount(ctx.app, registration({ phone: otpCustomer.mobile }));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
  });
});
