import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileView } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { openApiOperations } from '../../../test/admin.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { moonSign } from '../kundli/index.js';
import { birthDateForAge, createMilanTestApp, customerDetails, profileFields, putUser } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const view = (who: LoggedIn | null, id: string) =>
  who ? injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${id}` }) : ctx.app.inject(`/api/users/${id}`);
const ownView = async (who: LoggedIn) => (await view(who, who.userId)).json<{ user: ProfileView }>().user;

describe('PUT /api/users/:id with a matrimony profile', () => {
  it('creates the profile: the owner reads every field back, with the moon sign from the birth details', async () => {
    const who = await loginAs(ctx.app);
    const matrimony = profileFields({ dateOfBirth: '1996-04-12', birthTime: '10:30', birthPlace: 'jaipur' });
    const res = await putUser(ctx.app, who, who.userId, {
      ...customerDetails({ email: `ananya.${who.mobile}@example.in` }),
      matrimony,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.profileUpdated });

    const moon = moonSign({ date: '1996-04-12', time: '10:30', place: 'jaipur' });
    const user = await ownView(who);
    expect(user).toMatchObject({
      ...matrimony,
      _id: who.userId,
      own: true,
      firstName: 'Ananya',
      lastName: 'Sharma',
      rashi: moon.rashi,
      nakshatra: moon.nakshatra,
      photos: [],
      photosHidden: false,
      contact: { mobile: who.mobile, email: `ananya.${who.mobile}@example.in` },
      contactLock: null,
      connection: 'none',
      emailVerified: false,
    });
    expect(user.age).toBeGreaterThanOrEqual(29);
    // Required 30 + birth details 15 + about 10 + job title 5 + income 5; no photo, family or education detail.
    expect(user.completeness).toBe(65);

    const me = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.json().data.gender).toBe('female');
  });

  it('replaces the profile; without a birth time the moon sign is empty, never an error', async () => {
    const who = await loginAs(ctx.app);
    await putUser(ctx.app, who, who.userId, { ...customerDetails(), matrimony: profileFields() });
    const first = await ownView(who);
    expect(first.rashi).not.toBeNull();

    const res = await putUser(ctx.app, who, who.userId, {
      ...customerDetails({ lastName: 'Verma' }),
      matrimony: profileFields({
        gender: 'male',
        dateOfBirth: birthDateForAge(31),
        city: 'Udaipur',
        birthTime: null,
        family: { familyType: 'joint', fatherOccupation: 'Teacher' },
      }),
    });
    expect(res.statusCode).toBe(200);
    const second = await ownView(who);
    expect(second).toMatchObject({
      gender: 'male',
      age: 31,
      city: 'Udaipur',
      lastName: 'Verma',
      birthTime: null,
      rashi: null,
      nakshatra: null,
      createdAt: first.createdAt,
      family: { familyType: 'joint', fatherOccupation: 'Teacher', brothers: 0 },
    });
    // Birth details no longer count (−15); family details now do (+10).
    expect(second.completeness).toBe(60);
  });

  it('keeps the customer details only when matrimony is left out', async () => {
    const who = await loginAs(ctx.app);
    const res = await putUser(ctx.app, who, who.userId, customerDetails({ city: 'Pune' }));
    expect(res.statusCode).toBe(200);
    const own = await view(who, who.userId);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.profileRequired,
      error: 'profile_required',
    });
  });

  it.each([
    [
      'an under-age bride',
      { gender: 'female', dateOfBirth: birthDateForAge(17) },
      'A bride must be between 18 and 75 years old.',
    ],
    [
      'an under-age groom',
      { gender: 'male', dateOfBirth: birthDateForAge(20) },
      'A groom must be between 21 and 75 years old.',
    ],
    ['a birth place not on the list', { birthPlace: 'atlantis' }, 'Please choose the birth place from the list.'],
    ['a birth time that is not HH:MM', { birthTime: '25:10' }, 'Please enter the birth time as HH:MM.'],
    ['a date that does not exist', { dateOfBirth: '1995-02-30' }, 'Please enter a valid date of birth.'],
    ['a height out of range', { heightCm: 90 }, 'Height must be between 120 and 220 cm.'],
    ['no city', { city: '' }, 'Please enter the city.'],
  ])('refuses %s (400) and saves nothing', async (_name, override, message) => {
    const who = await loginAs(ctx.app);
    const res = await putUser(ctx.app, who, who.userId, {
      ...customerDetails({ firstName: 'Changed' }),
      matrimony: { ...profileFields(), ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await view(who, who.userId)).statusCode).toBe(404);
    const me = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/app/customer/me' });
    expect(me.json().data.firstName).toBe('');
  });

  it("refuses another member's profile with 403 and leaves it as it was", async () => {
    const owner = await loginAs(ctx.app);
    await putUser(ctx.app, owner, owner.userId, { ...customerDetails(), matrimony: profileFields() });
    const intruder = await loginAs(ctx.app);
    const res = await putUser(ctx.app, intruder, owner.userId, {
      ...customerDetails({ firstName: 'Hacked' }),
      matrimony: profileFields({ city: 'Nowhere' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, success: false, message: MESSAGES.forbidden });
    expect(await ownView(owner)).toMatchObject({ firstName: 'Ananya', city: 'Jaipur' });
  });

  it('needs a token (401)', async () => {
    const who = await loginAs(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${who.userId}`,
      payload: { ...customerDetails(), matrimony: profileFields() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the API documentation', () => {
  it('lists the Milan Sathi profile routes under the milan tag', async () => {
    const operations = await openApiOperations(
      ctx.app,
      (path) => path.startsWith('/api/users') || path.startsWith('/api/connections'),
    );
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'delete /api/users/me/family/{id}',
      'delete /api/users/{id}/block',
      'delete /api/users/{id}/photos/{photoId}',
      'delete /api/users/{id}/shortlist',
      'get /api/connections',
      'get /api/users/featured',
      'get /api/users/matches',
      'get /api/users/me/family',
      'get /api/users/me/match-emails',
      'get /api/users/me/profile-views',
      'get /api/users/search',
      'get /api/users/shortlist',
      'get /api/users/{id}',
      'patch /api/users/{id}/photos/{photoId}',
      'post /api/connections/request',
      'post /api/connections/{id}/accept',
      'post /api/connections/{id}/cancel',
      'post /api/connections/{id}/decline',
      'post /api/users/me/family',
      'post /api/users/me/family/{id}/accept',
      'post /api/users/{id}/block',
      'post /api/users/{id}/photo-request',
      'post /api/users/{id}/report',
      'post /api/users/{id}/upload-image',
      'put /api/users/me/match-emails',
      'put /api/users/me/privacy',
      'put /api/users/{id}',
      'put /api/users/{id}/shortlist',
    ]);
    expect(operations.every((op) => op.tags?.includes('milan'))).toBe(true);
  });
});
