import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminReport, type ReportBody } from '@seva/contracts';
import type { TestContext } from '../../../test/app.js';
import { expectAdminOnly, openApiOperations } from '../../../test/admin.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { REPORT_CLOSED_MESSAGE, REPORT_NOT_FOUND_MESSAGE } from './admin-reports.js';
import { REPORT_SELF_MESSAGE } from './reports.js';
import { milanProfiles, milanReports } from '../tables.js';
import { createMember, createMilanAdminTestApp, type Member } from '../../../test/milan.js';

let ctx: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  ({ ctx, admin } = await createMilanAdminTestApp());
});
afterAll(async () => ctx.app.close());

const report = (who: LoggedIn, id: string, payload: ReportBody | object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: `/api/users/${id}/report`, payload });
const queue = async (query: Record<string, string> = {}) => {
  const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/milan/reports', query });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: AdminReport[]; total: number }>();
};
const close = (id: string, payload: object) =>
  injectAs(ctx.app, admin.token, { method: 'PATCH', url: `/api/admin/milan/reports/${id}`, payload });
const reportsAgainst = (member: Member) =>
  ctx.app.db.select().from(milanReports).where(eq(milanReports.reportedId, member.userId));

describe('POST /api/users/:id/report', () => {
  it('files one open report however often the member reports the same profile', async () => {
    const reporter = await createMember(ctx.app, { gender: 'female' });
    const reported = await createMember(ctx.app, { gender: 'male' });
    const body = { reason: 'asked_for_money', details: 'Asked me to send ₹20,000 for a visa.' };
    const first = await report(reporter, reported.userId, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: MESSAGES.reportReceived });
    const [again, parallel] = await Promise.all([
      report(reporter, reported.userId, { reason: 'broker' }),
      report(reporter, reported.userId, { reason: 'fake_profile' }),
    ]);
    expect([again.statusCode, parallel.statusCode]).toEqual([200, 200]);
    expect(await reportsAgainst(reported)).toMatchObject([
      { reporterId: reporter.userId, reason: 'asked_for_money', details: body.details, status: 'open' },
    ]);
    // Still visible: reporting alone does not block.
    const view = await injectAs(ctx.app, reporter.token, { method: 'GET', url: `/api/users/${reported.userId}` });
    expect(view.statusCode).toBe(200);
  });

  it('blocks the member too when asked', async () => {
    const reporter = await createMember(ctx.app, { gender: 'female' });
    const reported = await createMember(ctx.app, { gender: 'male' });
    const res = await report(reporter, reported.userId, { reason: 'harassment', block: true });
    expect(res.statusCode).toBe(200);
    for (const [who, other] of [
      [reporter, reported],
      [reported, reporter],
    ] as const) {
      const view = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/users/${other.userId}` });
      expect(view.statusCode).toBe(404);
    }
    expect(await reportsAgainst(reported)).toHaveLength(1);
  });

  it('refuses oneself (400), a member without a profile (404), no reason (400) and visitors (401)', async () => {
    const reporter = await createMember(ctx.app, { gender: 'female' });
    const self = await report(reporter, reporter.userId, { reason: 'other' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(REPORT_SELF_MESSAGE);
    const nobody = await report(reporter, 'ffffffffffffffffffffffff', { reason: 'other' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(MESSAGES.profileNotFound);
    const noReason = await report(reporter, admin.userId, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please choose why you are reporting this profile.');
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${reporter.userId}/report`,
      payload: { reason: 'other' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('the admin reports queue', () => {
  it('lists open reports oldest first with both members, the suspension and the open count; closes one once', async () => {
    const reported = await createMember(ctx.app, { gender: 'male' }, { firstName: 'Suresh', lastName: 'Kumar' });
    const first = await createMember(ctx.app, { gender: 'female' }, { firstName: 'Pooja', lastName: 'Rao' });
    const second = await createMember(ctx.app, { gender: 'female' });
    await report(first, reported.userId, { reason: 'fake_profile', details: 'Photos are of a film actor.' });
    await report(second, reported.userId, { reason: 'broker' });
    await ctx.app.db
      .update(milanProfiles)
      .set({ suspendedAt: new Date() })
      .where(eq(milanProfiles.customerId, reported.userId));

    const open = await queue();
    const mine = open.results.filter((item) => item.reported._id === reported.userId);
    expect(mine.map((item) => item.reporter._id)).toEqual([first.userId, second.userId]);
    expect(mine[0]).toMatchObject({
      reason: 'fake_profile',
      details: 'Photos are of a film actor.',
      status: 'open',
      reporter: { _id: first.userId, name: 'Pooja Rao', mobile: first.mobile },
      reported: {
        _id: reported.userId,
        name: 'Suresh Kumar',
        mobile: reported.mobile,
        suspended: true,
        openReports: 2,
      },
      resolution: '',
      resolvedAt: null,
    });
    const times = open.results.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());

    const id = mine[0]?._id ?? '';
    const closed = await close(id, { status: 'actioned', resolution: 'Suspended: stolen photos.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: true,
      data: { _id: id, status: 'actioned', resolution: 'Suspended: stolen photos.', reported: { openReports: 1 } },
    });
    expect(closed.json().data.resolvedAt).toEqual(expect.any(String));
    const again = await close(id, { status: 'dismissed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_CLOSED_MESSAGE);
    expect((await close('ffffffffffffffffffffffff', { status: 'dismissed' })).json().message).toBe(
      REPORT_NOT_FOUND_MESSAGE,
    );
    expect((await close(id, { status: 'open' })).statusCode).toBe(400);

    expect((await queue()).results.map((item) => item._id)).not.toContain(id);
    const actioned = await queue({ status: 'actioned' });
    expect(actioned.results[0]).toMatchObject({ _id: id, status: 'actioned' });

    // Closed, the member may report the profile again: a new open report.
    await report(first, reported.userId, { reason: 'other' });
    expect((await reportsAgainst(reported)).filter((row) => row.status === 'open')).toHaveLength(2);
  });

  it('is for admins only: 401 for visitors, 403 for customers', async () => {
    const customer = await loginAs(ctx.app);
    await expectAdminOnly(ctx.app, customer, 'GET', '/api/admin/milan/reports');
    await expectAdminOnly(ctx.app, customer, 'PATCH', '/api/admin/milan/reports/ffffffffffffffffffffffff');
  });

  it('is documented under the admin tag', async () => {
    const operations = await openApiOperations(ctx.app, (path) => path.startsWith('/api/admin/milan/reports'));
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'get /api/admin/milan/reports',
      'patch /api/admin/milan/reports/{id}',
    ]);
    expect(operations.every((op) => op.tags?.includes('admin'))).toBe(true);
  });
});
