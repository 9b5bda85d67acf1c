import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_HI, type ProfileViewsResponse } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { createMember, createMilanTestApp, DAY_MS, insertPaidMembership, type Member } from '../../../test/milan.js';
import { milanProfiles, milanProfileViews } from '../tables.js';
import { recordProfileView } from './profile-views.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const open = (who: LoggedIn | null, id: string) =>
  who ? injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${id}` }) : ctx.app.inject(`/api/users/${id}`);
const viewsOf = (who: LoggedIn, query = '') =>
  injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/me/profile-views${query}` });
const setPrivate = (who: LoggedIn, browsePrivately: boolean) =>
  injectAs(ctx.app, who.token, { method: 'PUT', url: '/api/users/me/privacy', payload: { browsePrivately } });
const rowsOf = (profileId: string, viewerId: string) =>
  ctx.app.db
    .select()
    .from(milanProfileViews)
    .where(and(eq(milanProfileViews.profileId, profileId), eq(milanProfileViews.viewerId, viewerId)));
const listOf = async (who: LoggedIn, query = '') => {
  const res = await viewsOf(who, query);
  expect(res.statusCode).toBe(200);
  return res.json<ProfileViewsResponse>();
};
/** A member on a paid plan (its period running now). */
const paidMember = async (gender: 'female' | 'male'): Promise<Member> => {
  const member = await createMember(ctx.app, { gender });
  await insertPaidMembership(ctx.app, member.userId);
  return member;
};

describe('recording profile views (issue 22)', () => {
  it('records a view once per viewer, profile and India day', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male' });
    expect((await open(groom, bride.userId)).statusCode).toBe(200);
    expect((await open(groom, bride.userId)).statusCode).toBe(200);
    const [row, ...more] = await rowsOf(bride.userId, groom.userId);
    expect(more).toHaveLength(0);
    expect(row?.viewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The next India day is another row; the viewer still counts once.
    await recordProfileView(ctx.app.db, groom.userId, bride.userId, new Date(Date.now() + DAY_MS));
    expect(await rowsOf(bride.userId, groom.userId)).toHaveLength(2);
    expect((await listOf(bride)).total).toBe(1);
  });

  it('never records one’s own profile, a visitor or a signed-in customer without a profile', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const noProfile = await loginAs(ctx.app);
    expect((await open(bride, bride.userId)).statusCode).toBe(200);
    expect((await open(null, bride.userId)).statusCode).toBe(200);
    expect((await open(noProfile, bride.userId)).statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(milanProfileViews).where(eq(milanProfileViews.profileId, bride.userId));
    expect(rows).toEqual([]);
    expect(await listOf(bride)).toMatchObject({ total: 0, results: [], locked: true });
  });

  it('answers 404 profile_required for the list without an own profile', async () => {
    const res = await viewsOf(await loginAs(ctx.app));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.profileRequired, error: 'profile_required' });
  });
});

describe('browsing privately (issue 22)', () => {
  it('needs a paid plan: 403 with the message, and the setting stays off', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' });
    const res = await setPrivate(groom, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: MESSAGES.browsePrivatelyNeedsPlan });
    const hindi = await injectAs(ctx.app, groom.token, {
      method: 'PUT',
      url: '/api/users/me/privacy',
      payload: { browsePrivately: true },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().message).toBe(MESSAGES_HI.browsePrivatelyNeedsPlan);
    const [row] = await ctx.app.db.select().from(milanProfiles).where(eq(milanProfiles.customerId, groom.userId));
    expect(row?.browsePrivately).toBe(false);
    // Turning it off is always allowed.
    expect((await setPrivate(groom, false)).statusCode).toBe(200);
  });

  it('hides a paid member’s views while on, and records them again once off', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await paidMember('male');
    const on = await setPrivate(groom, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ success: true, message: MESSAGES.browsePrivatelyOn, browsePrivately: true });
    expect((await listOf(groom)).browsePrivately).toBe(true);
    expect((await open(groom, bride.userId)).statusCode).toBe(200);
    expect(await rowsOf(bride.userId, groom.userId)).toEqual([]);

    expect((await setPrivate(groom, false)).json()).toMatchObject({ browsePrivately: false });
    await open(groom, bride.userId);
    expect(await rowsOf(bride.userId, groom.userId)).toHaveLength(1);
  });
});

describe('GET /api/users/me/profile-views (issue 22)', () => {
  it('shows a free member the count only, locked, and a paid member the viewers newest first', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' });
    const first = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Meera' });
    const second = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Kavya' });
    await recordProfileView(ctx.app.db, first.userId, groom.userId, new Date(Date.now() - 60_000));
    await open(second, groom.userId);

    expect(await listOf(groom)).toEqual({
      status: true,
      total: 2,
      results: [],
      page: 1,
      pageSize: 12,
      locked: true,
      browsePrivately: false,
    });

    await insertPaidMembership(ctx.app, groom.userId);
    const paid = await listOf(groom);
    expect(paid).toMatchObject({ total: 2, locked: false, browsePrivately: false });
    expect(paid.results.map((card) => card.firstName)).toEqual(['Kavya', 'Meera']);
    const [newest] = paid.results;
    expect(newest).toMatchObject({ _id: second.userId, age: expect.any(Number), lastActive: 'online' });
    expect(Date.parse(newest?.viewedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const page2 = await listOf(groom, '?page=2&pageSize=1');
    expect(page2.results.map((card) => card._id)).toEqual([first.userId]);
    expect(page2.total).toBe(2);
  });

  it('leaves out viewers with a block either way, suspended viewers and views older than 30 days', async () => {
    const bride = await paidMember('female');
    const [blockedByHer, blockedHer, suspended, old, kept] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createMember(ctx.app, { gender: 'male' })),
    );
    for (const viewer of [blockedByHer, blockedHer, suspended, kept]) await open(viewer!, bride.userId);
    await recordProfileView(ctx.app.db, old!.userId, bride.userId, new Date(Date.now() - 31 * DAY_MS));
    await injectAs(ctx.app, bride.token, { method: 'POST', url: `/api/users/${blockedByHer!.userId}/block` });
    await injectAs(ctx.app, blockedHer!.token, { method: 'POST', url: `/api/users/${bride.userId}/block` });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, suspended!.userId));

    const list = await listOf(bride);
    expect(list.total).toBe(1);
    expect(list.results.map((card) => card._id)).toEqual([kept!.userId]);
  });
});

describe('last active (issue 22)', () => {
  it('shows a coarse bucket on the profile and in search, never the time', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male', city: 'Lastactivepur' });
    const never = await open(bride, groom.userId);
    expect(never.json().user.lastActive).toBeNull();
    expect(never.json().user).not.toHaveProperty('lastActiveAt');
    expect(never.json().user).not.toHaveProperty('browsePrivately');

    await injectAs(ctx.app, groom.token, { method: 'GET', url: '/api/users/search' });
    expect((await open(bride, groom.userId)).json().user.lastActive).toBe('online');

    // Three days ago: this week, in the card as on the profile.
    await ctx.app.db
      .update(milanProfiles)
      .set({ lastActiveAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(milanProfiles.customerId, groom.userId));
    expect((await open(bride, groom.userId)).json().user.lastActive).toBe('this_week');
    const search = await injectAs(ctx.app, bride.token, { method: 'GET', url: '/api/users/search?city=Lastactivepur' });
    const card = search.json().results.find((c: { _id: string }) => c._id === groom.userId);
    expect(card).toMatchObject({ lastActive: 'this_week' });
    expect(card).not.toHaveProperty('lastActiveAt');
  });
});
