import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  notYourAreaMessage,
  type AdminAuditResponse,
  type AdminVerification,
  type ProfileSearchResponse,
  type ProfileView,
  type Verification,
  type VerificationStateResponse,
} from '@seva/contracts';
import { expectAdminOnly, loginAdmin, openApiOperations, requestAs } from '../../../test/admin.js';
import type { TestContext } from '../../../test/app.js';
import { fakeImage } from '../../../test/media.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { connectAs, nextEvent } from '../../../test/socket.js';
import { notificationsOf } from '../../../test/notifications.js';
import { milanPhotos, milanVerifications } from '../tables.js';
import { createMember, createMilanAdminTestApp, type Member } from '../../../test/milan.js';
import { submissionParts, submitAs } from '../../../test/milan-verification.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createMilanAdminTestApp());
});
afterAll(async () => ctx.app.close());

const QUEUE = '/api/admin/milan/verifications';

/** A member (with `city`, so search can find them alone) who has sent a pending request; answers both. */
async function pendingMember(city = 'Jaipur'): Promise<{ who: Member; request: Verification }> {
  const who = await createMember(ctx.app, { city });
  const res = await submitAs(ctx.app, who);
  if (res.statusCode !== 200) throw new Error(`POST /verification ${res.statusCode}: ${res.body}`);
  return { who, request: res.json<{ verification: Verification }>().verification };
}

const review = (id: string, body: object) => requestAs(ctx.app, admin, 'PATCH', `${QUEUE}/${id}`, body);
const queue = async (query = '') =>
  (await requestAs(ctx.app, admin, 'GET', `${QUEUE}${query}`)).json<{ results: AdminVerification[]; total: number }>();
/** An ID image through the console (admins) or the member's own route (its owner). */
const fileAs = (who: LoggedIn, id: string, file: 'document' | 'selfie') =>
  requestAs(ctx.app, who, 'GET', `${QUEUE}/${id}/files/${file}`);
const ownFileAs = (who: LoggedIn, id: string, file: 'document' | 'selfie') =>
  injectAs(ctx.app, who.token, { method: 'GET', url: `/api/verification/${id}/files/${file}` });
