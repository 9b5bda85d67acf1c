/**
 * Mangal dosha through HTTP (issue 22): worked out when a profile is saved,
 * shown on the kundli match of GET /api/users/:id, and the search filter
 * `manglik=yes|no` on GET /api/users/search. The birth charts were checked
 * with the kundli engine (kundli/manglik.test.ts): Jaipur, IST.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSearchResponse, ProfileView } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import {
  createMember,
  createMilanTestApp,
  putUser,
  customerDetails,
  profileFields,
  type Member,
} from '../../../test/milan.js';
import { milanProfiles } from '../tables.js';

/** Lagna Libra, Mars in Libra: house 1, Manglik. */
const MANGLIK = { dateOfBirth: '1997-08-15', birthTime: '12:00', birthPlace: 'jaipur' } as const;
/** Lagna Leo, Mars in Libra: house 3, not Manglik. */
const NOT_MANGLIK = { dateOfBirth: '1997-08-15', birthTime: '08:00', birthPlace: 'jaipur' } as const;
/** Lagna Capricorn, Mars in Aries (its own sign) in house 4: cancelled, not Manglik. */
const CANCELLED = { dateOfBirth: '1996-05-10', birthTime: '00:00', birthPlace: 'jaipur' } as const;
/** No birth time: unknown. */
const UNKNOWN = { dateOfBirth: '1996-05-10', birthTime: null, birthPlace: null } as const;

let ctx: TestContext;
let manglikBride: Member;
let plainBride: Member;
const grooms = {} as Record<'manglik' | 'plain' | 'cancelled' | 'unknown', Member>;

beforeAll(async () => {
  ctx = await createMilanTestApp();
  manglikBride = await createMember(ctx.app, { gender: 'female', ...MANGLIK });
  plainBride = await createMember(ctx.app, { gender: 'female', ...NOT_MANGLIK });
  grooms.manglik = await createMember(ctx.app, { gender: 'male', ...MANGLIK });
  grooms.plain = await createMember(ctx.app, { gender: 'male', ...NOT_MANGLIK });
  grooms.cancelled = await createMember(ctx.app, { gender: 'male', ...CANCELLED });
  grooms.unknown = await createMember(ctx.app, { gender: 'male', ...UNKNOWN });
});

afterAll(async () => ctx.app.close());

/** The stored `manglik` of a member (or of an id). */
const manglikOf = async (member: Member | string) => {
  const id = typeof member === 'string' ? member : member.userId;
  const [row] = await ctx.app.db
    .select({ manglik: milanProfiles.manglik })
    .from(milanProfiles)
    .where(eq(milanProfiles.customerId, id));
  return row?.manglik;
};

const search = async (who: LoggedIn | null, query: Record<string, string> = {}) => {
  const url = `/api/users/search?${new URLSearchParams({ gender: 'male', preferences: 'everyone', ...query })}`;
  const res = who ? await injectAs(ctx.app, who.token, { method: 'GET', url }) : await ctx.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfileSearchResponse>();
};
const ids = (page: ProfileSearchResponse) => page.results.map((card) => card._id).sort();
const idsOf = (...members: Member[]) => members.map((member) => member.userId).sort();

