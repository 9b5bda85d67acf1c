import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileView } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { fakeImage } from '../../../test/media.js';
import { gunaMilan, manglikAtBirth, manglikMatch, moonSign } from '../kundli/index.js';
import { milanContactViews, milanPhotos, milanProfiles } from '../tables.js';
import {
  createMember,
  createMilanTestApp,
  insertConnection,
  insertPaidMembership,
  type Member,
} from '../../../test/milan.js';

let ctx: TestContext;
let bride: Member;
let groom: Member;
beforeAll(async () => {
  ctx = await createMilanTestApp();
  bride = await createMember(ctx.app, {
    gender: 'female',
    dateOfBirth: '1997-08-15',
    birthTime: '06:45',
    birthPlace: 'varanasi',
  });
  groom = await createMember(
    ctx.app,
    { gender: 'male', dateOfBirth: '1993-01-26', birthTime: '21:10', birthPlace: 'lucknow', city: 'Lucknow' },
    { firstName: 'Rahul', lastName: 'Srivastava' },
  );
});
afterAll(async () => ctx.app.close());

const view = (who: LoggedIn | null, id: string) =>
  who ? injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${id}` }) : ctx.app.inject(`/api/users/${id}`);
const userOf = async (who: LoggedIn | null, id: string) => {
  const res = await view(who, id);
  expect(res.statusCode).toBe(200);
  return res.json<{ user: ProfileView }>().user;
};
const revealsBy = async (viewerId: string) =>
  (await ctx.app.db.select({ n: count() }).from(milanContactViews).where(eq(milanContactViews.viewerId, viewerId)))[0]
    ?.n;

describe('GET /api/users/:id for another person', () => {
  it('shows a visitor the profile without surname, birth data, contact or kundli', async () => {
    const user = await userOf(null, groom.userId);
    const moon = moonSign({ date: '1993-01-26', time: '21:10', place: 'lucknow' });
    expect(user).toMatchObject({
      _id: groom.userId,
      own: false,
      firstName: 'Rahul',
      lastName: 'S.',
      gender: 'male',
      city: 'Lucknow',
      dateOfBirth: null,
      birthTime: null,
      birthPlace: null,
      rashi: moon.rashi,
      nakshatra: moon.nakshatra,
      kundli: null,
      kundliMissing: 'login',
      contact: null,
      contactLock: 'login',
      connection: 'none',
      completeness: null,
    });
    expect(user.age).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(user)).not.toContain(groom.mobile);
    expect(JSON.stringify(user)).not.toContain('1993-01-26');
    expect(user).not.toHaveProperty('moonSignKey'); // search's index key, not a profile field
  });

  it('gives a member the guna milan with the woman as the bride, both ways round', async () => {
    const brideMoon = moonSign({ date: '1997-08-15', time: '06:45', place: 'varanasi' });
    const groomMoon = moonSign({ date: '1993-01-26', time: '21:10', place: 'lucknow' });
    const expected = gunaMilan(brideMoon, groomMoon);
    const seenByBride = await userOf(bride, groom.userId);
    const brideManglik = manglikAtBirth({ date: '1997-08-15', time: '06:45', place: 'varanasi' }).manglik;
    const groomManglik = manglikAtBirth({ date: '1993-01-26', time: '21:10', place: 'lucknow' }).manglik;
    expect(seenByBride.kundli).toEqual({
      total: expected.total,
      max: 36,
      kootas: expected.kootas,
      manglik: manglikMatch(brideManglik, groomManglik),
    });
    expect(seenByBride.kundliMissing).toBeNull();
    expect(seenByBride.kundli?.kootas.map((k) => k.key)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'grahaMaitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    const seenByGroom = await userOf(groom, bride.userId);
    expect(seenByGroom.kundli?.total).toBe(expected.total);
  });

  it('says why the kundli is missing instead of failing', async () => {
    const otherBride = await createMember(ctx.app, { gender: 'female' });
    expect((await userOf(otherBride, bride.userId)).kundliMissing).toBe('same_gender');

    const noBirthTime = await createMember(ctx.app, { gender: 'male', birthTime: null });
    expect((await userOf(noBirthTime, bride.userId)).kundliMissing).toBe('viewer_incomplete');
    expect((await userOf(bride, noBirthTime.userId)).kundliMissing).toBe('profile_incomplete');

    const noProfile = await loginAs(ctx.app);
    const user = await userOf(noProfile, bride.userId);
    expect(user).toMatchObject({ kundli: null, kundliMissing: 'viewer_incomplete', contactLock: 'membership' });
  });

  it('answers 404 for an unknown id and a suspended profile, and the owner still sees their own', async () => {
    const unknown = await view(bride, 'ffffffffffffffffffffffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.profileNotFound);

    const suspended = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, suspended.userId));
    expect((await view(bride, suspended.userId)).statusCode).toBe(404);
    expect((await view(null, suspended.userId)).statusCode).toBe(404);
    expect((await userOf(suspended, suspended.userId)).own).toBe(true);
  });

  it('answers 401 to a token that is not live', async () => {
    const res = await injectAs(ctx.app, 'not-a-token', { method: 'GET', url: `/api/users/${groom.userId}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('the connection state', () => {
  it('reads sent, received, accepted and declined from the interests', async () => {
    const a = await createMember(ctx.app, { gender: 'female' });
    const b = await createMember(ctx.app, { gender: 'male' });
    const c = await createMember(ctx.app, { gender: 'male' });
    await insertConnection(ctx.app, a.userId, b.userId, 'pending');
    expect((await userOf(a, b.userId)).connection).toBe('sent');
    expect((await userOf(b, a.userId)).connection).toBe('received');
    await insertConnection(ctx.app, c.userId, a.userId, 'declined');
    expect((await userOf(a, c.userId)).connection).toBe('declined');
    await insertConnection(ctx.app, c.userId, a.userId, 'accepted');
    expect((await userOf(c, a.userId)).connection).toBe('accepted');
  });
});

