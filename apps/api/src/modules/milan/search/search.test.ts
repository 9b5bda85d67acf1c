import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileCard, type ProfileSearchQuery } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { loginAdmin, requestAs } from '../../../test/admin.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { fakeImage } from '../../../test/media.js';
import { gunaMilan, moonSign } from '../kundli/index.js';
import { MATCH_SORT_BIRTH_MESSAGE, MATCH_SORT_LOGIN_MESSAGE, latestBirthDate } from './search.js';
import { milanBlocks, milanPhotos, milanProfiles } from '../tables.js';
import {
  DAY_MS,
  birthDateForAge,
  createMember,
  createMilanTestApp,
  customerDetails,
  insertConnection,
  profileFields,
  putUser,
  type Member,
} from '../../../test/milan.js';

let ctx: TestContext;
/** The viewer: a bride with birth details. */
let viewer: Member;
/** Grooms the viewer can find, made in this order (oldest first). */
let jaipur: Member;
let ludhiana: Member;
let pune: Member;
let lucknow: Member;
/** Never found by the viewer. */
let otherBride: Member;
let hidden: Member[];

const VIEWER_BIRTH = { date: '1996-11-02', time: '14:20', place: 'patna' } as const;
const BIRTHS = {
  jaipur: { date: '1994-03-09', time: '05:15', place: 'jaipur' },
  pune: { date: '1997-12-19', time: '23:40', place: 'pune' },
} as const;

beforeAll(async () => {
  ctx = await createMilanTestApp();
  viewer = await createMember(ctx.app, {
    gender: 'female',
    dateOfBirth: VIEWER_BIRTH.date,
    birthTime: VIEWER_BIRTH.time,
    birthPlace: VIEWER_BIRTH.place,
  });
  jaipur = await createMember(
    ctx.app,
    {
      gender: 'male',
      dateOfBirth: BIRTHS.jaipur.date,
      birthTime: BIRTHS.jaipur.time,
      birthPlace: BIRTHS.jaipur.place,
      heightCm: 175,
      religion: 'hindu',
      caste: 'Agarwal',
      motherTongue: 'hindi',
      maritalStatus: 'never_married',
      education: 'masters',
      occupation: 'software',
      jobTitle: 'Tech lead',
      incomeBand: '10-20',
      state: 'Rajasthan',
      city: 'Jaipur',
      diet: 'vegetarian',
    },
    { firstName: 'Arjun', lastName: 'Gupta' },
  );
  ludhiana = await createMember(
    ctx.app,
    {
      gender: 'male',
      dateOfBirth: birthDateForAge(35),
      birthTime: null,
      heightCm: 168,
      religion: 'sikh',
      caste: 'Jat',
      motherTongue: 'punjabi',
      maritalStatus: 'divorced',
      education: 'bachelors',
      occupation: 'business',
      incomeBand: '20-50',
      state: 'Punjab',
      city: 'Ludhiana',
      diet: 'non_vegetarian',
    },
    { firstName: 'Gurpreet' },
  );
  pune = await createMember(
    ctx.app,
    {
      gender: 'male',
      dateOfBirth: BIRTHS.pune.date,
      birthTime: BIRTHS.pune.time,
      birthPlace: BIRTHS.pune.place,
      heightCm: 182,
      religion: 'hindu',
      caste: 'Deshastha Brahmin',
      motherTongue: 'marathi',
      maritalStatus: 'never_married',
      education: 'doctorate',
      occupation: 'medicine',
      incomeBand: '5-10',
      state: 'Maharashtra',
      city: 'Pune',
      diet: 'eggetarian',
      photoVisibility: 'connections',
    },
    { firstName: 'Siddharth' },
  );
  lucknow = await createMember(
    ctx.app,
    {
      gender: 'male',
      dateOfBirth: birthDateForAge(41),
      birthTime: null,
      heightCm: 160,
      religion: 'muslim',
      caste: '',
      motherTongue: 'urdu',
      maritalStatus: 'widowed',
      education: 'professional',
      occupation: 'law',
      incomeBand: '50+',
      state: 'Uttar Pradesh',
      city: 'Lucknow',
      diet: 'non_vegetarian',
    },
    { firstName: 'Imran' },
  );
  otherBride = await createMember(ctx.app, { gender: 'female', city: 'Jaipur' });
  const suspended = await createMember(ctx.app, { gender: 'male' });
  await ctx.app.db
    .update(milanProfiles)
    .set({ suspendedAt: new Date() })
    .where(eq(milanProfiles.customerId, suspended.userId));
  const blockedByViewer = await createMember(ctx.app, { gender: 'male' });
  const blockedTheViewer = await createMember(ctx.app, { gender: 'male' });
  await ctx.app.db.insert(milanBlocks).values([
    { blockerId: viewer.userId, blockedId: blockedByViewer.userId },
    { blockerId: blockedTheViewer.userId, blockedId: viewer.userId },
  ]);
  hidden = [suspended, blockedByViewer, blockedTheViewer];
  await ctx.app.db.insert(milanPhotos).values([
    { customerId: jaipur.userId, image: fakeImage('arjun'), isPrimary: true },
    { customerId: pune.userId, image: fakeImage('siddharth'), isPrimary: true },
  ]);
});
afterAll(async () => ctx.app.close());

