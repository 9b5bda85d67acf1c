/**
 * "As suggested for me" (issue 22 defect): a member's search with
 * `preferences=mine` shows only profiles their stated partner preferences
 * allow; a filter the member sets replaces that one preference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileSearchResponse } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { birthDateForAge, createMember, createMilanTestApp, type Member } from '../../../test/milan.js';

let ctx: TestContext;
let bride: Member;
let westBride: Member;
const grooms: Record<'fit' | 'older' | 'sikh' | 'eggetarian' | 'pune', Member> = {} as never;

const groom = (age: number, fields: Parameters<typeof createMember>[1] = {}) =>
  createMember(ctx.app, {
    gender: 'male',
    dateOfBirth: birthDateForAge(age),
    religion: 'hindu',
    diet: 'vegetarian',
    state: 'Rajasthan',
    city: 'Jaipur',
    ...fields,
  });

beforeAll(async () => {
  ctx = await createMilanTestApp();
  bride = await createMember(ctx.app, {
    gender: 'female',
    dateOfBirth: birthDateForAge(29),
    partnerPreferences: {
      ageMin: 27,
      ageMax: 33,
      religions: ['hindu'],
      diets: ['vegetarian'],
    },
  });
  westBride = await createMember(ctx.app, {
    gender: 'female',
    partnerPreferences: { ageMin: 21, ageMax: 50, states: ['महाराष्ट्र'] },
  });
  grooms.fit = await groom(30);
  grooms.older = await groom(44);
  grooms.sikh = await groom(30, { religion: 'sikh', motherTongue: 'punjabi', state: 'Punjab', city: 'Ludhiana' });
  grooms.eggetarian = await groom(31, { diet: 'eggetarian' });
  grooms.pune = await groom(28, { state: 'Maharashtra', city: 'Pune', motherTongue: 'marathi' });
});

afterAll(async () => ctx.app.close());

const search = async (who: LoggedIn | null, query: Record<string, string> = {}) => {
  const url = `/api/users/search?${new URLSearchParams(query)}`;
  const res = who ? await injectAs(ctx.app, who.token, { method: 'GET', url }) : await ctx.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfileSearchResponse>();
};
const ids = (page: ProfileSearchResponse) => page.results.map((card) => card._id).sort();
const idsOf = (...members: Member[]) => members.map((member) => member.userId).sort();

describe('GET /api/users/search?preferences=mine', () => {
  it('shows only the grooms the bride’s age, religion and diet preferences allow', async () => {
    const page = await search(bride, { preferences: 'mine' });
    expect(ids(page)).toEqual(idsOf(grooms.fit, grooms.pune));
    expect(page.total).toBe(2);
    expect(page.preferencesApplied).toBe(true);
  });

  it('shows everyone without it', async () => {
    const page = await search(bride);
    expect(ids(page)).toEqual(idsOf(...Object.values(grooms)));
    expect(page.preferencesApplied).toBe(false);
  });

  it('lets a filter the member sets replace that preference, keeping the others', async () => {
    expect(ids(await search(bride, { preferences: 'mine', religion: 'sikh' }))).toEqual(idsOf(grooms.sikh));
    expect(ids(await search(bride, { preferences: 'mine', ageMax: '50' }))).toEqual(
      idsOf(grooms.fit, grooms.older, grooms.pune),
    );
  });

  it('matches a state preference saved in Hindi with the English state', async () => {
    expect(ids(await search(westBride, { preferences: 'mine' }))).toEqual(idsOf(grooms.pune));
  });

  it('has nothing to apply for a visitor', async () => {
    const page = await search(null, { preferences: 'mine', gender: 'male' });
    expect(page.preferencesApplied).toBe(false);
    expect(page.total).toBe(5);
  });
});
