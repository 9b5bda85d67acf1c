/**
 * GET /api/users/matches (issue 22): mutual matches, strict and relaxed,
 * ranked by preferences met, then guna score; each card says why.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MatchesResponse, type PartnerPreferences } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import {
  birthDateForAge,
  createMember,
  createMilanTestApp,
  customerDetails,
  profileFields,
  putUser,
  type Member,
} from '../../../test/milan.js';
import { milanProfiles } from '../tables.js';

let ctx: TestContext;
let bride: Member;
const grooms = {} as Record<
  | 'fit'
  | 'fitUnscored'
  | 'fitUnscoredActive'
  | 'eggetarian'
  | 'sikhEggetarian'
  | 'older'
  | 'wantsSikh'
  | 'wantsYounger'
  | 'blocked',
  Member
>;

const groom = (age: number, fields: Parameters<typeof createMember>[1] = {}) =>
  createMember(ctx.app, { gender: 'male', dateOfBirth: birthDateForAge(age), heightCm: 175, ...fields });

beforeAll(async () => {
  ctx = await createMilanTestApp();
  // A 29-year-old Hindu vegetarian from Jaipur (profileFields), looking for a Hindu vegetarian of 27 to 33.
  bride = await createMember(ctx.app, {
    gender: 'female',
    dateOfBirth: birthDateForAge(29),
    partnerPreferences: { ageMin: 27, ageMax: 33, religions: ['hindu'], diets: ['vegetarian'] },
  });
  // Another bride, whom none of these grooms match both ways.
  await createMember(ctx.app, {
    gender: 'female',
    dateOfBirth: birthDateForAge(35),
    religion: 'sikh',
    partnerPreferences: { religions: ['sikh'] },
  });
  grooms.fit = await groom(30, { partnerPreferences: { ageMin: 24, ageMax: 30, religions: ['hindu', 'jain'] } });
  grooms.fitUnscored = await groom(32, { birthTime: null, birthPlace: null });
  grooms.fitUnscoredActive = await groom(33, { birthTime: null, birthPlace: null });
  await ctx.app.db
    .update(milanProfiles)
    .set({ lastActiveAt: new Date() })
    .where(eq(milanProfiles.customerId, grooms.fitUnscoredActive.userId));
  grooms.eggetarian = await groom(31, { diet: 'eggetarian' });
  grooms.sikhEggetarian = await groom(30, { religion: 'sikh', diet: 'eggetarian', motherTongue: 'punjabi' });
  grooms.older = await groom(44);
  grooms.wantsSikh = await groom(31, { partnerPreferences: { religions: ['sikh'] } });
  grooms.wantsYounger = await groom(30, { partnerPreferences: { ageMin: 21, ageMax: 26 } });
  grooms.blocked = await groom(30);
  const block = await injectAs(ctx.app, grooms.blocked.token, {
    method: 'POST',
    url: `/api/users/${bride.userId}/block`,
  });
  expect(block.statusCode).toBe(200);
});

afterAll(async () => ctx.app.close());

const matches = async (who: LoggedIn, mode?: string, page = 1) => {
  const url = `/api/users/matches?${new URLSearchParams({ ...(mode && { mode }), page: String(page) })}`;
  return injectAs(ctx.app, who.token, { method: 'GET', url });
};
const found = async (who: LoggedIn, mode?: string) => {
  const res = await matches(who, mode);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MatchesResponse>();
};
const idsOf = (page: MatchesResponse) => page.results.map((card) => card._id);

describe('GET /api/users/matches', () => {
  it('shows, strictly, only grooms who meet all her preferences and whose preferences she meets', async () => {
    const page = await found(bride);
    expect(page.mode).toBe('strict');
    expect(page.stated).toEqual(['age', 'religion', 'diet']);
    // Scored first (a guna score with her), then those without birth details, the most recently active first.
    expect(idsOf(page)).toEqual([grooms.fit.userId, grooms.fitUnscoredActive.userId, grooms.fitUnscored.userId]);
    expect(page.total).toBe(3);
    const [fit, , unscored] = page.results;
    expect(fit?.gunaScore).toEqual(expect.any(Number));
    expect(unscored?.gunaScore).toBeNull();
    expect(fit?.match).toEqual({ met: 3, stated: 3, unmet: [] });
    expect(fit).toMatchObject({ firstName: expect.any(String), religion: 'hindu', age: 30 });
  });

  it('relaxed, adds grooms missing up to two of her preferences, fewest misses first, saying which', async () => {
    const page = await found(bride, 'relaxed');
    expect(idsOf(page)).toEqual([
      grooms.fit.userId,
      grooms.fitUnscoredActive.userId,
      grooms.fitUnscored.userId,
      grooms.eggetarian.userId,
      grooms.sikhEggetarian.userId,
    ]);
    expect(page.results[3]?.match).toEqual({ met: 2, stated: 3, unmet: ['diet'] });
    expect(page.results[4]?.match).toEqual({ met: 1, stated: 3, unmet: ['religion', 'diet'] });
  });

  it('is mutual: a groom sees the bride only when his preferences allow her too', async () => {
    expect(idsOf(await found(grooms.fit))).toEqual([bride.userId]);
    expect(idsOf(await found(grooms.wantsSikh))).toEqual([]);
    // Relaxed loosens his own preferences (not his age range), never hers.
    const relaxed = await found(grooms.wantsSikh, 'relaxed');
    expect(idsOf(relaxed)).toEqual([bride.userId]);
    expect(relaxed.results[0]?.match).toEqual({ met: 1, stated: 2, unmet: ['religion'] });
    expect(idsOf(await found(grooms.wantsYounger, 'relaxed'))).toEqual([]);
    expect(idsOf(await found(grooms.blocked, 'relaxed'))).toEqual([]);
  });

  it('counts a page past the end', async () => {
    const res = await matches(bride, 'relaxed', 3);
    expect(res.json<MatchesResponse>()).toMatchObject({ results: [], total: 5, page: 3 });
  });

  it('needs a profile and a login', async () => {
    const newcomer = await loginAs(ctx.app);
    const res = await matches(newcomer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.profileRequired);
    expect((await ctx.app.inject('/api/users/matches')).statusCode).toBe(401);
    expect((await matches(bride, 'loose')).statusCode).toBe(400);
  });

  it('reads the candidate’s height, list and state preferences, a state saved in Hindi included', async () => {
    // The bride is 162 cm, from Rajasthan, Hindi-speaking and never married (profileFields).
    const wants = (partnerPreferences: Partial<PartnerPreferences>) =>
      groom(30, { partnerPreferences: { ageMin: 24, ageMax: 32, ...partnerPreferences } });
    const accepting = [
      await wants({ states: ['राजस्थान'], heightMax: 165 }),
      await wants({ motherTongues: ['hindi', 'marathi'], maritalStatuses: ['never_married'] }),
    ];
    const refusing = [
      await wants({ states: ['Kerala'] }),
      await wants({ heightMin: 165 }),
      await wants({ heightMax: 160 }),
      await wants({ motherTongues: ['tamil'] }),
      await wants({ maritalStatuses: ['divorced'] }),
      await wants({ diets: ['non_vegetarian'] }),
    ];
    for (const member of accepting) expect(idsOf(await found(member)), 'accepting').toEqual([bride.userId]);
    for (const member of refusing) expect(idsOf(await found(member)), 'refusing').toEqual([]);
    expect(idsOf(await found(bride))).toEqual(expect.arrayContaining(accepting.map((member) => member.userId)));
  });

  it('keeps the ranking for paging, yet hides a member blocked since and follows a change of preferences at once', async () => {
    const seeker = await createMember(ctx.app, {
      gender: 'female',
      dateOfBirth: birthDateForAge(41),
      religion: 'jain',
      partnerPreferences: { ageMin: 40, ageMax: 45, religions: ['jain'] },
    });
    const jain = (age: number) => groom(age, { religion: 'jain', partnerPreferences: { ageMin: 35, ageMax: 45 } });
    const [first, second] = [await jain(42), await jain(43)];
    expect(idsOf(await found(seeker)).sort()).toEqual([first.userId, second.userId].sort());

    const block = await injectAs(ctx.app, first.token, { method: 'POST', url: `/api/users/${seeker.userId}/block` });
    expect(block.statusCode).toBe(200);
    expect(idsOf(await found(seeker))).toEqual([second.userId]);

    // She now looks for 44 to 45 only: her own save drops the kept ranking.
    const saved = await putUser(ctx.app, seeker, seeker.userId, {
      ...customerDetails(),
      matrimony: profileFields({
        gender: 'female',
        dateOfBirth: birthDateForAge(41),
        religion: 'jain',
        partnerPreferences: { ageMin: 44, ageMax: 45, religions: ['jain'] },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(idsOf(await found(seeker))).toEqual([]);
  });
});
