import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaImage, PhotoVisibility, ProfileView } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, type LoggedIn } from '../../../test/login.js';
import { s3AppEnv, useS3StandIn } from '../../../test/s3.js';
import { ProviderError, type Providers } from '../../../providers/types.js';
import { buildServer } from '../../../server.js';
import { storeMediaImage } from '../../../lib/images/media-image.js';
import { urlsOf } from './photo-files.js';
import { milanPhotos } from '../tables.js';
import { createMember, createMilanTestApp, insertConnection, pngImage, type Member } from '../../../test/milan.js';

const s3 = useS3StandIn();

/** The storage key `milan/<owner>/<file>` a legacy URL (`/uploads/…` or `<S3_PUBLIC_URL>/…`) was stored under. */
const keyOf = (url: string) => /milan\/[^/]+\/[^/]+$/.exec(url)![0];

describe.each(['local', 's3'] as const)('legacy Milan photos at start (%s storage)', (provider) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createMilanTestApp(provider === 's3' ? s3AppEnv(s3.endpoint) : {});
  });
  afterAll(async () => ctx.app.close());

  /** Starts another API process on the same database and storage (its start-up work runs), then stops it. */
  async function startAgain(providers?: Partial<Providers>): Promise<void> {
    const app = await buildServer({ config: ctx.config, database: ctx.database, ...(providers && { providers }) });
    await app.ready();
    await app.close();
  }

  /** A member with a photo stored the way it was before photos were private: public storage, `milan/<owner>/<file>`. */
  async function legacyMember(photoVisibility: PhotoVisibility): Promise<{ owner: Member; image: MediaImage }> {
    const owner = await createMember(ctx.app, { photoVisibility });
    const image = await storeMediaImage(ctx.app.providers.storage, `milan/${owner.userId}/photo`, await pngImage(700));
    await ctx.app.db.insert(milanPhotos).values({ customerId: owner.userId, image, isPrimary: true });
    return { owner, image };
  }

  const storedImage = async (owner: Member) =>
    (await ctx.app.db.select().from(milanPhotos).where(eq(milanPhotos.customerId, owner.userId)))[0]!.image;
  const profileAs = async (who: LoggedIn, id: string) =>
    (await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${id}` })).json<{ user: ProfileView }>().user;
  const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });

  /** Asserts that no public copy of `image`'s files is left, and that its old URLs answer nothing. */
  async function expectPublicCopiesGone(image: MediaImage) {
    for (const url of urlsOf(image)) {
      expect(await ctx.app.providers.storage.get(keyOf(url)), url).toBeNull();
      if (provider === 'local') {
        expect(existsSync(join(ctx.config.dataDir, 'uploads', keyOf(url)))).toBe(false);
        expect((await fetchUrl(url)).statusCode).toBe(404);
      }
    }
    if (provider === 's3') {
      const deleted = s3.recorded.filter((r) => r.method === 'DELETE').map((r) => r.path);
      expect(deleted).toEqual(expect.arrayContaining(urlsOf(image).map((url) => `/seva-media/${keyOf(url)}`)));
    }
  }

  it("moves a connections-only member's photos into the private store; only connections get working links", async () => {
    const { owner, image: legacy } = await legacyMember('connections');
    expect(legacy.src).toMatch(
      provider === 'local' ? /^\/uploads\/milan\// : /^https:\/\/media\.seva\.example\.in\/milan\//,
    );
    if (provider === 'local') expect((await fetchUrl(legacy.src)).statusCode).toBe(200);

    await startAgain();

    const moved = await storedImage(owner);
    expect(urlsOf(moved)).toEqual(urlsOf(legacy).map((url) => url.replace(/^.*\/milan\//, '/api/milan/photos/')));
    expect(moved).toMatchObject({ width: legacy.width, height: legacy.height });
    await expectPublicCopiesGone(legacy);

    const friend = await createMember(ctx.app, { gender: 'male' });
    await insertConnection(ctx.app, friend.userId, owner.userId, 'accepted');
    const seen = (await profileAs(friend, owner.userId)).photos[0]!.image;
    for (const url of urlsOf(seen)) {
      expect(url).toMatch(new RegExp(`^/api/milan/photos/${owner.userId}/[^?]+\\?v=${friend.userId}&exp=`));
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-type']).toMatch(/^image\/(webp|avif)$/);
    }
    const stranger = await createMember(ctx.app, { gender: 'male' });
    expect(await profileAs(stranger, owner.userId)).toMatchObject({ photosHidden: true, photos: [] });
    for (const url of urlsOf(moved)) expect((await fetchUrl(url)).statusCode).toBe(404);
  });

  it("moves a public member's photos too, served to anyone through the photo route", async () => {
    const { owner, image: legacy } = await legacyMember('everyone');
    await startAgain();
    const moved = await storedImage(owner);
    for (const url of urlsOf(moved)) {
      expect(url).toMatch(new RegExp(`^/api/milan/photos/${owner.userId}/`));
      const res = await fetchUrl(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=600');
    }
    await expectPublicCopiesGone(legacy);
  });

  it('changes nothing on a second start and calls no storage', async () => {
    const { owner } = await legacyMember('connections');
    await startAgain();
    const moved = await storedImage(owner);
    const calls = s3.recorded.length;
    await startAgain();
    expect(await storedImage(owner)).toEqual(moved);
    expect(s3.recorded.length).toBe(calls);
    expect((await fetchUrl(moved.src)).statusCode).toBe(404);
  });

  it('leaves a photo whose public file is missing as it is, moves the others, and still starts', async () => {
    const { owner: lost, image: lostImage } = await legacyMember('connections');
    await ctx.app.providers.storage.remove(keyOf(lostImage.src));
    const { owner, image } = await legacyMember('connections');

    await startAgain();

    expect(await storedImage(lost)).toEqual(lostImage);
    expect(urlsOf(await storedImage(owner)).every((url) => url.startsWith('/api/milan/photos/'))).toBe(true);
    await expectPublicCopiesGone(image);
  });

  it('moves two photos of one member that share files (the same picture uploaded twice)', async () => {
    const { owner, image } = await legacyMember('connections');
    await ctx.app.db.insert(milanPhotos).values({ customerId: owner.userId, image, position: 1 });
    await startAgain();
    const rows = await ctx.app.db.select().from(milanPhotos).where(eq(milanPhotos.customerId, owner.userId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.image.src).toMatch(/^\/api\/milan\/photos\//);
    await expectPublicCopiesGone(image);
  });

  it('keeps a photo displayed when the private store fails midway, and a later start finishes the move', async () => {
    const { owner, image } = await legacyMember('connections');
    let puts = 0;
    const failing = {
      ...ctx.app.providers.privateFiles,
      async put(key: string, body: Buffer, contentType: string) {
        if (++puts > 2) throw new ProviderError('Storage (S3) could not store it: no answer in time', 's3');
        await ctx.app.providers.privateFiles.put(key, body, contentType);
      },
    };
    await startAgain({ privateFiles: failing });
    expect(await storedImage(owner)).toEqual(image);
    for (const url of urlsOf(image)) expect(await ctx.app.providers.storage.get(keyOf(url)), url).not.toBeNull();
    if (provider === 'local') expect((await fetchUrl(image.src)).statusCode).toBe(200);

    await startAgain();
    expect((await storedImage(owner)).src).toMatch(/^\/api\/milan\/photos\//);
    await expectPublicCopiesGone(image);
  });

  it('moves each photo once when several API processes start at once', async () => {
    const { owner, image } = await legacyMember('connections');
    await Promise.all([startAgain(), startAgain(), startAgain()]);
    const moved = await storedImage(owner);
    expect(urlsOf(moved).every((url) => url.startsWith(`/api/milan/photos/${owner.userId}/`))).toBe(true);
    const own = (await profileAs(owner, owner.userId)).photos[0]!.image;
    for (const url of urlsOf(own)) expect((await fetchUrl(url)).statusCode, url).toBe(200);
    await expectPublicCopiesGone(image);
  });
});
