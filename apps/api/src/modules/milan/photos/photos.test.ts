import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type ProfilePhoto } from '@seva/contracts';
import { multipartImage } from '../../../test/admin.js';
import type { TestContext } from '../../../test/app.js';
import { fakeImage } from '../../../test/media.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { NOT_AN_IMAGE } from '../../../lib/images/image.js';
import { milanPhotos } from '../tables.js';
import { createMember, createMilanTestApp, pngImage, type Member } from '../../../test/milan.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

type Body = ReturnType<typeof multipartImage>;
const upload = (who: LoggedIn, id: string, body: Body) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/users/${id}/upload-image`, ...body });
const png = async (width = 400, height = 500) => multipartImage(await pngImage(width, height), 'me.png', 'image/png');
const photosOf = (res: { json: () => unknown }) => (res.json() as { photos: ProfilePhoto[] }).photos;
const patch = (who: LoggedIn, id: string, photoId: string, payload: object = { isPrimary: true }) =>
  injectAs(ctx.app, who.token, { method: 'PATCH', url: `/api/users/${id}/photos/${photoId}`, payload });
const remove = (who: LoggedIn, id: string, photoId: string) =>
  injectAs(ctx.app, who.token, { method: 'DELETE', url: `/api/users/${id}/photos/${photoId}` });
/** Stored photo rows of `who`, for setting up a full album without encoding six pictures. */
const insertPhotos = (who: Member, n: number) =>
  ctx.app.db
    .insert(milanPhotos)
    .values(
      Array.from({ length: n }, (_, i) => ({ customerId: who.userId, image: fakeImage(`p${i}`), position: i + 1 })),
    );

describe('POST /api/users/:id/upload-image', () => {
  it('stores real pictures (a JPEG with EXIF, a PNG) resized, as WebP and AVIF, without metadata; the first is primary', async () => {
    const who = await createMember(ctx.app);
    const withExif = await sharp({ create: { width: 1600, height: 2000, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 26.9124N 75.7873E' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const first = await upload(who, who.userId, multipartImage(withExif, 'holiday.jpg', 'image/jpeg'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: MESSAGES.photoAdded });
    const [photo] = photosOf(first);
    expect(photo).toMatchObject({ isPrimary: true, image: { width: 1280, height: 1600 } });
    expect(photo?.image.srcSet).toMatch(/320w, .*640w, .*1280w$/);
    const stored = await ctx.app.inject(photo?.image.src ?? '');
    expect(stored.statusCode).toBe(200);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640 });
    expect(metadata.exif).toBeUndefined();

    const second = await upload(who, who.userId, await png());
    expect(photosOf(second).map((p) => p.isPrimary)).toEqual([true, false]);
    const own = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${who.userId}` });
    expect(own.json().user.photos).toEqual(photosOf(second));
    expect(own.json().user.completeness).toBe(85);
  });

  it('refuses a file over 5 MB (413) and a text file named .png (400)', async () => {
    const who = await createMember(ctx.app);
    const big = await upload(who, who.userId, multipartImage(randomBytes(5 * 1024 * 1024 + 1), 'big.png', 'image/png'));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image is larger than 5 MB. Please choose a smaller one.');
    // Issue 21: in Hindi, the upload's noun too.
    const bigBody = multipartImage(randomBytes(5 * 1024 * 1024 + 1), 'big.png', 'image/png');
    const bigHindi = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: `/api/users/${who.userId}/upload-image`,
      payload: bigBody.payload,
      headers: { ...bigBody.headers, 'accept-language': 'hi' },
    });
    expect(bigHindi.json().message).toBe('फ़ोटो 5 MB से बड़ी है। कृपया कोई छोटी फ़ाइल चुनें।');

    const text = await upload(
      who,
      who.userId,
      multipartImage(Buffer.from('not a picture at all'), 'me.png', 'image/png'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(NOT_AN_IMAGE);

    const json = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: `/api/users/${who.userId}/upload-image`,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const own = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${who.userId}` });
    expect(own.json().user.photos).toEqual([]);
  });

  it('refuses a 7th photo (409) and accepts one again after a delete', async () => {
    const who = await createMember(ctx.app);
    const sixth = await upload(who, who.userId, await png());
    expect(sixth.statusCode).toBe(200);
    await insertPhotos(who, 5);
    const seventh = await upload(who, who.userId, await png());
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe(MESSAGES.photoLimit);

    const last = photosOf(sixth)[0]?._id ?? '';
    expect(photosOf(await remove(who, who.userId, last))).toHaveLength(5);
    expect((await upload(who, who.userId, await png())).statusCode).toBe(200);
  });

  it("refuses another member's id (403), a member without a profile (404) and a visitor (401)", async () => {
    const who = await createMember(ctx.app);
    const other = await createMember(ctx.app);
    const theirs = await upload(who, other.userId, await png());
    expect(theirs.statusCode).toBe(403);
    const noProfile = await loginAs(ctx.app);
    const res = await upload(noProfile, noProfile.userId, await png());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.profileRequired, error: 'profile_required' });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${who.userId}/upload-image`,
      ...(await png()),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/users/:id/photos/:photoId', () => {
  it('switches the primary photo, keeping exactly one', async () => {
    const who = await createMember(ctx.app);
    await upload(who, who.userId, await png());
    const [first, second] = photosOf(await upload(who, who.userId, await png(320, 320)));
    const res = await patch(who, who.userId, second?._id ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.photoUpdated });
    expect(photosOf(res).map((p) => [p._id, p.isPrimary])).toEqual([
      [second?._id, true],
      [first?._id, false],
    ]);
    expect(photosOf(await patch(who, who.userId, second?._id ?? '')).filter((p) => p.isPrimary)).toHaveLength(1);
    expect((await patch(who, who.userId, first?._id ?? '', { isPrimary: false })).statusCode).toBe(400);
  });

  it('promotes the next photo when the primary is deleted', async () => {
    const who = await createMember(ctx.app);
    await upload(who, who.userId, await png());
    await insertPhotos(who, 2);
    const before = photosOf(await upload(who, who.userId, await png()));
    const [primary, next] = before;
    const res = await remove(who, who.userId, primary?._id ?? '');
    expect(res.statusCode).toBe(200);
    expect(photosOf(res).map((p) => [p._id, p.isPrimary])).toEqual([
      [next?._id, true],
      ...before.slice(2).map((p) => [p._id, false]),
    ]);
    expect((await remove(who, who.userId, primary?._id ?? '')).statusCode).toBe(404);
  });

  it("never touches another member's photos (403, 404)", async () => {
    const owner = await createMember(ctx.app);
    const [photo] = photosOf(await upload(owner, owner.userId, await png()));
    const intruder = await createMember(ctx.app);
    expect((await patch(intruder, owner.userId, photo?._id ?? '')).statusCode).toBe(403);
    expect((await remove(intruder, owner.userId, photo?._id ?? '')).statusCode).toBe(403);
    expect((await remove(intruder, intruder.userId, photo?._id ?? '')).statusCode).toBe(404);
    expect((await patch(intruder, intruder.userId, photo?._id ?? '')).statusCode).toBe(404);
    const own = await injectAs(ctx.app, owner.token, { method: 'GET', url: `/api/users/${owner.userId}` });
    expect(own.json().user.photos).toEqual([photo]);
  });
});
