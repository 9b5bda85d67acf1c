import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  SIGNUP_TTL_SECONDS,
  type SignupBody,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, loginAs, randomMobile, verifyOtp } from '../../test/login.js';
import { outboxBodies, passwordLogin } from '../../test/password.js';
import { customersByMobile, emailVerificationsOf } from '../../test/customers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A valid signup payload with a fresh mobile and e-mail; `overrides` win. */
function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  const n = randomInt(1_000_000);
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `meera.${n}@example.in`,
    gender: 'female',
    country: 'India',
    state: 'Tamil Nadu',
    city: 'Chennai',
    address: '12 Temple Street',
    password: 'jai-shri-ram-108',
    pincode: '600001',
    phone: randomMobile(),
    countryCode: '+91',
    ...overrides,
  };
}

/** Signs up from a random address of 198.51.100.0/24 (the rate-limit test uses its own, 203.0.113.7). */
function signUp(app: FastifyInstance, payload: object, ip = `198.51.100.${randomInt(1, 255)}`) {
  return app.inject({ method: 'POST', url: '/api/app/customer/user_signup', payload, remoteAddress: ip });
}

/** The token in the newest verification e-mail to `email`. */
async function linkToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: email } });
  const body: string = res.json().data[0]?.body ?? '';
  const token = /\/verify-email\?token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return token;
}

function verifyEmail(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload });
}

/** Signs `body` up and completes it by OTP as the same browser; answers the login. */
async function signUpAndLogIn(app: FastifyInstance, body: SignupBody) {
  const res = await signUp(app, body);
  expect(res.statusCode).toBe(200);
  return loginAs(app, body.phone, res.json().signupId);
}

