import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileCard } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { createMember, createMilanTestApp } from '../../../test/milan.js';
import { milanBlocks, milanProfiles, milanShortlists } from '../tables.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const save = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'PUT', url: `/api/users/${id}/shortlist` });
const unsave = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'DELETE', url: `/api/users/${id}/shortlist` });
const list = (who: LoggedIn, query = '') =>
  injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/shortlist${query}` });
const listedIds = async (who: LoggedIn) =>
  (await list(who)).json<{ results: ProfileCard[] }>().results.map((c) => c._id);
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });

describe('the shortlist (issue 22)', () => {
  it('saves a profile, lists it as a card (newest saved first) and removes it', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const first = await createMember(ctx.app, { gender: 'male', city: 'Udaipur' }, { firstName: 'Rahul' });
    const second = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Vikram' });

    const res = await save(bride, first.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.shortlisted, shortlisted: true });
    await save(bride, second.userId);

    const page = await list(bride);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ results: ProfileCard[]; total: number; page: number; pageSize: number }>();
    expect(body).toMatchObject({ status: true, total: 2, page: 1, pageSize: 12 });
    expect(body.results.map((card) => card._id)).toEqual([second.userId, first.userId]);
    expect(body.results[1]).toMatchObject({ firstName: 'Rahul', city: 'Udaipur', shortlisted: true });
    expect(body.results[1]).not.toHaveProperty('lastName');

    const paged = (await list(bride, '?page=2&pageSize=1')).json<{ results: ProfileCard[]; total: number }>();
    expect(paged.total).toBe(2);
    expect(paged.results.map((card) => card._id)).toEqual([first.userId]);

    const removed = await unsave(bride, second.userId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: MESSAGES.unshortlisted, shortlisted: false });
    expect(await listedIds(bride)).toEqual([first.userId]);
    // Removing what is not there is no error.
    expect((await unsave(bride, second.userId)).statusCode).toBe(200);
  });

  it('keeps one row when a profile is saved twice, also in parallel', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male' });
    const answers = await Promise.all([save(bride, groom.userId), save(bride, groom.userId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await save(bride, groom.userId)).statusCode).toBe(200);
    const rows = await ctx.app.db.select().from(milanShortlists).where(eq(milanShortlists.customerId, bride.userId));
    expect(rows).toHaveLength(1);
    expect((await list(bride)).json()).toMatchObject({ total: 1 });
  });

  it('tells the profile view and search cards whether the viewer shortlisted the profile', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male', city: 'Shortlistpur' });
    const view = async (who: LoggedIn | null) =>
      (who
        ? await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${groom.userId}` })
        : await ctx.app.inject({ method: 'GET', url: `/api/users/${groom.userId}` })
      ).json<{ user: { shortlisted: boolean } }>().user.shortlisted;
    const card = async (who: LoggedIn | null) => {
      const url = '/api/users/search?city=Shortlistpur';
      const res = who ? await injectAs(ctx.app, who.token, { method: 'GET', url }) : await ctx.app.inject({ url });
      return res.json<{ results: ProfileCard[] }>().results.find((c) => c._id === groom.userId)?.shortlisted;
    };
    expect(await view(bride)).toBe(false);
    expect(await card(bride)).toBe(false);
    await save(bride, groom.userId);
    expect(await view(bride)).toBe(true);
    expect(await card(bride)).toBe(true);
    expect(await view(null)).toBe(false);
    expect(await card(null)).toBe(false);
    expect(
      (await injectAs(ctx.app, groom.token, { method: 'GET', url: `/api/users/${groom.userId}` })).json().user
        .shortlisted,
    ).toBe(false);
  });

  it('shows a member only their own shortlist', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const other = await createMember(ctx.app, { gender: 'female' });
    const groom = await createMember(ctx.app, { gender: 'male' });
    await save(bride, groom.userId);
    expect(await listedIds(other)).toEqual([]);
    expect((await list(other)).json()).toMatchObject({ total: 0 });
    // The other member's removal does not touch the bride's list.
    await unsave(other, groom.userId);
    expect(await listedIds(bride)).toEqual([groom.userId]);
  });

  it('leaves out profiles behind a block either way, and suspended ones, until they are back', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    const blockedByMe = await createMember(ctx.app, { gender: 'male' });
    const blockedMe = await createMember(ctx.app, { gender: 'male' });
    const suspended = await createMember(ctx.app, { gender: 'male' });
    const kept = await createMember(ctx.app, { gender: 'male' });
    for (const groom of [blockedByMe, blockedMe, suspended, kept]) await save(bride, groom.userId);
    await ctx.app.db.insert(milanBlocks).values([
      { blockerId: bride.userId, blockedId: blockedByMe.userId },
      { blockerId: blockedMe.userId, blockedId: bride.userId },
    ]);
    const suspend = (at: Date | null) =>
      ctx.app.db.update(milanProfiles).set({ suspendedAt: at }).where(eq(milanProfiles.customerId, suspended.userId));
    await suspend(new Date());

    const page = (await list(bride)).json<{ results: ProfileCard[]; total: number }>();
    expect(page.results.map((card) => card._id)).toEqual([kept.userId]);
    expect(page.total).toBe(1);

    await suspend(null);
    expect(await listedIds(bride)).toEqual([kept.userId, suspended.userId]);
  });

  it('refuses oneself (400), missing, suspended or blocked profiles (404) and members without a profile (409)', async () => {
    const bride = await createMember(ctx.app, { gender: 'female' });
    expect((await save(bride, bride.userId)).json()).toEqual(failure('self', MESSAGES.shortlistSelf));
    expect((await save(bride, bride.userId)).statusCode).toBe(400);

    const suspended = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, suspended.userId));
    const blocker = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db.insert(milanBlocks).values({ blockerId: blocker.userId, blockedId: bride.userId });
    const noProfile = await loginAs(ctx.app);
    for (const id of ['ffffffffffffffffffffffff', noProfile.userId, suspended.userId, blocker.userId]) {
      const res = await save(bride, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(failure('not_found', MESSAGES.profileNotFound));
    }
    expect(await listedIds(bride)).toEqual([]);

    for (const res of [await save(noProfile, bride.userId), await list(noProfile)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('profile_required', MESSAGES.profileRequired));
    }
    expect((await save(bride, 'not-an-id')).statusCode).toBe(400);
  });

  it('answers 401 to visitors', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' });
    for (const [method, url] of [
      ['GET', '/api/users/shortlist'],
      ['PUT', `/api/users/${groom.userId}/shortlist`],
      ['DELETE', `/api/users/${groom.userId}/shortlist`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