interface Page {
  results: ProfileCard[];
  total: number;
  page: number;
  pageSize: number;
}

const search = (who: LoggedIn | null, query: Partial<Record<keyof ProfileSearchQuery, string | number>> = {}) => {
  const url = `/api/users/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  return who ? injectAs(ctx.app, who.token, { method: 'GET', url }) : ctx.app.inject(url);
};
const found = async (who: LoggedIn | null, query: Parameters<typeof search>[1] = {}) => {
  const res = await search(who, query);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const idsOf = (page: Page) => page.results.map((card) => card._id);
const sorted = (ids: string[]) => [...ids].sort();

describe('GET /api/users/search', () => {
  it('shows a member the other gender, never themselves, suspended or blocked profiles, newest first', async () => {
    const page = await found(viewer);
    expect(idsOf(page)).toEqual([lucknow.userId, pune.userId, ludhiana.userId, jaipur.userId]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 12 });
    for (const gone of [viewer, otherBride, ...hidden]) expect(idsOf(page)).not.toContain(gone.userId);
  });

  it('answers cards with first name, age, place, community, height, education, profession and the primary photo only', async () => {
    const page = await found(viewer, { city: 'Jaipur' });
    const card = page.results[0];
    const expectedScore = gunaMilan(moonSign(VIEWER_BIRTH), moonSign(BIRTHS.jaipur)).total;
    expect(card).toEqual({
      _id: jaipur.userId,
      firstName: 'Arjun',
      age: expect.any(Number),
      city: 'Jaipur',
      state: 'Rajasthan',
      religion: 'hindu',
      caste: 'Agarwal',
      heightCm: 175,
      education: 'masters',
      motherTongue: 'hindi',
      occupation: 'software',
      jobTitle: 'Tech lead',
      photo: fakeImage('arjun'),
      photosHidden: false,
      gunaScore: expectedScore,
      boosted: false,
      verified: false,
      lastActive: null,
      shortlisted: false,
    });
    expect(JSON.stringify(page)).not.toMatch(/Gupta|mobile|1994-03-09/);
  });

  it('hides a photo kept for connections until the connection is accepted', async () => {
    const before = (await found(viewer, { city: 'pune' })).results[0];
    expect(before).toMatchObject({ _id: pune.userId, photo: null, photosHidden: true });
    const other = await createMember(ctx.app, { gender: 'female', birthTime: null });
    await insertConnection(ctx.app, pune.userId, other.userId, 'accepted');
    const after = (await found(other, { city: 'pune' })).results[0];
    expect(after).toMatchObject({ photosHidden: false, gunaScore: null });
    // Signed for the viewer (photos/photo-links.ts).
    expect(after?.photo?.src).toContain(`${fakeImage('siddharth').src}?v=${other.userId}&exp=`);
  });

  it.each<[string, Parameters<typeof search>[1], () => Member[]]>([
    ['age range', { ageMin: 29, ageMax: 36 }, () => [jaipur, ludhiana]],
    ['lowest age', { ageMin: 40 }, () => [lucknow]],
    ['height range', { heightMin: 170, heightMax: 190 }, () => [jaipur, pune]],
    ['religion', { religion: 'hindu' }, () => [jaipur, pune]],
    ['caste, in any case', { caste: 'deshastha BRAHMIN' }, () => [pune]],
    ['mother tongue', { motherTongue: 'punjabi' }, () => [ludhiana]],
    ['marital status', { maritalStatus: 'widowed' }, () => [lucknow]],
    ['education', { education: 'doctorate' }, () => [pune]],
    ['occupation', { occupation: 'law' }, () => [lucknow]],
    ['income band', { incomeBand: '20-50' }, () => [ludhiana]],
    ['state', { state: 'Punjab' }, () => [ludhiana]],
    ['city, in any case', { city: 'LUCKNOW' }, () => [lucknow]],
    ['city, typed in Hindi', { city: 'लखनऊ' }, () => [lucknow]],
    ['state, typed in Hindi', { state: 'पंजाब' }, () => [ludhiana]],
    ['diet', { diet: 'non_vegetarian' }, () => [ludhiana, lucknow]],
    ['several filters together', { religion: 'hindu', diet: 'vegetarian', state: 'Rajasthan' }, () => [jaipur]],
    ['a filter nobody matches', { religion: 'parsi' }, () => []],
  ])('narrows by %s', async (_name, query, expected) => {
    const page = await found(viewer, query);
    expect(sorted(idsOf(page))).toEqual(sorted(expected().map((m) => m.userId)));
    expect(page.total).toBe(expected().length);
  });

  it('finds the same gender when asked', async () => {
    const page = await found(viewer, { gender: 'female' });
    expect(idsOf(page)).toContain(otherBride.userId);
    expect(idsOf(page)).not.toContain(viewer.userId);
    expect(page.results.every((card) => card.gunaScore === null)).toBe(true);
  });

  it('pages through the results with page, pageSize and the total', async () => {
    const first = await found(viewer, { pageSize: 3 });
    const second = await found(viewer, { pageSize: 3, page: 2 });
    const third = await found(viewer, { pageSize: 3, page: 3 });
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.results).toHaveLength(3);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(second)).toEqual([jaipur.userId]);
    expect(third).toMatchObject({ results: [], total: 4 }); // past the end: the total still counts
    expect(sorted([...idsOf(first), ...idsOf(second)])).toEqual(
      sorted([jaipur, ludhiana, pune, lucknow].map((m) => m.userId)),
    );
    expect((await search(viewer, { pageSize: 51 })).statusCode).toBe(400);
  });

  it('puts running boosts first', async () => {
    await ctx.app.db
      .update(milanProfiles)
      .set({ boostedUntil: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(milanProfiles.customerId, ludhiana.userId));
    await ctx.app.db
      .update(milanProfiles)
      .set({ boostedUntil: new Date(Date.now() - DAY_MS) })
      .where(eq(milanProfiles.customerId, jaipur.userId));
    try {
      const page = await found(viewer);
      expect(idsOf(page)).toEqual([ludhiana.userId, lucknow.userId, pune.userId, jaipur.userId]);
      expect(page.results.map((card) => card.boosted)).toEqual([true, false, false, false]);
    } finally {
      await ctx.app.db.update(milanProfiles).set({ boostedUntil: null });
    }
  });

  it('sorts by kundli match: highest guna score first, profiles without birth details last', async () => {
    const page = await found(viewer, { sort: 'match' });
    const scores = {
      [jaipur.userId]: gunaMilan(moonSign(VIEWER_BIRTH), moonSign(BIRTHS.jaipur)).total,
      [pune.userId]: gunaMilan(moonSign(VIEWER_BIRTH), moonSign(BIRTHS.pune)).total,
    };
    expect(scores[jaipur.userId]).not.toBe(scores[pune.userId]);
    const scored = [jaipur.userId, pune.userId].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    expect(idsOf(page).slice(0, 2)).toEqual(scored);
    expect(page.results.map((card) => card.gunaScore)).toEqual([
      scores[scored[0] ?? ''],
      scores[scored[1] ?? ''],
      null,
      null,
    ]);
    // A groom sees the same score with the same bride.
    const groomSees = (await found(jaipur, { sort: 'match', city: 'Jaipur' })).results;
    expect(groomSees.find((card) => card._id === viewer.userId)?.gunaScore).toBe(scores[jaipur.userId]);
  });

  it('keeps match scores fresh: a saved birth detail moves a groom, and the viewer’s own changes every score', async () => {
    const viewerMoon = moonSign(VIEWER_BIRTH);
    const score = (birth: { date: string; time: string; place: 'delhi' | 'jaipur' | 'pune' }, bride = viewerMoon) =>
      gunaMilan(bride, moonSign(birth)).total;
    // A groom born at noon in Delhi on one of 28 days: the Moon passes every nakshatra.
    const births = Array.from({ length: 28 }, (_, day) => ({
      date: `1995-02-${String(day + 1).padStart(2, '0')}`,
      time: '12:00',
      place: 'delhi' as const,
    }));
    const best = births.reduce((a, b) => (score(b) > score(a) ? b : a));
    const worst = births.reduce((a, b) => (score(b) < score(a) ? b : a));
    expect(score(best)).toBeGreaterThan(Math.max(score(BIRTHS.jaipur), score(BIRTHS.pune)));
    const groomFields = (birth: { date: string; time: string | null; place: 'delhi' }) =>
      profileFields({
        gender: 'male',
        dateOfBirth: birth.date,
        birthTime: birth.time,
        birthPlace: birth.place,
        city: 'Kota',
      });
    const groom = await createMember(ctx.app, { ...groomFields(worst) });
    const save = async (who: Member, matrimony: ReturnType<typeof profileFields>) =>
      expect((await putUser(ctx.app, who, who.userId, { ...customerDetails(), matrimony })).statusCode).toBe(200);
    const matchPage = async () => {
      const page = await found(viewer, { sort: 'match' });
      return {
        ids: idsOf(page),
        total: page.total,
        scoreOf: (m: Member) => page.results.find((c) => c._id === m.userId)?.gunaScore,
      };
    };
    /** The scored grooms best first; equal scores newest first (the groom, then Pune, then Jaipur). */
    const expectedScored = (groomScore: number) =>
      [
        { id: groom.userId, points: groomScore },
        { id: pune.userId, points: score(BIRTHS.pune) },
        { id: jaipur.userId, points: score(BIRTHS.jaipur) },
      ]
        .sort((a, b) => b.points - a.points)
        .map((row) => row.id);
    try {
      let seen = await matchPage();
      expect(seen.ids.slice(0, 3)).toEqual(expectedScored(score(worst)));
      expect(seen.scoreOf(groom)).toBe(score(worst));

      await save(groom, groomFields(best));
      seen = await matchPage();
      expect(seen.ids.slice(0, 3)).toEqual(expectedScored(score(best)));
      expect(seen.ids[0]).toBe(groom.userId);
      expect(seen.scoreOf(groom)).toBe(score(best));

      // Without a birth time he has no moon sign: unscored, the newest of the unscored, the total the same.
      await save(groom, groomFields({ ...best, time: null }));
      seen = await matchPage();
      expect(seen.scoreOf(groom)).toBeNull();
      expect(seen.ids[2]).toBe(groom.userId);
      expect(seen.total).toBe(5);

      // The viewer's own new birth time re-scores everyone she sees.
      const newBirth = { ...VIEWER_BIRTH, time: '02:05' } as const;
      const fields = { gender: 'female', dateOfBirth: VIEWER_BIRTH.date, birthPlace: VIEWER_BIRTH.place } as const;
      expect([score(BIRTHS.jaipur, moonSign(newBirth)), score(BIRTHS.pune, moonSign(newBirth))]).not.toEqual([
        score(BIRTHS.jaipur),
        score(BIRTHS.pune),
      ]);
      await save(viewer, profileFields({ ...fields, birthTime: newBirth.time }));
      try {
        seen = await matchPage();
        expect(seen.scoreOf(jaipur)).toBe(score(BIRTHS.jaipur, moonSign(newBirth)));
        expect(seen.scoreOf(pune)).toBe(score(BIRTHS.pune, moonSign(newBirth)));
      } finally {
        await save(viewer, profileFields({ ...fields, birthTime: VIEWER_BIRTH.time }));
      }
    } finally {
      await ctx.app.db
        .update(milanProfiles)
        .set({ suspendedAt: new Date() })
        .where(eq(milanProfiles.customerId, groom.userId));
    }
  });

  it('pages the match sort as one long page would, with the total on every page and past the end', async () => {
    const all = idsOf(await found(viewer, { sort: 'match' }));
    const paged: string[] = [];
    for (let page = 1; page <= all.length; page += 1) {
      const one = await found(viewer, { sort: 'match', pageSize: 1, page });
      expect(one.total).toBe(all.length);
      paged.push(...idsOf(one));
    }
    expect(paged).toEqual(all);
    const past = await found(viewer, { sort: 'match', pageSize: 1, page: all.length + 1 });
    expect(past).toMatchObject({ results: [], total: all.length });
  });

  it('refuses the match sort without the viewer’s birth details or login (400)', async () => {
    const res = await search(ludhiana, { sort: 'match' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MATCH_SORT_BIRTH_MESSAGE);
    const noProfile = await loginAs(ctx.app);
    expect((await search(noProfile, { sort: 'match' })).json().message).toBe(MATCH_SORT_BIRTH_MESSAGE);
    const visitor = await search(null, { sort: 'match' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toBe(MATCH_SORT_LOGIN_MESSAGE);
  });

  it('checks currentUserId against the signed-in member (403 for another, 401 for a visitor)', async () => {
    expect((await found(viewer, { currentUserId: viewer.userId })).total).toBe(4);
    const other = await search(viewer, { currentUserId: jaipur.userId });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.forbidden);
    expect((await search(null, { currentUserId: viewer.userId })).statusCode).toBe(401);
  });

  it('shows visitors both genders without scores, and refuses bad filters (400)', async () => {
    const page = await found(null, { pageSize: 50 });
    expect(page.total).toBe(page.results.length);
    expect(idsOf(page)).toEqual(expect.arrayContaining([viewer.userId, otherBride.userId, jaipur.userId]));
    expect(idsOf(page)).not.toContain(hidden[0]?.userId);
    expect(page.results.every((card) => card.gunaScore === null)).toBe(true);
    expect((await search(null, { ageMin: 40, ageMax: 30 })).statusCode).toBe(400);
    expect((await search(null, { religion: 'klingon' })).statusCode).toBe(400);
  });
});

describe('latestBirthDate', () => {
  it('turns an age into the latest date of birth, 29 February included', () => {
    expect(latestBirthDate(30, new Date('2026-06-15T12:00:00Z'))).toBe('1996-06-15');
    expect(latestBirthDate(18, new Date('2024-02-29T12:00:00Z'))).toBe('2006-02-28');
  });
});

describe('GET /api/users/featured', () => {
  const featured = async (who: LoggedIn | null) => {
    const res = who
      ? await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/users/featured' })
      : await ctx.app.inject('/api/users/featured');
    expect(res.statusCode).toBe(200);
    return res.json<{ success: true; results: ProfileCard[] }>().results;
  };

  it('lists up to 8 profiles with a public primary photo, boosted first, then the newest', async () => {
    expect((await featured(null)).map((card) => card._id)).toEqual([jaipur.userId]);
    const more: Member[] = [];
    for (let i = 0; i < 9; i += 1) more.push(await createMember(ctx.app, { gender: i % 2 ? 'male' : 'female' }));
    await ctx.app.db
      .insert(milanPhotos)
      .values(more.map((m, i) => ({ customerId: m.userId, image: fakeImage(`more-${i}`), isPrimary: true })));
    await ctx.app.db
      .update(milanProfiles)
      .set({ boostedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(milanProfiles.customerId, jaipur.userId));

    const visitor = await featured(null);
    expect(visitor).toHaveLength(8);
    expect(visitor[0]).toMatchObject({ _id: jaipur.userId, boosted: true, photo: fakeImage('arjun') });
    expect(visitor.slice(1).map((card) => card._id)).toEqual(
      more
        .slice(2)
        .reverse()
        .map((m) => m.userId),
    );
    expect(visitor.map((card) => card._id)).not.toContain(pune.userId);

    // A member sees the other gender only, never anyone blocked.
    const forViewer = await featured(viewer);
    expect(forViewer.every((card) => card._id !== viewer.userId)).toBe(true);
    const grooms = more.filter((m) => m.gender === 'male').map((m) => m.userId);
    expect(sorted(forViewer.map((card) => card._id))).toEqual(sorted([jaipur.userId, ...grooms]));
    expect(forViewer[0]?.gunaScore).toBe(gunaMilan(moonSign(VIEWER_BIRTH), moonSign(BIRTHS.jaipur)).total);
  });
});

describe('the total of a search (kept in memory per filter set)', () => {
  it('counts a profile saved or suspended after the same search was answered', async () => {
    // Brides: the page is never empty, so its total comes from the kept count.
    const brides = { gender: 'female' } as const;
    const before = (await found(null, brides)).total;
    const newcomer = await createMember(ctx.app, { gender: 'female', state: 'Uttar Pradesh', city: 'Varanasi' });
    const after = await found(null, brides);
    expect(after.total).toBe(before + 1);
    expect(idsOf(after)).toContain(newcomer.userId);

    const admin = await loginAdmin(ctx.app, ['milan-safety']);
    const suspend = await requestAs(ctx.app, admin, 'PATCH', `/api/admin/milan/profiles/${newcomer.userId}/status`, {
      status: 'suspended',
      reason: 'Fake photos',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await found(null, brides)).total).toBe(before);
    await requestAs(ctx.app, admin, 'PATCH', `/api/admin/milan/profiles/${newcomer.userId}/status`, {
      status: 'active',
    });
    expect((await found(null, brides)).total).toBe(before + 1);
  });

  it('never answers a total below the matches its page shows, even from a count kept across an unannounced write', async () => {
    const kerala = { gender: 'female', state: 'Kerala' } as const;
    await createMember(ctx.app, { gender: 'female', state: 'Kerala', city: 'Kochi' });
    const later = await createMember(ctx.app, { gender: 'female', state: 'Kerala', city: 'Thrissur' });
    // Written straight to the table, with no forget: what a lost invalidation message would leave behind.
    const setSuspended = (at: Date | null) =>
      ctx.app.db.update(milanProfiles).set({ suspendedAt: at }).where(eq(milanProfiles.customerId, later.userId));
    await setSuspended(new Date());
    expect((await found(null, kerala)).total).toBe(1);
    await setSuspended(null);
    const after = await found(null, kerala);
    expect(idsOf(after)).toContain(later.userId);
    expect(after.total).toBe(2);
  });

  it('takes out, for each viewer, themself and whoever is blocked either way', async () => {
    const grooms = { gender: 'male' } as const;
    const everyone = (await found(null, grooms)).total;
    // The same filter set as the visitor's: the viewer misses the two blocked grooms (the suspended one nobody sees).
    expect((await found(viewer, grooms)).total).toBe(everyone - 2);
  });
});