describe('POST /api/app/customer/user_signup', () => {
  it('creates nothing until the OTP: then the customer has the details, an argon2id hash and a verification link', async () => {
    const body = signupBody({ email: 'Meera.Iyer@Example.in' });
    const res = await signUp(ctx.app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MESSAGES.registered, signupId: expect.any(String) });
    expect(Buffer.from(res.json().signupId, 'base64url')).toHaveLength(32);
    expect(await customersByMobile(ctx.app, body.phone)).toHaveLength(0);
    expect(await outboxBodies(ctx.app, 'meera.iyer@example.in')).toEqual([]);

    const login = await loginAs(ctx.app, body.phone, res.json().signupId);
    const [row] = await customersByMobile(ctx.app, body.phone);
    expect(row).toMatchObject({
      id: login.userId,
      firstName: 'Meera',
      email: 'meera.iyer@example.in',
      city: 'Chennai',
      role: 'customer',
    });
    expect(row?.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeNull();

    const outbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      query: { to: 'meera.iyer@example.in' },
    });
    const [mail] = outbox.json().data;
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain(`${ctx.config.publicUrl}/verify-email?token=`);
    const token = await linkToken(ctx.app, 'meera.iyer@example.in');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [link] = await emailVerificationsOf(ctx.app, row!.id);
    expect(link?.tokenHash).not.toBe(token);
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('pre-registration takeover fails: a stranger signing up on a number gets nothing when its owner logs in', async () => {
    const victim = randomMobile();
    const attacker = signupBody({ phone: victim, email: 'attacker.signup@example.in', firstName: 'Mallory' });
    const signed = await signUp(ctx.app, attacker);
    expect(signed.statusCode).toBe(200);
    expect(await customersByMobile(ctx.app, victim)).toHaveLength(0);

    // The owner logs in by OTP from their own browser, which holds no signupId.
    const owner = await loginAs(ctx.app, victim);
    const [row] = await customersByMobile(ctx.app, victim);
    expect(row).toMatchObject({ id: owner.userId, firstName: '', email: '', passwordHash: null });
    const byPassword = await passwordLogin(ctx.app, { email: attacker.email, password: attacker.password });
    expect(byPassword.statusCode).toBe(401);

    // The stranger's signupId is no use without the owner's code; with a guess it is refused.
    const guess = await verifyOtp(ctx.app, victim, '0000', '203.0.113.66', { signupId: signed.json().signupId });
    expect(guess.statusCode).toBe(400);
    const [after] = await customersByMobile(ctx.app, victim);
    expect(after).toMatchObject({ email: '', passwordHash: null });
  });

  it('answers the same for a registered mobile and e-mail, and the OTP then opens the existing account', async () => {
    const advance = freezeClock();
    const existing = signupBody();
    const first = await signUpAndLogIn(ctx.app, existing);
    advance(OTP_RESEND_WAIT_SECONDS + 1);

    const fresh = await signUp(ctx.app, signupBody());
    const again = await signUp(ctx.app, signupBody({ phone: existing.phone, email: existing.email.toUpperCase() }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(again.json().message).toBe(fresh.json().message);

    const login = await loginAs(ctx.app, existing.phone, again.json().signupId);
    expect(login.userId).toBe(first.userId);
    expect(await customersByMobile(ctx.app, existing.phone)).toHaveLength(1);
  });

  it("does not attach another account's e-mail: its owner is told instead", async () => {
    const owner = signupBody();
    await signUpAndLogIn(ctx.app, owner);
    await verifyEmail(ctx.app, { token: await linkToken(ctx.app, owner.email) });
    const other = signupBody({ email: owner.email });
    const login = await signUpAndLogIn(ctx.app, other);
    const [row] = await customersByMobile(ctx.app, other.phone);
    expect(row).toMatchObject({ id: login.userId, email: '', passwordHash: null, firstName: 'Meera' });
    const [notice] = await outboxBodies(ctx.app, owner.email);
    expect(notice).toContain('already belongs to an account');
  });

  it('forgets a signup after SIGNUP_TTL_SECONDS', async () => {
    const advance = freezeClock();
    const body = signupBody();
    const res = await signUp(ctx.app, body);
    advance(SIGNUP_TTL_SECONDS + 1);
    await loginAs(ctx.app, body.phone, res.json().signupId);
    const [row] = await customersByMobile(ctx.app, body.phone);
    expect(row).toMatchObject({ firstName: '', email: '', passwordHash: null });
  });

  it.each([
    [{ firstName: '' }, MESSAGES.enterFirstName],
    [{ email: '' }, MESSAGES.enterEmail],
    [{ email: 'not-an-email' }, 'Please enter a valid email.'],
    [{ phone: '12345' }, MESSAGES.invalidMobile],
    [{ password: 'short' }, 'Password must be at least 8 characters.'],
    [{ pincode: '12' }, 'Pincode must be 6 digits.'],
  ])('refuses %j with 400', async (override, message) => {
    const res = await signUp(ctx.app, signupBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('limits one address to 60 signups a minute (carrier NAT)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await signUp(ctx.app, { firstName: '' }, '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('keeps the account when the verification e-mail cannot be sent', async () => {
    const broken = await createTestApp({
      providers: {
        email: {
          name: 'smtp',
          send: async () => {
            throw new Error('mail server down');
          },
        },
      },
    });
    const body = signupBody();
    const res = await signUp(broken.app, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.registered);
    await loginAs(broken.app, body.phone, res.json().signupId);
    const [row] = await customersByMobile(broken.app, body.phone);
    expect(row).toMatchObject({ email: body.email, firstName: 'Meera' });
    await broken.app.close();
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the e-mail once; the link then answers "already used"', async () => {
    const body = signupBody();
    const { token: access } = await signUpAndLogIn(ctx.app, body);
    const token = await linkToken(ctx.app, body.email);

    const res = await verifyEmail(ctx.app, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailVerified });
    const me = await injectAs(ctx.app, access, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.json().data).toMatchObject({ email: body.email, emailVerified: true, firstName: 'Meera' });

    const again = await verifyEmail(ctx.app, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.verificationTokenUsed);
  });

  it('refuses a link after 24 hours', async () => {
    const advance = freezeClock();
    const body = signupBody();
    await signUpAndLogIn(ctx.app, body);
    const token = await linkToken(ctx.app, body.email);
    advance(EMAIL_VERIFICATION_TTL_SECONDS);
    const res = await verifyEmail(ctx.app, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.verificationTokenExpired);
    const [row] = await customersByMobile(ctx.app, body.phone);
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it.each([[{}], [{ token: '' }], [{ token: 'no-such-token' }]])(
    'refuses %j as missing or invalid',
    async (payload) => {
      const res = await verifyEmail(ctx.app, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.missingVerificationToken });
    },
  );

  it('verifies once when the same link is opened twice in parallel', async () => {
    const body = signupBody();
    await signUpAndLogIn(ctx.app, body);
    const token = await linkToken(ctx.app, body.email);
    const results = await Promise.all([verifyEmail(ctx.app, { token }), verifyEmail(ctx.app, { token })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