describe('contact details', () => {
  it('stay hidden without a paid plan, even when connected', async () => {
    const viewer = await createMember(ctx.app, { gender: 'female' });
    const profile = await createMember(ctx.app, { gender: 'male' });
    await insertConnection(ctx.app, viewer.userId, profile.userId, 'accepted');
    const user = await userOf(viewer, profile.userId);
    expect(user).toMatchObject({ contact: null, contactLock: 'membership', connection: 'accepted' });
  });

  it('stay hidden with a paid plan but no accepted connection', async () => {
    const viewer = await createMember(ctx.app, { gender: 'female' });
    const profile = await createMember(ctx.app, { gender: 'male' });
    await insertPaidMembership(ctx.app, viewer.userId);
    await insertConnection(ctx.app, viewer.userId, profile.userId, 'pending');
    const user = await userOf(viewer, profile.userId);
    expect(user).toMatchObject({ contact: null, contactLock: 'connection', connection: 'sent' });
    expect(await revealsBy(viewer.userId)).toBe(0);
  });

  it('show with both, counted once per profile, until the plan’s views run out', async () => {
    const viewer = await createMember(ctx.app, { gender: 'female' });
    const first = await createMember(ctx.app, { gender: 'male' }, { email: 'first.groom@example.in' });
    const second = await createMember(ctx.app, { gender: 'male' });
    await insertPaidMembership(ctx.app, viewer.userId, { contactViews: 1 });
    await insertConnection(ctx.app, viewer.userId, first.userId, 'accepted');
    await insertConnection(ctx.app, second.userId, viewer.userId, 'accepted');

    const shown = await userOf(viewer, first.userId);
    expect(shown.contact).toEqual({ mobile: first.mobile, email: 'first.groom@example.in' });
    expect(shown.contactLock).toBeNull();
    expect((await userOf(viewer, first.userId)).contact?.mobile).toBe(first.mobile);
    expect(await revealsBy(viewer.userId)).toBe(1);

    const overQuota = await userOf(viewer, second.userId);
    expect(overQuota).toMatchObject({ contact: null, contactLock: 'quota' });
    expect(await revealsBy(viewer.userId)).toBe(1);
    // The profile revealed before stays revealed.
    expect((await userOf(viewer, first.userId)).contact?.mobile).toBe(first.mobile);
  });

  it('count only the reveals of the running paid period', async () => {
    const viewer = await createMember(ctx.app, { gender: 'female' });
    const earlier = await createMember(ctx.app, { gender: 'male' });
    const now = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db.insert(milanContactViews).values({
      viewerId: viewer.userId,
      profileId: earlier.userId,
      createdAt: new Date(Date.now() - 90 * 86_400_000),
    });
    await insertPaidMembership(ctx.app, viewer.userId, { contactViews: 1 });
    await insertConnection(ctx.app, viewer.userId, now.userId, 'accepted');
    expect((await userOf(viewer, now.userId)).contact?.mobile).toBe(now.mobile);
  });
});

