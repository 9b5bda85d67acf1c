import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_EXPORTS_PER_DAY,
  DATA_EXPORT_TTL_DAYS,
  MESSAGES,
  MESSAGE_TEMPLATES,
  type DataExport,
} from '@seva/contracts';
import { createMilanTestApp } from '../../test/milan.js';
import type { TestContext } from '../../test/app.js';
import { customerWithEverything, dataExportsOf, unzip, type ExportFixture } from '../../test/data-export.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { notificationsOf } from '../../test/notifications.js';
import { MAX_ATTEMPTS, requestDataExport, runDataExportPass, settleDataExports } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let fixture: ExportFixture;
beforeAll(async () => {
  ctx = await createMilanTestApp();
  fixture = await customerWithEverything(ctx.app);
});
afterAll(async () => ctx.app.close());

const ask = (who: LoggedIn) => injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/data-export' });
const list = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/me/data-exports' })).json<{
    results: DataExport[];
  }>().results;
const download = (who: LoggedIn, id: string) =>
  injectAs(ctx.app, who.token, { method: 'GET', url: `/api/me/data-exports/${id}/download` });
const work = () => ({ files: ctx.app.providers.privateFiles, realtime: null, log: ctx.app.log });

describe('Download my data', () => {
  let exportId: string;
  let zip: ReturnType<typeof unzip>;

  it('records the request (202, pending) and answers the same one while it is being prepared', async () => {
    const first = await ask(fixture.me);
    expect(first.statusCode).toBe(202);
    const asked = first.json<{ data: DataExport }>().data;
    expect(asked).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null });
    exportId = asked._id;
    const second = await ask(fixture.me);
    expect(second.statusCode).toBe(202);
    expect(second.json<{ data: DataExport }>().data._id).toBe(exportId);
    await settleDataExports(ctx.app.db);
    expect(await dataExportsOf(ctx.app, fixture.me.userId)).toHaveLength(1);
  });

  it('prepares it at once: ready, expiring after DATA_EXPORT_TTL_DAYS, and announced in the notification centre', async () => {
    const [ready] = await list(fixture.me);
    expect(ready).toMatchObject({ _id: exportId, status: 'ready' });
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(DATA_EXPORT_TTL_DAYS * DAY_MS);
    const [notice] = await notificationsOf(ctx.app, fixture.me.userId, 'data_export_ready');
    expect(notice).toMatchObject({ title: MESSAGES.dataExportReadyTitle, link: '/profile#download-my-data' });
    const centre = await injectAs(ctx.app, fixture.me.token, { method: 'GET', url: '/api/notifications' });
    expect(centre.json<{ results: { kind: string }[] }>().results.map((n) => n.kind)).toContain('data_export_ready');
    expect(await notificationsOf(ctx.app, fixture.other.userId, 'data_export_ready')).toEqual([]);
  });

  it('streams the ZIP to its owner, never cached, with README, one JSON file per area and the uploads', async () => {
    const res = await download(fixture.me, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="seva-my-data-\d{4}-\d\d-\d\d\.zip"$/);
    zip = unzip(res.rawPayload);
    expect(zip.names).toEqual(
      [
        'README.txt',
        'addresses.json',
        'cart.json',
        'milan-connections.json',
        'milan-messages.json',
        'milan-profile.json',
        'milan-shortlist.json',
        'notifications.json',
        'payments.json',
        'pitr-bookings.json',
        'profile.json',
        'puja-bookings.json',
        'recent-numbers.json',
        'recharge-complaints.json',
        'recharges.json',
        'saved-billers.json',
        'shop-orders.json',
        'yatra-bookings.json',
        `uploads/milan-photos/${fixture.photoFile}`,
        'uploads/verification-documents/0f1e-document.jpg',
      ].sort(),
    );
    expect(zip.text('README.txt')).toContain('shop-orders.json');
    expect(zip.text('README.txt')).toContain('आपका डेटा');
  });

  it("holds the customer's own records in each file", () => {
    expect(zip.json('profile.json')).toMatchObject({
      id: fixture.me.userId,
      mobile: fixture.me.mobile,
      firstName: 'Priya',
    });
    expect(zip.text('profile.json')).not.toContain('passwordHash');
    expect(zip.json('addresses.json')).toEqual([expect.objectContaining({ name: 'Priya Verma', pincode: '221005' })]);
    expect(zip.json('shop-orders.json')).toEqual([
      expect.objectContaining({
        reference: fixture.orderReference,
        items: [expect.objectContaining({ name: 'Rudraksha Mala' })],
        tracking: { courier: 'India Post', awb: 'AWB-PRIYA-1' },
      }),
    ]);
    expect(zip.json<unknown[]>('puja-bookings.json')).toHaveLength(1);
    expect(zip.json<unknown[]>('pitr-bookings.json')).toHaveLength(1);
    expect(zip.json('yatra-bookings.json')).toEqual([
      expect.objectContaining({
        yatraName: 'Char Dham',
        travellers: [expect.objectContaining({ name: 'Priya Verma' })],
      }),
    ]);
    expect(zip.json('recharges.json')).toEqual([expect.objectContaining({ number: '9000000001', status: 'SUCCESS' })]);
    expect(zip.json('recent-numbers.json')).toEqual([expect.objectContaining({ number: '9000000001' })]);
    // Five payments: the order, the puja, the pitr booking, the yatra and the recharge.
    expect(zip.json<unknown[]>('payments.json')).toHaveLength(5);
    const milan = zip.json<{
      profile: { partnerPreferences: unknown };
      photos: { file: string }[];
      verifications: { files: string[] }[];
    }>('milan-profile.json');
    expect(milan.profile.partnerPreferences).toEqual(expect.any(Object));
    expect(milan.photos).toEqual([expect.objectContaining({ file: `uploads/milan-photos/${fixture.photoFile}` })]);
    expect(milan.verifications[0]?.files).toEqual(['uploads/verification-documents/0f1e-document.jpg']);
    expect(zip.json('milan-connections.json')).toEqual([
      expect.objectContaining({
        direction: 'received',
        status: 'accepted',
        member: { memberId: fixture.other.userId, firstName: 'Rahul', city: 'Lucknow' },
      }),
    ]);
    expect(zip.json('milan-shortlist.json')).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ firstName: 'Kavya' }) }),
    ]);
    const [conversation, ...more] =
      zip.json<{ with: { firstName: string }; messages: { from: string; body: string }[] }[]>('milan-messages.json');
    expect(more).toEqual([]);
    expect(conversation?.with.firstName).toBe('Rahul');
    expect(conversation?.messages.map((m) => [m.from, m.body])).toEqual([
      ['them', 'Namaste Priya'],
      ['me', 'Namaste Rahul'],
    ]);
  });

  it('carries the uploads byte for byte: the photo as stored, the ID document image', async () => {
    const photo = await ctx.app.providers.privateFiles.get(`milan/${fixture.me.userId}/${fixture.photoFile}`);
    expect(photo).not.toBeNull();
    expect(Buffer.from(zip.files[`uploads/milan-photos/${fixture.photoFile}`]!).equals(photo!.body)).toBe(true);
    const doc = Buffer.from(zip.files['uploads/verification-documents/0f1e-document.jpg']!);
    expect(doc.equals(fixture.documentBytes)).toBe(true);
  });

  it("holds nothing of other people's beyond what the customer sees: no mobiles, their orders, recharges or chats", () => {
    const everything = zip.names
      .filter((n) => n.endsWith('.json'))
      .map(zip.text)
      .join('\n');
    for (const absent of [
      fixture.other.mobile,
      fixture.third.mobile,
      'Mehta',
      'Iyer',
      'AWB-RAHUL-1',
      '9000000002',
      'Secret to Rahul',
    ]) {
      expect(everything).not.toContain(absent);
    }
  });

  it('is downloadable by its owner only: another customer gets 404, no token 401', async () => {
    expect((await download(fixture.other, exportId)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/me/data-exports/${exportId}/download` })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/data-export' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/data-exports' })).statusCode).toBe(401);
    expect(await list(fixture.other)).toEqual([]);
  });

  it('is deleted by the job pass once expired: the file is gone, the download answers 410', async () => {
    const [row] = await dataExportsOf(ctx.app, fixture.me.userId);
    const later = new Date(row!.expiresAt!.getTime() + 1000);
    expect(await runDataExportPass(ctx.app.db, work(), later)).toEqual({ prepared: 0, expired: 1 });
    expect(await ctx.app.providers.privateFiles.get(row!.fileKey!)).toBeNull();
    expect((await list(fixture.me))[0]?.status).toBe('expired');
    const gone = await download(fixture.me, exportId);
    expect(gone.statusCode).toBe(410);
    expect(gone.json<{ message: string }>().message).toBe(MESSAGES.dataExportExpired);
  });
});

describe('the job pass and the limits', () => {
  it('prepares a request a stopped process left pending (written, never started)', async () => {
    const who = await loginAs(ctx.app);
    const { row } = await requestDataExport(ctx.app.db, who.userId);
    const pending = await download(who, row.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json<{ message: string }>().message).toBe(MESSAGES.dataExportNotReady);
    expect(await runDataExportPass(ctx.app.db, work())).toEqual({ prepared: 1, expired: 0 });
    const res = await download(who, row.id);
    expect(res.statusCode).toBe(200);
    expect(unzip(res.rawPayload).json('profile.json')).toMatchObject({ id: who.userId });
    expect(await notificationsOf(ctx.app, who.userId, 'data_export_ready')).toHaveLength(1);
  });

  it(`takes at most ${DATA_EXPORTS_PER_DAY} requests a day, then answers 429 with the limit`, async () => {
    const who = await loginAs(ctx.app);
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i++) {
      expect((await ask(who)).statusCode).toBe(202);
      await settleDataExports(ctx.app.db);
    }
    const refused = await ask(who);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGE_TEMPLATES.dataExportLimit(DATA_EXPORTS_PER_DAY));
    expect(await list(who)).toHaveLength(DATA_EXPORTS_PER_DAY);
  });

  it(`tries again after a failure, and gives up after ${MAX_ATTEMPTS} tries: failed, nothing to download`, async () => {
    const who = await loginAs(ctx.app);
    const { row } = await requestDataExport(ctx.app.db, who.userId);
    const broken = {
      ...work(),
      files: { ...ctx.app.providers.privateFiles, put: () => Promise.reject(new Error('disk full')) },
    };
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      expect(await runDataExportPass(ctx.app.db, broken)).toEqual({ prepared: 1, expired: 0 });
      expect((await dataExportsOf(ctx.app, who.userId))[0]).toMatchObject({
        status: i < MAX_ATTEMPTS ? 'pending' : 'failed',
        attempts: i,
        error: 'Error: disk full',
      });
    }
    expect(await runDataExportPass(ctx.app.db, broken)).toEqual({ prepared: 0, expired: 0 });
    expect((await download(who, row.id)).statusCode).toBe(404);
    expect(await notificationsOf(ctx.app, who.userId, 'data_export_ready')).toEqual([]);
    // A failed request is not in progress: the customer may ask again.
    expect((await ask(who)).statusCode).toBe(202);
    await settleDataExports(ctx.app.db);
  });

  it('answers 404 for an id that is nobody’s', async () => {
    expect((await download(fixture.me, '0123456789abcdef01234567')).statusCode).toBe(404);
  });
});
