import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGES } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { createMember, createMilanTestApp, insertConnection } from '../../../test/milan.js';
import { notificationsOf } from '../../../test/notifications.js';
import { milanBlocks, milanPhotoRequests, milanPhotos, milanProfiles } from '../tables.js';
import { PHOTO_REQUEST_LINK } from './photo-requests.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const ask = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/users/${id}/photo-request` });
const view = async (who: LoggedIn, id: string) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${id}` })).json().user;
const requestsBy = (requesterId: string, profileId: string) =>
  ctx.app.db
    .select()
    .from(milanPhotoRequests)
    .where(and(eq(milanPhotoRequests.requesterId, requesterId), eq(milanPhotoRequests.profileId, profileId)));
const failure = (error: string, message: string) => ({ status: false, success: false, message, error });
const sent = { success: true, message: MESSAGES.photoRequestSent, photoRequested: true };

/** Gives `customerId` one photo row (the image itself is never read here). */
const insertPhoto = (customerId: string) =>
  ctx.app.db.insert(milanPhotos).values({
    customerId,
    isPrimary: true,
    image: { src: '/api/milan/photos/x/photo.webp', srcSet: '', avifSrcSet: '', width: 640, height: 800 },
  });

describe('POST /api/users/:id/photo-request (issue 22)', () => {
  it('asks a member without photos once: one row, one notification, photoRequested on the view', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Rahul' });
    const bride = await createMember(ctx.app, { gender: 'female' });
    expect((await view(groom, bride.userId)).photoRequested).toBe(false);

    const first = await ask(groom, bride.userId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(sent);
    const again = await ask(groom, bride.userId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent);

    expect(await requestsBy(groom.userId, bride.userId)).toHaveLength(1);
    const told = await notificationsOf(ctx.app, bride.userId, 'photo_request');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: MESSAGE_TEMPLATES.notifyPhotoRequest('Rahul'),
      body: MESSAGES.notifyPhotoRequestBody,
      link: PHOTO_REQUEST_LINK,
    });
    expect((await view(groom, bride.userId)).photoRequested).toBe(true);
    // Only the one who asked: the owner and another member read false.
    const other = await createMember(ctx.app, { gender: 'male' });
    expect((await view(other, bride.userId)).photoRequested).toBe(false);
    expect((await view(bride, bride.userId)).photoRequested).toBe(false);
  });

  it('asks a member whose photos are kept for connections, but not one whose photos the requester sees (409)', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' });
    const hidden = await createMember(ctx.app, { gender: 'female', photoVisibility: 'connections' });
    const shown = await createMember(ctx.app, { gender: 'female' });
    const connected = await createMember(ctx.app, { gender: 'female', photoVisibility: 'connections' });
    for (const member of [hidden, shown, connected]) await insertPhoto(member.userId);
    await insertConnection(ctx.app, groom.userId, connected.userId, 'accepted');

    expect((await ask(groom, hidden.userId)).statusCode).toBe(200);
    for (const member of [shown, connected]) {
      const res = await ask(groom, member.userId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(failure('photos_visible', MESSAGES.photosAlreadyVisible));
      expect(await requestsBy(groom.userId, member.userId)).toHaveLength(0);
    }
  });

  it('refuses oneself (400), no profile (409), missing, suspended or blocked members (404) and visitors (401)', async () => {
    const groom = await createMember(ctx.app, { gender: 'male' });
    const self = await ask(groom, groom.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(failure('self', MESSAGES.photoRequestSelf));

    const noProfile = await loginAs(ctx.app);
    const without = await ask(noProfile, groom.userId);
    expect(without.statusCode).toBe(409);
    expect(without.json()).toEqual(failure('profile_required', MESSAGES.profileRequired));

    const suspended = await createMember(ctx.app, { gender: 'female' });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, suspended.userId));
    const blocker = await createMember(ctx.app, { gender: 'female' });
    const blocked = await createMember(ctx.app, { gender: 'female' });
    await ctx.app.db.insert(milanBlocks).values([
      { blockerId: blocker.userId, blockedId: groom.userId },
      { blockerId: groom.userId, blockedId: blocked.userId },
    ]);
    for (const id of ['ffffffffffffffffffffffff', noProfile.userId, suspended.userId, blocker.userId, blocked.userId]) {
      const res = await ask(groom, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(failure('not_found', MESSAGES.profileNotFound));
      expect(await requestsBy(groom.userId, id)).toHaveLength(0);
    }
    for (const id of [blocker.userId, blocked.userId]) {
      expect(await notificationsOf(ctx.app, id, 'photo_request')).toHaveLength(0);
    }

    const visitor = await ctx.app.inject({ method: 'POST', url: `/api/users/${blocker.userId}/photo-request` });
    expect(visitor.statusCode).toBe(401);
    const badId = await ask(groom, 'nope');
    expect(badId.statusCode).toBe(400);
  });
});