const auditAs = async (who: LoggedIn, query = '') => requestAs(ctx.app, who, 'GET', `/api/admin/audit${query}`);
const stateOf = async (who: LoggedIn) =>
  (await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/verification' })).json<VerificationStateResponse>();
const keysOf = async (id: string) => {
  const [row] = await ctx.app.db.select().from(milanVerifications).where(eq(milanVerifications.id, id));
  return [row?.documentKey, row?.selfieKey];
};
const noticesOf = (customerId: string, kind: 'verification_verified' | 'verification_rejected') =>
  notificationsOf(ctx.app, customerId, kind);

describe('the verification queue', () => {
  it('is for admins only', async () => {
    const customer = await loginAs(ctx.app);
    await expectAdminOnly(ctx.app, customer, 'GET', QUEUE);
    await expectAdminOnly(ctx.app, customer, 'PATCH', `${QUEUE}/${'a'.repeat(24)}`);
  });

  it('lists pending requests oldest first with the member’s name, mobile and profile photos; admins see the images', async () => {
    const first = await pendingMember();
    await ctx.app.db
      .insert(milanPhotos)
      .values({ customerId: first.who.userId, image: fakeImage('face'), isPrimary: true, position: 0 });
    const second = await pendingMember();
    const { results, total } = await queue();
    const ids = results.map((r) => r._id);
    expect(ids.indexOf(first.request._id)).toBeLessThan(ids.indexOf(second.request._id));
    expect(total).toBe(results.length);
    expect(results.find((r) => r._id === first.request._id)).toMatchObject({
      customerId: first.who.userId,
      firstName: 'Ananya',
      lastName: 'Sharma',
      mobile: first.who.mobile,
      status: 'pending',
      documentNumber: 'XXXXXX234F',
      hasFiles: true,
      profilePhotos: [fakeImage('face')],
      reviewedBy: null,
    });
    const document = await fileAs(admin, first.request._id, 'document');
    expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('verifies: the badge shows on the profile and in search, the member is told, the images are gone', async () => {
    const { who, request } = await pendingMember('Udaipur');
    const keys = await keysOf(request._id);
    const res = await review(request._id, { status: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'verified', reviewedBy: admin.userId, hasFiles: false });

    const state = await stateOf(who);
    expect(state).toMatchObject({ verified: true, verification: { status: 'verified', hasFiles: false } });
    const visitorView = await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}` });
    expect(visitorView.json<{ user: ProfileView }>().user.verified).toBe(true);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/users/search?city=Udaipur' });
    const card = search.json<ProfileSearchResponse>().results.find((c) => c._id === who.userId);
    expect(card?.verified).toBe(true);

    const [notice] = await noticesOf(who.userId, 'verification_verified');
    expect(notice).toMatchObject({ title: 'Your profile is verified', link: '/dashboard/verification' });

    expect((await ownFileAs(who, request._id, 'document')).statusCode).toBe(404);
    expect((await fileAs(admin, request._id, 'selfie')).statusCode).toBe(404);
    for (const key of keys) expect(await ctx.app.providers.privateFiles.get(key!)).toBeNull();

    const again = await submitAs(ctx.app, who);
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.alreadyVerified]);
  });

  it('rejects with the reason the member is told, live on their open socket; they may then send a new request', async () => {
    const { who, request } = await pendingMember();
    const keys = await keysOf(request._id);
    const socket = await connectAs(ctx.app, who.token);
    const pushed = nextEvent(socket, 'notification:new');
    const reason = 'The photo of the PAN card is blurred.';
    const res = await review(request._id, { status: 'rejected', reason });
    expect(res.statusCode, res.body).toBe(200);
    const live = await pushed;
    socket.disconnect();
    expect(live).toMatchObject({ kind: 'verification_rejected', link: '/dashboard/verification', readAt: null });
    expect(live.body).toContain(reason);

    const state = await stateOf(who);
    expect(state).toMatchObject({ verified: false, verification: { status: 'rejected', reason, hasFiles: false } });
    const [notice] = await noticesOf(who.userId, 'verification_rejected');
    expect(notice?.id).toBe(live._id);
    for (const key of keys) expect(await ctx.app.providers.privateFiles.get(key!)).toBeNull();
    const view = await ctx.app.inject({ method: 'GET', url: `/api/users/${who.userId}` });
    expect(view.json<{ user: ProfileView }>().user.verified).toBe(false);

    const rejected = await queue('?status=rejected');
    expect(rejected.results[0]).toMatchObject({ _id: request._id, reason, reviewedBy: admin.userId });

    const resubmit = await submitAs(
      ctx.app,
      who,
      await submissionParts({ documentType: 'passport', documentNumber: 'K1234567' }),
    );
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect((await stateOf(who)).verification).toMatchObject({ status: 'pending', documentType: 'passport' });
  });

  it('asks for a reason to reject', async () => {
    const { request } = await pendingMember();
    const res = await review(request._id, { status: 'rejected', reason: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please give the reason (at least 5 characters).');
  });

  it('reviews a request once: a second review, even at the same moment, is refused', async () => {
    const { who, request } = await pendingMember();
    const [a, b] = await Promise.all([
      review(request._id, { status: 'verified' }),
      review(request._id, { status: 'rejected', reason: 'The selfie does not match.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().message).toBe(MESSAGES.verificationReviewed);
    const later = await review(request._id, { status: 'verified' });
    expect([later.statusCode, later.json().message]).toEqual([409, MESSAGES.verificationReviewed]);
    const told = [
      ...(await noticesOf(who.userId, 'verification_verified')),
      ...(await noticesOf(who.userId, 'verification_rejected')),
    ];
    expect(told).toHaveLength(1);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await review('b'.repeat(24), { status: 'verified' });
    expect(res.statusCode).toBe(404);
  });

  it('documents every verification call in the OpenAPI page', async () => {
    const operations = await openApiOperations(
      ctx.app,
      (path) => path.startsWith('/api/verification') || path.startsWith('/api/admin/milan/verifications'),
    );
    expect(operations.map((o) => `${o.method} ${o.path} ${o.tags?.join(',')}`).sort()).toEqual([
      'get /api/admin/milan/verifications admin',
      'get /api/admin/milan/verifications/{id}/files/{file} admin',
      'get /api/verification milan',
      'get /api/verification/{id}/files/{file} milan',
      'patch /api/admin/milan/verifications/{id} admin',
      'post /api/verification milan',
    ]);
  });
});

describe('ID documents (issue 17 finding 4)', () => {
  it('are not shown to an admin of another area, not even through the member’s own route', async () => {
    const { request } = await pendingMember();
    const shop = await loginAdmin(ctx.app, ['shop', 'bookings', 'recharge', 'content']);
    const refused = await fileAs(shop, request._id, 'document');
    expect([refused.statusCode, refused.json().message]).toEqual([403, notYourAreaMessage('milan-safety')]);
    expect((await ownFileAs(shop, request._id, 'document')).statusCode).toBe(404);
    expect((await ownFileAs(admin, request._id, 'selfie')).statusCode).toBe(404);
  });

  it('are shown to milan-safety and super admins, each view logged, newest first (issue 24: each admin reads their area’s)', async () => {
    const { request } = await pendingMember();
    const safety = await loginAdmin(ctx.app, ['milan-safety']);
    const before = (await (await auditAs(admin)).json<AdminAuditResponse>()).total;

    const document = await fileAs(safety, request._id, 'document');
    expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await fileAs(admin, request._id, 'selfie')).statusCode).toBe(200);
    // Nothing is served, so nothing is logged.
    expect((await fileAs(admin, 'c'.repeat(24), 'selfie')).statusCode).toBe(404);

    const log = await auditAs(admin, '?pageSize=2');
    expect(log.statusCode).toBe(200);
    const body = log.json<AdminAuditResponse>();
    expect(body).toMatchObject({ status: true, total: before + 2, page: 1, pageSize: 2 });
    expect(body.results).toMatchObject([
      { adminId: admin.userId, adminName: 'Aarav Sharma', adminMobile: admin.mobile, area: 'super', detail: 'selfie' },
      { adminId: safety.userId, adminMobile: safety.mobile, area: 'milan-safety', detail: 'document' },
    ]);
    for (const entry of body.results) {
      expect(entry).toMatchObject({ action: 'verification-document.view', targetId: request._id });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }

    // A milan-safety admin reads the rows of their own area only: not the super admin's view.
    const ownArea = (await auditAs(safety, `?targetId=${request._id}`)).json<AdminAuditResponse>();
    expect(ownArea.results.map((entry) => [entry.area, entry.detail])).toEqual([['milan-safety', 'document']]);
    expect((await auditAs(admin, '?pageSize=101')).statusCode).toBe(400);
  });
});
