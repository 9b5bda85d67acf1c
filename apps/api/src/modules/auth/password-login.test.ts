import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  PASSWORD_LOCK_MINUTES,
  PASSWORD_MAX_WRONG_TRIES,
  PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT,
  waitMessage,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, loginAs } from '../../test/login.js';
import { updateCustomer } from '../customers/service.js';
import { passwordLockedUntil } from './password-login.js';
import { STRONG_PASSWORD, passwordLogin, randomIp, registerProven, registration } from '../../test/password.js';
import { passwordFailures, sessions } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Registers a new account; returns its e-mail and customer id. */
async function account(): Promise<{ email: string; id: string }> {
  const body = registration();
  const res = await registerProven(ctx.app, body);
  expect(res.statusCode).toBe(200);
  return { email: body.email, id: res.json().user._id };
}

const wrongAnswer = { status: false, success: false, message: MESSAGES.wrongEmailOrPassword };
const lockedAnswer = (minutes: number) => ({
  status: false,
  success: false,
  message: waitMessage.passwordLocked(minutes),
});

describe('POST /api/auth/login', () => {
  it('logs in with e-mail (any case) and password: a token for a new session and the user', async () => {
    const { email, id } = await account();
    const res = await passwordLogin(ctx.app, { email: ` ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ _id: id, email, firstName: 'Ananya', hasProfile: false });
    const me = await injectAs(ctx.app, token, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data._id).toBe(id);
    // One session from registering, one from this login.
    expect(await ctx.app.db.select().from(sessions).where(eq(sessions.customerId, id))).toHaveLength(2);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await account();
    const wrongPassword = await passwordLogin(ctx.app, { email, password: 'Not the password 42' });
    const unknown = await passwordLogin(ctx.app, { email: 'nobody.here@example.in', password: STRONG_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongAnswer);
    expect(unknown.json()).toEqual(wrongAnswer);
  });

  it('refuses an OTP account whose profile has the e-mail but no password', async () => {
    const { userId } = await loginAs(ctx.app);
    await updateCustomer(ctx.app.db, userId, { email: 'otp.only@example.in' });
    const res = await passwordLogin(ctx.app, { email: 'otp.only@example.in', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(wrongAnswer);
  });

  it.each([
    [{ email: 'a@example.in' }, 'Please enter your password.'],
    [{ email: 'a@example.in', password: '' }, 'Please enter your password.'],
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email.'],
    [{ password: 'x' }, MESSAGES.enterEmail],
  ])('refuses %j with 400', async (payload, message) => {
    const res = await passwordLogin(ctx.app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/auth/login lock-out', () => {
  it(`holds one address for ${PASSWORD_LOCK_MINUTES} minutes after ${PASSWORD_MAX_WRONG_TRIES} wrong passwords, right password included; the owner elsewhere gets in`, async () => {
    const advance = freezeClock();
    const { email } = await account();
    const guesser = randomIp();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES; i++) {
      const res = await passwordLogin(ctx.app, { email, password: `wrong guess ${i}` }, guesser);
      expect(res.statusCode).toBe(401);
      advance(10);
    }
    const right = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, guesser);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedAnswer(PASSWORD_LOCK_MINUTES));
    const owner = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, randomIp());
    expect(owner.statusCode).toBe(200);

    advance((PASSWORD_LOCK_MINUTES - 1) * 60);
    const stillLocked = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, guesser);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json()).toEqual(lockedAnswer(1));

    advance(61);
    const after = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, guesser);
    expect(after.statusCode).toBe(200);
  });

  it(`holds guessers on rotating addresses at ${PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT} an hour; the owner's OTP login lifts it at once`, async () => {
    const body = registration();
    const res = await registerProven(ctx.app, body);
    expect(res.statusCode).toBe(200);
    const advance = freezeClock();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES_PER_ACCOUNT; i++) {
      const guess = await passwordLogin(ctx.app, { email: body.email, password: `rotating guess ${i}` }, randomIp());
      expect(guess.statusCode).toBe(401);
    }
    const next = await passwordLogin(ctx.app, { email: body.email, password: 'one more' }, randomIp());
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(MESSAGES.passwordAccountLocked);
    const ownerByPassword = await passwordLogin(ctx.app, { email: body.email, password: STRONG_PASSWORD }, randomIp());
    expect(ownerByPassword.statusCode).toBe(429);

    advance(OTP_RESEND_WAIT_SECONDS + 1);
    await loginAs(ctx.app, body.phone);
    const afterOtp = await passwordLogin(ctx.app, { email: body.email, password: STRONG_PASSWORD }, randomIp());
    expect(afterOtp.statusCode).toBe(200);
  });

  it('counts an IPv6 subscriber’s whole /64 as one address', async () => {
    const { email } = await account();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES; i++) {
      const res = await passwordLogin(ctx.app, { email, password: `guess ${i}` }, `2001:db8:7:9::${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const rotated = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, '2001:db8:7:9::ffff');
    expect(rotated.statusCode).toBe(429);
    const elsewhere = await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, '2001:db8:7:10::1');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the lock tells nothing', async () => {
    const email = 'never.registered@example.in';
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES; i++) {
      expect((await passwordLogin(ctx.app, { email, password: `guess ${i}` }, ip)).statusCode).toBe(401);
    }
    const res = await passwordLogin(ctx.app, { email, password: 'guess 6' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(lockedAnswer(PASSWORD_LOCK_MINUTES));
  });

  it("does not forgive earlier failures after a right password (the owner's login must not reset a guesser)", async () => {
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES - 1; i++) {
      expect((await passwordLogin(ctx.app, { email, password: `guess ${i}` }, ip)).statusCode).toBe(401);
    }
    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(200);
    // The right try left no failure row behind.
    const rows = await ctx.app.db.select().from(passwordFailures).where(eq(passwordFailures.email, email));
    expect(rows).toHaveLength(PASSWORD_MAX_WRONG_TRIES - 1);
    expect((await passwordLogin(ctx.app, { email, password: 'one more guess' }, ip)).statusCode).toBe(401);
    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(429);
  });

  it('spreads out: failures further apart than the window never lock', async () => {
    const advance = freezeClock();
    const { email } = await account();
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_MAX_WRONG_TRIES + 2; i++) {
      expect((await passwordLogin(ctx.app, { email, password: `guess ${i}` }, ip)).statusCode).toBe(401);
      advance((PASSWORD_LOCK_MINUTES / (PASSWORD_MAX_WRONG_TRIES - 1)) * 60 + 30);
    }
    expect((await passwordLogin(ctx.app, { email, password: STRONG_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('limits one address to 60 tries a minute (carrier NAT)', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    // Bodies without a password keep argon2 out of it: the address limit counts before validation.
    for (let i = 0; i < 60; i++) {
      statuses.push((await passwordLogin(ctx.app, { email: `spray.${i}@example.in` }, ip)).statusCode);
    }
    expect(statuses).toEqual(Array(60).fill(400));
    const next = await passwordLogin(ctx.app, { email: 'spray.60@example.in', password: STRONG_PASSWORD }, ip);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});

describe('passwordLockedUntil', () => {
  const at = (minute: number) => new Date(Date.UTC(2027, 0, 1, 10, minute));

  it('is null below the limit and locks for the window from the failure that reached it', () => {
    const four = [0, 1, 2, 3].map(at);
    expect(passwordLockedUntil(four, at(4))).toBeNull();
    const five = [0, 1, 2, 3, 4].map(at);
    expect(passwordLockedUntil(five, at(5))).toEqual(at(4 + PASSWORD_LOCK_MINUTES));
    expect(passwordLockedUntil(five, at(4 + PASSWORD_LOCK_MINUTES))).toBeNull();
  });

  it('needs the failures within one window', () => {
    const spread = [0, 4, 8, 12, 16].map(at);
    expect(passwordLockedUntil(spread, at(17))).toBeNull();
  });
});
