/**
 * The daily new-matches e-mail (issue 22): one e-mail an India day to each
 * member with a profile, a verified e-mail and the e-mail left on, listing at
 * most 5 new strict mutual matches; GET/PUT /api/users/me/match-emails.
 * Through HTTP and the dev outbox, the pass run directly with a given `now`.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, translateMessage, type MatchEmailsResponse, type OutboxItem } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { birthDateForAge, createMember, createMilanTestApp, DAY_MS, type Member } from '../../../test/milan.js';
import { linkToken } from '../../../test/password.js';
import { ProviderError, type EmailProvider } from '../../../providers/types.js';
import { sendMatchDigests } from '../service.js';
import { milanProfiles } from '../tables.js';

let ctx: TestContext;
let start: Date;
const brides = {} as Record<'main' | 'optedOut' | 'unverified' | 'suspended' | 'later', Member & { email: string }>;
const grooms: Member[] = [];
const quiet = { info: () => {}, error: () => {} };
let n = 0;

/** A bride of 29 looking for a Hindu vegetarian of 27–33, with `email` (verified unless told). */
async function bride(verified = true) {
  const email = `bride.${++n}.${Date.now()}@example.in`;
  const member = await createMember(
    ctx.app,
    {
      gender: 'female',
      dateOfBirth: birthDateForAge(29),
      partnerPreferences: { ageMin: 27, ageMax: 33, religions: ['hindu'], diets: ['vegetarian'] },
    },
    { firstName: 'Ananya', lastName: 'Sharma', email },
  );
  if (verified) {
    const token = await linkToken(ctx.app, email, 'verify-email');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...member, email };
}

const groom = (age: number, fields: Parameters<typeof createMember>[1] = {}, firstName = `Groom${++n}`) =>
  createMember(
    ctx.app,
    { gender: 'male', dateOfBirth: birthDateForAge(age), heightCm: 175, jobTitle: 'Civil engineer', ...fields },
    { firstName, lastName: 'Surnameless' },
  );

const run = (now: Date, email: EmailProvider = ctx.app.providers.email) =>
  sendMatchDigests(ctx.app.db, email, ctx.app.photoLinks, ctx.config.publicUrl, quiet, now);

/** The new-matches e-mails in the dev outbox for `to`, newest first. */
async function digestsTo(to: string): Promise<OutboxItem[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  return res.json<{ data: OutboxItem[] }>().data.filter((item) => item.subject?.includes('for you on Milan Sathi'));
}

const setting = (who: LoggedIn, method: 'GET' | 'PUT', payload?: object) =>
  injectAs(ctx.app, who.token, { method, url: '/api/users/me/match-emails', ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createMilanTestApp();
  brides.main = await bride();
  brides.optedOut = await bride();
  brides.unverified = await bride(false);
  brides.suspended = await bride();
  await ctx.app.db
    .update(milanProfiles)
    .set({ suspendedAt: new Date() })
    .where(eq(milanProfiles.customerId, brides.suspended.userId));
  // Six grooms who fit her both ways (one without birth details: no guna score), one who does not (Sikh).
  for (const age of [28, 29, 30, 31, 32]) grooms.push(await groom(age));
  grooms.push(await groom(33, { birthTime: null, birthPlace: null }, 'Vikram'));
  await groom(30, { religion: 'sikh', motherTongue: 'punjabi' }, 'Harpreet');
  const off = await setting(brides.optedOut, 'PUT', { enabled: false });
  expect(off.statusCode, off.body).toBe(200);
  start = new Date();
});

afterAll(async () => ctx.app.close());