const kundliOf = async (viewer: Member, profile: Member) => {
  const res = await injectAs(ctx.app, viewer.token, { method: 'GET', url: `/api/users/${profile.userId}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: ProfileView }>().user.kundli;
};

describe('Manglik on save', () => {
  it('stores true, false (also when cancelled by Mars in its own sign) and null without birth time', async () => {
    expect(await manglikOf(grooms.manglik)).toBe(true);
    expect(await manglikOf(grooms.plain)).toBe(false);
    expect(await manglikOf(grooms.cancelled)).toBe(false);
    expect(await manglikOf(grooms.unknown)).toBeNull();
  });

  it('is worked out again when the birth details change', async () => {
    const member = await createMember(ctx.app, { gender: 'male', ...NOT_MANGLIK });
    expect(await manglikOf(member)).toBe(false);
    const res = await putUser(ctx.app, member, member.userId, {
      ...customerDetails(),
      matrimony: profileFields({ gender: 'male', ...MANGLIK }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await manglikOf(member)).toBe(true);
  });
});

describe('Manglik on the kundli match (GET /api/users/:id)', () => {
  it('cancels when both are Manglik', async () => {
    expect((await kundliOf(manglikBride, grooms.manglik))?.manglik).toEqual({
      mine: true,
      theirs: true,
      cancelled: true,
      verdict: 'both_manglik',
    });
  });

  it('is a dosha when one is Manglik, either way round', async () => {
    expect((await kundliOf(manglikBride, grooms.plain))?.manglik).toEqual({
      mine: true,
      theirs: false,
      cancelled: false,
      verdict: 'dosha',
    });
    expect((await kundliOf(grooms.manglik, plainBride))?.manglik).toMatchObject({
      mine: true,
      theirs: false,
      verdict: 'dosha',
    });
  });

  it('has no dosha when neither is, a cancelled Mars included', async () => {
    expect((await kundliOf(plainBride, grooms.cancelled))?.manglik).toMatchObject({
      mine: false,
      theirs: false,
      verdict: 'no_dosha',
    });
  });

  it('is unknown for a profile saved before Manglik was worked out (null in the column)', async () => {
    const member = await createMember(ctx.app, { gender: 'male', ...NOT_MANGLIK });
    await ctx.app.db.update(milanProfiles).set({ manglik: null }).where(eq(milanProfiles.customerId, member.userId));
    const kundli = await kundliOf(plainBride, member);
    expect(kundli?.total).toEqual(expect.any(Number));
    expect(kundli?.manglik).toEqual({ mine: false, theirs: null, cancelled: false, verdict: 'unknown' });
  });

  it('is not a field of the profile itself', async () => {
    const res = await injectAs(ctx.app, plainBride.token, {
      method: 'GET',
      url: `/api/users/${grooms.manglik.userId}`,
    });
    expect(res.json<{ user: ProfileView }>().user).not.toHaveProperty('manglik');
  });
});

describe('GET /api/users/search?manglik=', () => {
  it('yes: Manglik profiles only', async () => {
    const page = await search(plainBride, { manglik: 'yes' });
    expect(ids(page)).toContain(grooms.manglik.userId);
    for (const other of [grooms.plain, grooms.cancelled, grooms.unknown]) expect(ids(page)).not.toContain(other.userId);
    for (const card of page.results) expect(await manglikOf(card._id)).toBe(true);
  });

  it('no: profiles known not to be Manglik (a cancelled Mars included, unknown left out)', async () => {
    const page = await search(null, { manglik: 'no' });
    expect(ids(page)).toEqual(expect.arrayContaining(idsOf(grooms.plain, grooms.cancelled)));
    expect(ids(page)).not.toContain(grooms.manglik.userId);
    expect(ids(page)).not.toContain(grooms.unknown.userId);
    for (const card of page.results) expect(await manglikOf(card._id)).toBe(false);
  });

  it('without it: every profile; an unknown status is in neither total', async () => {
    const all = await search(plainBride);
    const yes = await search(plainBride, { manglik: 'yes' });
    const no = await search(plainBride, { manglik: 'no' });
    expect(ids(all)).toEqual(expect.arrayContaining(idsOf(grooms.manglik, grooms.plain, grooms.unknown)));
    const unknown = all.results.filter((card) => card._id === grooms.unknown.userId).length;
    expect(unknown).toBe(1);
    expect(yes.total + no.total).toBeLessThanOrEqual(all.total - unknown);
    expect(yes.total).toBeGreaterThan(0);
    expect(no.total).toBeGreaterThan(0);
  });

  it('refuses another value (400)', async () => {
    const res = await ctx.app.inject('/api/users/search?manglik=maybe');
    expect(res.statusCode).toBe(400);
  });
});