describe('photos kept for connections', () => {
  it('are hidden from visitors and members until the owner accepts them', async () => {
    const owner = await createMember(ctx.app, { gender: 'male', photoVisibility: 'connections' });
    await ctx.app.db
      .insert(milanPhotos)
      .values({ customerId: owner.userId, image: fakeImage('kept'), isPrimary: true });
    const viewer = await createMember(ctx.app, { gender: 'female' });

    for (const who of [null, viewer]) {
      expect(await userOf(who, owner.userId)).toMatchObject({ photos: [], photosHidden: true });
    }
    await insertConnection(ctx.app, viewer.userId, owner.userId, 'accepted');
    const connected = await userOf(viewer, owner.userId);
    expect(connected.photosHidden).toBe(false);
    expect(connected.photos).toMatchObject([{ _id: expect.any(String), isPrimary: true }]);
    // Signed for the viewer (photos/photo-links.ts).
    expect(connected.photos[0]?.image.src).toContain(`${fakeImage('kept').src}?v=${viewer.userId}&exp=`);
    expect((await userOf(owner, owner.userId)).photos).toHaveLength(1);
  });

  it('are shown to everyone by default', async () => {
    const owner = await createMember(ctx.app, { gender: 'male' });
    await ctx.app.db
      .insert(milanPhotos)
      .values({ customerId: owner.userId, image: fakeImage('open'), isPrimary: true });
    expect(await userOf(null, owner.userId)).toMatchObject({ photosHidden: false, photos: [{ isPrimary: true }] });
  });
});

describe('blocking', () => {
  const block = (who: LoggedIn, id: string, method: 'POST' | 'DELETE' = 'POST') =>
    injectAs(ctx.app, who.token, { method, url: `/api/users/${id}/block` });
  const searchIds = async (who: LoggedIn) =>
    (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/users/search?pageSize=50' }))
      .json<{ results: { _id: string }[] }>()
      .results.map((card) => card._id);

  it('hides both members from each other (404, absent from search) until the blocker lifts it', async () => {
    const blocker = await createMember(ctx.app, { gender: 'female' });
    const blocked = await createMember(ctx.app, { gender: 'male' });
    await insertConnection(ctx.app, blocked.userId, blocker.userId, 'pending');
    expect(await searchIds(blocker)).toContain(blocked.userId);

    const res = await block(blocker, blocked.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.blocked });
    expect((await block(blocker, blocked.userId)).statusCode).toBe(200);

    for (const [viewer, profile] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const hidden = await view(viewer, profile.userId);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(MESSAGES.profileNotFound);
      expect(await searchIds(viewer)).not.toContain(profile.userId);
    }
    // The pending interest between them is cancelled.
    const interest = await injectAs(ctx.app, blocked.token, {
      method: 'POST',
      url: '/api/connections/request',
      payload: { receiverId: blocker.userId },
    });
    expect(interest.statusCode).toBe(404);

    // Only the blocker can lift it.
    await block(blocked, blocker.userId, 'DELETE');
    expect((await view(blocked, blocker.userId)).statusCode).toBe(404);
    const lifted = await block(blocker, blocked.userId, 'DELETE');
    expect(lifted.json()).toEqual({ success: true, message: MESSAGES.unblocked });
    expect((await view(blocked, blocker.userId)).statusCode).toBe(200);
    expect((await userOf(blocker, blocked.userId)).connection).toBe('none');
  });

  it('refuses blocking oneself (400), an unknown member (404) and a visitor (401)', async () => {
    const who = await createMember(ctx.app);
    expect((await block(who, who.userId)).statusCode).toBe(400);
    expect((await block(who, 'ffffffffffffffffffffffff')).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/users/${bride.userId}/block` });
    expect(anonymous.statusCode).toBe(401);
  });
});
