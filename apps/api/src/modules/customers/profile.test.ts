import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileUpdateBody } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { customers } from './tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const profile: ProfileUpdateBody = {
  firstName: 'Rohan',
  lastName: 'Gupta',
  email: 'rohan.gupta@example.in',
  gender: 'male',
  country: 'India',
  state: 'Rajasthan',
  city: 'Jaipur',
  address: '7 Hawa Mahal Road',
  pincode: '302002',
};

const me = (who: LoggedIn) => injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' });
const update = (who: LoggedIn, id: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'PUT', url: `/api/users/${id}`, payload });

async function verificationToken(email: string): Promise<string | undefined> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: email } });
  return /token=([\w-]+)/.exec(res.json().data[0]?.body ?? '')?.[1];
}

describe('GET /api/app/customer/me', () => {
  it('answers the full profile of a new customer', async () => {
    const who = await loginAs(ctx.app);
    const res = await me(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      data: {
        _id: who.userId,
        mobile: who.mobile,
        firstName: '',
        lastName: '',
        email: '',
        emailVerified: false,
        gender: null,
        country: 'India',
        state: '',
        city: '',
        address: '',
        pincode: '',
        role: 'customer',
        adminAreas: [],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('answers from memory until the customer changes their record, loginRayds alike', async () => {
    const who = await loginAs(ctx.app);
    const details = () =>
      injectAs(ctx.app, who.token, {
        method: 'POST',
        url: '/api/user/loginRayds',
        payload: { user_mobile: who.mobile },
      });
    expect((await me(who)).json().data.firstName).toBe('');
    expect((await details()).json().customerData.firstname).toBe('');

    // A change behind the API's back is not seen while the kept answers are current...
    await ctx.app.db.update(customers).set({ firstName: 'Quietly' }).where(eq(customers.id, who.userId));
    expect((await me(who)).json().data.firstName).toBe('');
    expect((await details()).json().customerData.firstname).toBe('');

    // ...and the customer's own update forgets both at once.
    expect((await update(who, who.userId, profile)).statusCode).toBe(200);
    expect((await me(who)).json().data).toMatchObject({ firstName: 'Rohan', city: 'Jaipur' });
    expect((await details()).json().customerData).toMatchObject({ firstname: 'Rohan', pincode: '302002' });
  });

  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/customer/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.unauthorized);
  });
});

describe('PUT /api/users/:id', () => {
  it('updates the own record and sends a verification link to a new e-mail', async () => {
    const who = await loginAs(ctx.app);
    const email = `rohan.${who.mobile}@example.in`;
    const res = await update(who, who.userId, { ...profile, email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.profileUpdated });
    expect((await me(who)).json().data).toMatchObject({ ...profile, email, emailVerified: false });

    const token = await verificationToken(email);
    expect(token).toBeDefined();
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await me(who)).json().data.emailVerified).toBe(true);
  });

  it('resets verification and ends old links when the e-mail changes', async () => {
    const who = await loginAs(ctx.app);
    const first = `first.${who.mobile}@example.in`;
    const second = `second.${who.mobile}@example.in`;
    await update(who, who.userId, { ...profile, email: first });
    const oldToken = await verificationToken(first);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: oldToken } });
    expect((await me(who)).json().data.emailVerified).toBe(true);

    await update(who, who.userId, { ...profile, email: second });
    const secondToken = await verificationToken(second);
    await update(who, who.userId, { ...profile, email: first });
    expect((await me(who)).json().data.emailVerified).toBe(false);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: secondToken },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(MESSAGES.verificationTokenExpired);
  });

  it('keeps the verification when the e-mail is unchanged', async () => {
    const who = await loginAs(ctx.app);
    const email = `same.${who.mobile}@example.in`;
    await update(who, who.userId, { ...profile, email });
    const token = await verificationToken(email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    const res = await update(who, who.userId, { ...profile, email, city: 'Udaipur' });
    expect(res.statusCode).toBe(200);
    expect((await me(who)).json().data).toMatchObject({ city: 'Udaipur', emailVerified: true });
  });

  it("refuses another customer's record, and an unknown id alike, with 403", async () => {
    const who = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const theirs = await update(who, other.userId, profile);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ status: false, success: false, message: MESSAGES.forbidden });
    const unknown = await update(who, 'ffffffffffffffffffffffff', profile);
    expect(unknown.statusCode).toBe(403);
    expect((await me(other)).json().data.firstName).toBe('');
  });

  it('refuses an e-mail another customer has with 409', async () => {
    const owner = await loginAs(ctx.app);
    const email = `taken.${owner.mobile}@example.in`;
    await update(owner, owner.userId, { ...profile, email });
    const who = await loginAs(ctx.app);
    const res = await update(who, who.userId, { ...profile, email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.emailAlreadyRegistered);
  });

  it('needs a token (401) and valid details (400)', async () => {
    const who = await loginAs(ctx.app);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: `/api/users/${who.userId}`, payload: profile });
    expect(anonymous.statusCode).toBe(401);
    const noName = await update(who, who.userId, { ...profile, firstName: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please enter first name');
    const badId = await update(who, 'not-an-id', profile);
    expect(badId.statusCode).toBe(400);
  });
});