describe('the daily new-matches e-mail', () => {
  it('leaves a member the provider refused for the next pass', async () => {
    const refusing: EmailProvider = {
      name: 'smtp',
      send: () => Promise.reject(new ProviderError('The e-mail could not be sent', 'smtp')),
    };
    expect(await run(start, refusing)).toEqual({ claimed: 1, sent: 0, failed: 1 });
    expect(await digestsTo(brides.main.email)).toEqual([]);
  });

  it('sends one e-mail with at most 5 new matches, once, even when two passes run at the same time', async () => {
    const [first, second] = await Promise.all([run(start), run(start)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    const [mail, ...more] = await digestsTo(brides.main.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('6 new matches for you on Milan Sathi');
    const body = mail?.body ?? '';
    expect(body).toContain('Namaste Ananya,');
    expect(body.match(/View profile: /g)).toHaveLength(5);
    expect(body).toContain('And 1 more.');
    // Best fit first: the guna-scored grooms before Vikram, who has no birth details, so he is the one left out.
    expect(body).not.toContain('Vikram');
    expect(body).not.toContain('Harpreet');
    expect(body).toContain('Civil engineer');
    expect(body).toContain('Matches 3 of your 3 preferences · ');
    expect(body).toMatch(/\d+(\.\d+)?\/36 guna/);
    expect(body).toMatch(/Groom\d+, 3\d, Jaipur|Groom\d+, 2\d, Jaipur/);
    for (const g of grooms.slice(0, 5)) {
      expect(body).toContain(`${ctx.config.publicUrl}/milan-sathi/search/profile/${g.userId}`);
      expect(body).not.toContain(g.mobile);
    }
    expect(body).toContain(`See all your matches: ${ctx.config.publicUrl}/dashboard/matches`);
    expect(body).toContain(`Milan Sathi dashboard: ${ctx.config.publicUrl}/dashboard`);
    expect(body).not.toContain('Surnameless');
  });

  it('sends nothing to a member who turned it off, whose e-mail is not verified or who is suspended', async () => {
    expect(await digestsTo(brides.optedOut.email)).toEqual([]);
    expect(await digestsTo(brides.unverified.email)).toEqual([]);
    expect(await digestsTo(brides.suspended.email)).toEqual([]);
    const got = await setting(brides.optedOut, 'GET');
    expect(got.json<MatchEmailsResponse>()).toEqual({ success: true, enabled: false, emailVerified: true });
    const unverified = await setting(brides.unverified, 'GET');
    expect(unverified.json<MatchEmailsResponse>()).toMatchObject({ enabled: true, emailVerified: false });
  });

  it('sends nothing more the same India day', async () => {
    expect(await run(new Date(start.getTime() + 60 * 1000))).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(await digestsTo(brides.main.email)).toHaveLength(1);
  });

  it('the next day, sends the profiles created since the last e-mail, and to a member who turned it back on', async () => {
    const newcomer = await groom(30, {}, 'Arjun');
    brides.later = await bride();
    const on = await setting(brides.optedOut, 'PUT', { enabled: true });
    expect(on.json<MatchEmailsResponse>()).toEqual({
      success: true,
      message: MESSAGES.matchEmailsOn,
      enabled: true,
      emailVerified: true,
    });
    const pass = await run(new Date(start.getTime() + DAY_MS));
    expect(pass.sent).toBe(3);
    const [mail] = await digestsTo(brides.main.email);
    expect(mail?.subject).toBe('A new match for you on Milan Sathi');
    expect(mail?.body).toContain(`/milan-sathi/search/profile/${newcomer.userId}`);
    expect(mail?.body).toContain('Arjun, 30, Jaipur');
    expect(await digestsTo(brides.main.email)).toHaveLength(2);
    expect(await digestsTo(brides.optedOut.email)).toHaveLength(1);
  });

  it('sends nothing the day after, when no profile is new', async () => {
    expect((await run(new Date(start.getTime() + 2 * DAY_MS))).sent).toBe(0);
    expect(await digestsTo(brides.main.email)).toHaveLength(2);
  });
});

describe('PUT /api/users/me/match-emails', () => {
  it('turns the e-mail off with the catalogue message, and needs a profile, a login and a boolean', async () => {
    const res = await setting(brides.later, 'PUT', { enabled: false });
    expect(res.json<MatchEmailsResponse>()).toEqual({
      success: true,
      message: MESSAGES.matchEmailsOff,
      enabled: false,
      emailVerified: true,
    });
    expect((await setting(brides.later, 'PUT', { enabled: 'no' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/users/me/match-emails', payload: { enabled: true } }))
        .statusCode,
    ).toBe(401);
    const newcomer = await loginAs(ctx.app);
    expect((await setting(newcomer, 'GET')).statusCode).toBe(404);
  });
});

describe('the e-mail in Hindi (issue 22 with issue 21)', () => {
  it('is written in the language the member set it in', async () => {
    const hindi = await bride();
    const on = await injectAs(ctx.app, hindi.token, {
      method: 'PUT',
      url: '/api/users/me/match-emails',
      headers: { 'accept-language': 'hi' },
      payload: { enabled: true },
    });
    expect(on.json<MatchEmailsResponse>().message).toBe(translateMessage(MESSAGES.matchEmailsOn, 'hi'));

    // A minute from now: the grooms of the last day are new to her; the others were all written to today or later.
    expect((await run(new Date(Date.now() + 60 * 1000))).sent).toBe(1);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to: hindi.email } });
    const [mail] = res.json<{ data: OutboxItem[] }>().data;
    expect(mail?.subject).toMatch(/^मिलन साथी पर आपके लिए \d+ नए मैच$/);
    const body = mail?.body ?? '';
    expect(body).toContain('नमस्ते Ananya,');
    expect(body).toContain('नए सदस्य आपकी पसंद से मेल खाते हैं, और आप उनकी पसंद से:');
    expect(body.match(/प्रोफ़ाइल देखें: /g)).toHaveLength(5);
    expect(body).toMatch(/, \d\d, जयपुर/);
    expect(body).toContain('आपकी 3 में से 3 पसंद से मेल');
    expect(body).toMatch(/\/36 गुण/);
    expect(body).toContain(`अपने सभी मैच देखें: ${ctx.config.publicUrl}/dashboard/matches`);
    expect(body).not.toContain('View profile');
  });
});
