import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, OTP_RESEND_WAIT_SECONDS } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { injectAs, latestOtp, loginAs, randomMobile, requestOtp, verifyOtp } from '../../test/login.js';
import { customers } from '../customers/tables.js';
import { passwordScore } from './password-strength.js';
import {
  STRONG_PASSWORD,
  linkToken,
  outboxBodies,
  passwordLogin,
  registerAccount,
  registration,
} from './password-test-helpers.js';
import { otpFailures } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());
afterEach(() => {
  vi.useRealTimers();
});

const customerByMobile = async (mobile: string) =>
  ctx.app.db.select().from(customers).where(eq(customers.mobile, mobile));

/** A code that is not `code` (same length). */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /api/auth/register: a new mobile', () => {
  it('creates the customer, logs them in and e-mails a verification link', async () => {
    const body = registration({ email: 'Ananya.Rao.New@Example.in' });
    const res = await registerAccount(ctx.app, body);
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

    const [row] = await customerByMobile(body.phone);
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
    expect(await customerByMobile(body.phone)).toHaveLength(0);
  });

  it('scores the test password as strong, so the refusals above are about the password', () => {
    expect(passwordScore(STRONG_PASSWORD, ['Ananya', 'Rao'])).toBeGreaterThanOrEqual(2);
    expect(passwordScore('Priya1990', ['Priya'])).toBeLessThan(2);
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

  it('refuses an e-mail that is already registered (any case) with 409', async () => {
    const first = registration();
    expect((await registerAccount(ctx.app, first)).statusCode).toBe(200);
    const again = registration({ email: first.email.toUpperCase() });
    const res = await registerAccount(ctx.app, again);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.emailAlreadyRegistered);
    expect(await customerByMobile(again.phone)).toHaveLength(0);
  });
});

describe('POST /api/auth/register: the mobile of an existing customer (one person, one account)', () => {
  it('asks for the OTP, then links e-mail + password to the same customer', async () => {
    const advance = freezeClock();
    const otpCustomer = await loginAs(ctx.app);
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const body = registration({ phone: otpCustomer.mobile });

    const asked = await registerAccount(ctx.app, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.otpRequiredToLink,
      error: 'otp_required',
    });
    const code = await latestOtp(ctx.app, otpCustomer.mobile);
    let [row] = await customerByMobile(otpCustomer.mobile);
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
    const rows = await customerByMobile(otpCustomer.mobile);
    expect(rows).toHaveLength(1);
    [row] = rows;
    expect(row?.id).toBe(otpCustomer.userId);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await linkToken(ctx.app, body.email, 'verify-email')).toBeTruthy();

    // The code is used up: sending it again does not link twice.
    const replay = await registerAccount(ctx.app, { ...body, otp: code });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(MESSAGES.accountAlreadyHasPassword);

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
    await ctx.app.db.update(customers).set({ firstName: 'Kavya' }).where(eq(customers.id, otpCustomer.userId));
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const body = registration({ phone: otpCustomer.mobile, firstName: 'Ananya', lastName: 'Rao' });
    expect((await registerAccount(ctx.app, body)).statusCode).toBe(409);
    const res = await registerAccount(ctx.app, { ...body, otp: await latestOtp(ctx.app, otpCustomer.mobile) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Kavya', lastName: 'Rao' });
  });

  it('refuses a mobile that already has a password with 409, sending no OTP', async () => {
    const first = registration();
    expect((await registerAccount(ctx.app, first)).statusCode).toBe(200);
    const res = await registerAccount(ctx.app, registration({ phone: first.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.accountAlreadyHasPassword,
    });
    const sms = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: first.phone } });
    expect(sms.json().data).toEqual([]);
  });

  it("refuses another customer's e-mail before sending an OTP", async () => {
    const advance = freezeClock();
    const other = registration();
    expect((await registerAccount(ctx.app, other)).statusCode).toBe(200);
    const otpCustomer = await loginAs(ctx.app);
    advance(OTP_RESEND_WAIT_SECONDS + 1);
    const res = await registerAccount(ctx.app, registration({ phone: otpCustomer.mobile, email: other.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.emailAlreadyRegistered);
    expect(await outboxBodies(ctx.app, otpCustomer.mobile)).toHaveLength(1); // only the login code
  });

  it('holds the OTP to the 30 s resend wait like the OTP login', async () => {
    const otpCustomer = await loginAs(ctx.app, randomMobile());
    const res = await registerAccount(ctx.app, registration({ phone: otpCustomer.mobile }));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);
  });
});
