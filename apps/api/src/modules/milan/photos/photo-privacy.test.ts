import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminProfile,
  ConnectionItem,
  MediaImage,
  ProfilePhoto,
  ProfileSearchResponse,
  ProfileView,
} from '@seva/contracts';
import { loginAdmin, multipartImage } from '../../../test/admin.js';
import type { TestContext } from '../../../test/app.js';
import { freezeClock } from '../../../test/clock.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { s3AppEnv, useS3StandIn } from '../../../test/s3.js';
import { urlsOf } from './photo-files.js';
import { milanConnections } from '../tables.js';
import {
  createMember,
  createMilanAdminTestApp,
  insertConnection,
  pngImage,
  profileFields,
  putUser,
  customerDetails,
  type Member,
} from '../../../test/milan.js';

const s3 = useS3StandIn();
afterEach(() => vi.useRealTimers());

describe.each(['local', 's3'] as const)('Milan photos kept for connections (%s storage)', (provider) => {
  let ctx: TestContext;
  let admin: LoggedIn;
  beforeAll(async () => {
    const booted = await createMilanAdminTestApp(provider === 's3' ? s3AppEnv(s3.endpoint) : {});
    ctx = booted.ctx;
    admin = booted.admin;
  });
  afterAll(async () => ctx.app.close());

  const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });
  const get = (who: LoggedIn, url: string) => injectAs(ctx.app, who.token, { method: 'GET', url });
  const profileAs = async (who: LoggedIn, id: string) =>
    (await get(who, `/api/users/${id}`)).json<{ user: ProfileView }>().user;

  /** A woman who shows her photos to accepted connections only, with one uploaded photo (its answer as she got it). */
  async function privateMember(): Promise<{ owner: Member; photo: ProfilePhoto }> {
    const owner = await createMember(ctx.app, { photoVisibility: 'connections' });
    const res = await injectAs(ctx.app, owner.token, {
      method: 'POST',
      url: `/api/users/${owner.userId}/upload-image`,
      ...multipartImage(await pngImage(400, 500), 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const [photo] = res.json<{ photos: ProfilePhoto[] }>().photos;
    return { owner, photo: photo! };
  }

  /** A man with an accepted connection with `owner`, and the photo as his answer shows it. */
  async function connectionOf(owner: Member): Promise<{ friend: Member; image: MediaImage }> {
    const friend = await createMember(ctx.app, { gender: 'male' });
    await insertConnection(ctx.app, friend.userId, owner.userId, 'accepted');
    const view = await profileAs(friend, owner.userId);
    expect(view.photosHidden).toBe(false);
    return { friend, image: view.photos[0]!.image };
  }

  const expectPrivateAnswer = async (url: string) => {
    const res = await fetchUrl(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
    return res;
  };
  const expectRefused = async (url: string) => {
    const res = await fetchUrl(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
  };

  it('stores them privately (never under /uploads or the public bucket) and serves them to the owner, uncached', async () => {
    const { owner, photo } = await privateMember();
    for (const url of urlsOf(photo.image)) {
      expect(url).toMatch(new RegExp(`^/api/milan/photos/${owner.userId}/`));
      const res = await expectPrivateAnswer(url);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
    if (provider === 'local') {
      expect(existsSync(join(ctx.config.dataDir, 'uploads', 'milan'))).toBe(false);
    } else {
      const puts = s3.recorded.filter((r) => r.method === 'PUT');
      expect(puts.length).toBeGreaterThan(0);
      expect(puts.every((r) => r.path.startsWith(`/seva-private/milan/${owner.userId}/`))).toBe(true);
    }
  });

  it('lets an accepted connection fetch them; a stranger, a visitor and a forged link get nothing', async () => {
    const { owner, photo } = await privateMember();
    const { friend, image } = await connectionOf(owner);
    for (const url of urlsOf(image)) await expectPrivateAnswer(url);

    // The connections list and the search card carry working links too.
    const accepted = await get(friend, '/api/connections?tab=accepted');
    const item = accepted.json<{ results: ConnectionItem[] }>().results.find((c) => c.member._id === owner.userId);
    await expectPrivateAnswer(item!.member.photo!.src);
    const search = await get(friend, '/api/users/search?gender=female&pageSize=50');
    const card = search.json<ProfileSearchResponse>().results.find((c) => c._id === owner.userId);
    await expectPrivateAnswer(card!.photo!.src);

    const stranger = await createMember(ctx.app, { gender: 'male' });
    const hidden = await profileAs(stranger, owner.userId);
    expect(hidden).toMatchObject({ photosHidden: true, photos: [] });
    const bare = image.src.replace(/\?.*$/, '');
    await expectRefused(bare);
    await expectRefused(photo.image.src.replace(owner.userId, stranger.userId));
    await expectRefused(image.src.replace(`v=${friend.userId}`, `v=${stranger.userId}`));
    await expectRefused(image.src.replace(/sig=[^&]+/, 'sig=00'));
  });

  it('closes an issued link at once after a block (either way) or a withdrawn connection', async () => {
    const { owner } = await privateMember();
    const { friend, image } = await connectionOf(owner);
    await expectPrivateAnswer(image.src);

    expect(
      (await injectAs(ctx.app, owner.token, { method: 'POST', url: `/api/users/${friend.userId}/block` })).statusCode,
    ).toBe(200);
    await expectRefused(image.src);
    await injectAs(ctx.app, owner.token, { method: 'DELETE', url: `/api/users/${friend.userId}/block` });
    await expectPrivateAnswer(image.src);
    await injectAs(ctx.app, friend.token, { method: 'POST', url: `/api/users/${owner.userId}/block` });
    await expectRefused(image.src);
    await injectAs(ctx.app, friend.token, { method: 'DELETE', url: `/api/users/${owner.userId}/block` });
    await expectPrivateAnswer(image.src);

    await ctx.app.db
      .update(milanConnections)
      .set({ status: 'cancelled' })
      .where(eq(milanConnections.requesterId, friend.userId));
    await expectRefused(image.src);
    expect(await profileAs(friend, owner.userId)).toMatchObject({ photosHidden: true, photos: [] });
  });

  it('lets an issued link expire within 15 minutes; a fresh answer carries a working one', async () => {
    const { owner } = await privateMember();
    const advance = freezeClock();
    const { friend, image } = await connectionOf(owner);
    advance(9 * 60);
    await expectPrivateAnswer(image.src);
    advance(7 * 60);
    await expectRefused(image.src);
    const fresh = (await profileAs(friend, owner.userId)).photos[0]!.image;
    await expectPrivateAnswer(fresh.src);
  });

  it('stops serving a deleted photo, even to its owner', async () => {
    const { owner, photo } = await privateMember();
    await expectPrivateAnswer(photo.image.src);
    await injectAs(ctx.app, owner.token, { method: 'DELETE', url: `/api/users/${owner.userId}/photos/${photo._id}` });
    await expectRefused(photo.image.src);
  });

  it('shows them to the admin console', async () => {
    const { owner } = await privateMember();
    const res = await get(admin, `/api/admin/milan/profiles?q=${owner.userId}`);
    const [profile] = res.json<{ results: AdminProfile[] }>().results;
    await expectPrivateAnswer(profile!.photos[0]!.image.src);
    const customer = await createMember(ctx.app, { gender: 'male' });
    await expectRefused(profile!.photos[0]!.image.src.replace(`v=${admin.userId}`, `v=${customer.userId}`));
    // An admin of another area is no one special to a member's photos, even with a well-signed link.
    const shopAdmin = await loginAdmin(ctx.app, ['shop']);
    const kept = { id: owner.userId, photoVisibility: 'connections' as const };
    const unsigned = { ...profile!.photos[0]!.image, src: profile!.photos[0]!.image.src.split('?')[0]! };
    await expectRefused(ctx.app.photoLinks.sign(unsigned, kept, shopAdmin.userId).src);
  });

  it("serves a public member's photos to anyone, cacheable for minutes only; switching to connections closes them", async () => {
    const member = await createMember(ctx.app);
    const upload = await injectAs(ctx.app, member.token, {
      method: 'POST',
      url: `/api/users/${member.userId}/upload-image`,
      ...multipartImage(await pngImage(400, 500), 'me.png', 'image/png'),
    });
    const image = upload.json<{ photos: ProfilePhoto[] }>().photos[0]!.image;
    expect(image.src).toMatch(new RegExp(`^/api/milan/photos/${member.userId}/[^?]+$`));
    const res = await fetchUrl(image.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');

    const switched = await putUser(ctx.app, member, member.userId, {
      ...customerDetails(),
      matrimony: profileFields({ photoVisibility: 'connections' }),
    });
    expect(switched.statusCode).toBe(200);
    await expectRefused(image.src);
    const own = (await profileAs(member, member.userId)).photos[0]!.image;
    await expectPrivateAnswer(own.src);
  });
});
