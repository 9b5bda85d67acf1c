import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Verification, type VerificationStateResponse } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { multipartForm } from '../../../test/multipart.js';
import { NOT_AN_IMAGE } from '../../../lib/images/image.js';
import { milanVerifications } from '../tables.js';
import { createMember, createMilanTestApp, pngImage } from '../../../test/milan.js';
import { cameraJpeg, submissionParts, submitAs } from '../../../test/milan-verification.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createMilanTestApp();
});
afterAll(async () => ctx.app.close());

const stateOf = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/verification' })).json<VerificationStateResponse>();
const fileUrl = (id: string, file: 'document' | 'selfie') => `/api/verification/${id}/files/${file}`;
const rowsOf = (customerId: string) =>
  ctx.app.db.select().from(milanVerifications).where(eq(milanVerifications.customerId, customerId));
/** The JPEGs kept in the local private store for `customerId`. */
const keptFiles = async (customerId: string) => {
  const folder = join(ctx.config.dataDir, 'private', 'verifications', customerId);
  const names = await readdir(folder).catch(() => []);
  return names.filter((name) => name.endsWith('.jpg'));
};

describe('GET /api/verification', () => {
  it('says "never asked" to a member without a request, and 401 to a visitor', async () => {
    const who = await createMember(ctx.app);
    expect(await stateOf(who)).toEqual({ success: true, verified: false, verification: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/verification' })).statusCode).toBe(401);
  });
});

describe('POST /api/verification', () => {
  it('keeps the masked number only and both images re-encoded, readable by the owner alone', async () => {
    const who = await createMember(ctx.app);
    const body = multipartForm({ documentType: 'pan', documentNumber: 'abcde 1234 f' }, [
      { name: 'document', data: await cameraJpeg(3000, 1800), filename: 'pan.jpg', contentType: 'image/jpeg' },
      { name: 'selfie', data: await pngImage(300, 400) },
    ]);
    const res = await submitAs(ctx.app, who, body);
    expect(res.statusCode, res.body).toBe(200);
    const { message, verification } = res.json<{ message: string; verification: Verification }>();
    expect(message).toBe(MESSAGES.verificationSubmitted);
    expect(verification).toMatchObject({
      status: 'pending',
      documentType: 'pan',
      documentNumber: 'XXXXXX234F',
      reason: '',
      hasFiles: true,
      reviewedAt: null,
    });
    expect(await stateOf(who)).toEqual({ success: true, verified: false, verification });

    const [row] = await rowsOf(who.userId);
    expect(JSON.stringify(row)).not.toMatch(/ABCDE|abcde/);
    expect(row?.documentKey).toMatch(new RegExp(`^verifications/${who.userId}/[0-9a-f]{32}-document\\.jpg$`));

    const document = await injectAs(ctx.app, who.token, { method: 'GET', url: fileUrl(verification._id, 'document') });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    expect(document.headers['cache-control']).toBe('private, no-store');
    const kept = await sharp(document.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 2000, height: 1200 });
    expect(kept.exif).toBeUndefined();
    const selfie = await injectAs(ctx.app, who.token, { method: 'GET', url: fileUrl(verification._id, 'selfie') });
    expect(await sharp(selfie.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });

    const other = await createMember(ctx.app, { gender: 'male' });
    const foreign = await injectAs(ctx.app, other.token, { method: 'GET', url: fileUrl(verification._id, 'document') });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: fileUrl(verification._id, 'selfie') })).statusCode).toBe(401);
    // Never under the public uploads.
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${row?.documentKey}` })).statusCode).toBe(404);
  });

  it.each([
    ['pan', 'ABCD1234F'],
    ['aadhaar', '1234 5678 9012'],
    ['passport', '12345678'],
    ['voter_id', 'AB12345678'],
    ['driving_licence', 'RJ14 2019 12345'],
  ])('refuses a %s number that does not match (%s) and keeps nothing', async (documentType, documentNumber) => {
    const who = await createMember(ctx.app);
    const res = await submitAs(ctx.app, who, await submissionParts({ documentType, documentNumber }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This ID number does not look right. Please check it.');
    expect(await rowsOf(who.userId)).toEqual([]);
    expect(await keptFiles(who.userId)).toEqual([]);
  });

  it('accepts a real-looking number of each other kind, spaces and hyphens allowed', async () => {
    const numbers = { aadhaar: '2345 6789 0123', passport: 'k1234567', voter_id: 'ABC1234567' };
    for (const [documentType, documentNumber] of Object.entries(numbers)) {
      const who = await createMember(ctx.app);
      const res = await submitAs(ctx.app, who, await submissionParts({ documentType, documentNumber }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ verification: Verification }>().verification.documentNumber).toMatch(/^X+\w{4}$/);
    }
    const who = await createMember(ctx.app);
    const licence = await submitAs(
      ctx.app,
      who,
      await submissionParts({ documentType: 'driving_licence', documentNumber: 'RJ14-2019-0012345' }),
    );
    expect(licence.json<{ verification: Verification }>().verification.documentNumber).toBe('XXXXXXXXXXX2345');
  });

  it('asks for the ID type when it is missing or unknown', async () => {
    const who = await createMember(ctx.app);
    const res = await submitAs(ctx.app, who, await submissionParts({ documentType: 'ration_card' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose the ID you are uploading.');
  });

  it('asks for a missing file, refuses a file that is not a picture, and names the size limit', async () => {
    const who = await createMember(ctx.app);
    const document = { name: 'document', data: await pngImage(400, 250) };
    const selfie = { name: 'selfie', data: await pngImage(300, 400) };

    const noSelfie = await submitAs(ctx.app, who, await submissionParts({}, [document]));
    expect([noSelfie.statusCode, noSelfie.json().message]).toEqual([400, 'Please add a selfie.']);
    const noDocument = await submitAs(ctx.app, who, await submissionParts({}, [selfie]));
    expect([noDocument.statusCode, noDocument.json().message]).toEqual([
      400,
      'Please add a photo of your ID document.',
    ]);

    const text = { name: 'document', data: Buffer.from('%PDF-1.4 not a picture'), contentType: 'image/png' };
    const notImage = await submitAs(ctx.app, who, await submissionParts({}, [text, selfie]));
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, NOT_AN_IMAGE]);

    const huge = { name: 'selfie', data: Buffer.alloc(5 * 1024 * 1024 + 1, 7) };
    const tooLarge = await submitAs(ctx.app, who, await submissionParts({}, [document, huge]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The selfie is larger than 5 MB. Please choose a smaller one.');

    expect((await stateOf(who)).verification).toBeNull();
    expect(await keptFiles(who.userId)).toEqual([]);
  });

  it('needs a Milan Sathi profile first (409 profile_required)', async () => {
    const who = await loginAs(ctx.app);
    const res = await submitAs(ctx.app, who);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: false,
      success: false,
      message: MESSAGES.profileRequired,
      error: 'profile_required',
    });
  });

  it('refuses a second request while one is pending, also when both are sent at once', async () => {
    const who = await createMember(ctx.app);
    const [a, b] = await Promise.all([submitAs(ctx.app, who), submitAs(ctx.app, who)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await submitAs(ctx.app, who);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.verificationPending);
    expect(await rowsOf(who.userId)).toHaveLength(1);
    // The refused uploads left nothing behind: one document and one selfie.
    expect(await keptFiles(who.userId)).toHaveLength(2);
  });
});
