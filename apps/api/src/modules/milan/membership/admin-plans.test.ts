import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminMembershipPlan, type MembershipPlan, type PlanBody } from '@seva/contracts';
import { dataOf, expectAdminOnly, messageOf, openApiOperations, useAdminTestApp } from '../../../test/admin.js';
import { injectAs } from '../../../test/login.js';
import { FREE_PLAN_FIXED, PLAN_CODE_TAKEN } from './admin-plans.js';
import { milanPlans } from '../tables.js';

const server = useAdminTestApp();
const { as } = server;
const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
let freeId: string;
let hiddenId: string;

const gold: PlanBody = {
  code: 'gold-monthly',
  name: 'Gold Monthly',
  durationDays: 30,
  price: 2999,
  contactViews: 200,
  requestsPerDay: 50,
  messaging: true,
  profileBoost: true,
  tagline: 'Most popular',
  active: true,
};

const plans = async () => {
  const res = await as('GET', '/api/admin/milan/plans');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ status: true; results: MembershipPlan[] }>().results;
};
const pricePaiseOf = async (id: string) =>
  (await server.app.db.select().from(milanPlans).where(eq(milanPlans.id, id)))[0]?.pricePaise;
const replace = (id: string, body: object) =>
  injectAs(server.app, server.admin.token, { method: 'PUT', url: `/api/admin/milan/plans/${id}`, payload: body });

beforeAll(async () => {
  const rows = await server.app.db
    .insert(milanPlans)
    .values([
      {
        code: 'free',
        name: 'Free',
        durationDays: 0,
        pricePaise: 0,
        contactViews: 0,
        requestsPerDay: 5,
        messaging: false,
        profileBoost: false,
        sortOrder: 0,
      },
      {
        code: 'basic-yearly',
        name: 'Basic Yearly',
        durationDays: 365,
        pricePaise: 399_900,
        contactViews: 60,
        requestsPerDay: 20,
        messaging: true,
        profileBoost: false,
        active: false,
        sortOrder: 1,
      },
    ])
    .returning({ id: milanPlans.id });
  freeId = rows[0]!.id;
  hiddenId = rows[1]!.id;
});

describe('Milan Sathi plans console', () => {
  it('lets only admins in and documents its routes under the admin tag', async () => {
    await expectAdminOnly(server.app, server.customer, 'GET', '/api/admin/milan/plans');
    await expectAdminOnly(server.app, server.customer, 'POST', '/api/admin/milan/plans');
    const url = `/api/admin/milan/plans/${hiddenId}`;
    expect((await server.app.inject({ method: 'PUT', url, payload: gold })).statusCode).toBe(401);
    const forbidden = await injectAs(server.app, server.customer.token, { method: 'PUT', url, payload: gold });
    expect(forbidden.statusCode).toBe(403);
    expect(messageOf(forbidden)).toBe(MESSAGES.forbidden);
    const operations = await openApiOperations(server.app, (path) => path.startsWith('/api/admin/milan/plans'));
    expect(operations.map((op) => op.method).sort()).toEqual(['get', 'post', 'put']);
    for (const op of operations) expect(op.tags).toEqual(['admin']);
    expect((await plans()).find((p) => p._id === hiddenId)?.name).toBe('Basic Yearly');
  });

  it('lists every plan, hidden ones too, the free plan first, prices in rupees', async () => {
    expect(await plans()).toEqual([
      expect.objectContaining({ _id: freeId, code: 'free', price: 0, active: true }),
      expect.objectContaining({ _id: hiddenId, code: 'basic-yearly', price: 3999, active: false, durationDays: 365 }),
    ]);
  });

  it('creates a paid plan priced in rupees and stored in paise; a code in use is 409', async () => {
    const created = await as('POST', '/api/admin/milan/plans', { ...gold, price: 2999.5 });
    expect(created.statusCode, created.body).toBe(201);
    expect(messageOf(created)).toBe('Plan created.');
    const plan = dataOf<MembershipPlan>(created);
    expect(plan).toEqual({
      _id: expect.any(String),
      ...gold,
      price: 2999.5,
      hi: {},
      hindiMissing: ['name', 'tagline'],
    });
    expect(await pricePaiseOf(plan._id)).toBe(299_950);
    expect((await plans()).map((p) => p.code)).toEqual(['free', 'basic-yearly', 'gold-monthly']);

    const duplicate = await as('POST', '/api/admin/milan/plans', {
      ...gold,
      code: ' gold-monthly ',
      name: 'Gold again',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: PLAN_CODE_TAKEN, error: 'plan_code_taken' });
    expect(await plans()).toHaveLength(3);
  });

  it('checks the plan with the contract: code, name, duration and a price of at least ₹1', async () => {
    const post = (body: object) => as('POST', '/api/admin/milan/plans', body);
    const cases: [object, string][] = [
      [{ ...gold, code: 'Gold Monthly' }, 'Use 2–40 lowercase letters, digits and hyphens for the code.'],
      [{ ...gold, code: 'silver', name: ' ' }, 'Please enter the plan name.'],
      [{ ...gold, code: 'silver', durationDays: 0 }, 'A paid plan lasts at least 1 day.'],
      [{ ...gold, code: 'silver', price: 0 }, 'A paid plan costs at least ₹1.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const fractions = await post({ ...gold, code: 'silver', price: 10.005 });
    expect(fractions.statusCode).toBe(400);
    expect(messageOf(fractions)).toBe('Please enter the price in rupees with at most 2 decimals.');
    expect((await plans()).some((p) => p.code === 'silver')).toBe(false);
  });

  it('edits a plan, hides and shows it again; unknown ids are 404 and codes stay unique', async () => {
    const edited = await replace(hiddenId, {
      ...gold,
      code: 'basic-yearly',
      name: 'Basic Yearly',
      price: 3499,
      durationDays: 365,
      active: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(messageOf(edited)).toBe('Plan saved.');
    expect(dataOf<MembershipPlan>(edited)).toMatchObject({ _id: hiddenId, price: 3499, active: true });
    expect(await pricePaiseOf(hiddenId)).toBe(349_900);

    const hidden = await replace(hiddenId, { ...gold, code: 'basic-yearly', name: 'Basic Yearly', active: false });
    expect(messageOf(hidden)).toBe('Plan saved. It is hidden from the membership page.');
    expect((await plans()).find((p) => p._id === hiddenId)).toMatchObject({ active: false, price: 2999 });

    const taken = await replace(hiddenId, { ...gold });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(PLAN_CODE_TAKEN);
    expect((await plans()).find((p) => p._id === hiddenId)?.code).toBe('basic-yearly');

    expect((await replace(UNKNOWN_ID, { ...gold, code: 'other' })).statusCode).toBe(404);
    expect((await replace(hiddenId, { ...gold, price: -5 })).statusCode).toBe(400);
    // Edits go through PUT; there is no PATCH.
    expect((await as('PATCH', `/api/admin/milan/plans/${hiddenId}`, { active: true })).statusCode).toBe(404);
  });

  it('keeps the free plan at ₹0 and visible (409 with the reason)', async () => {
    const priced = await replace(freeId, { ...gold, code: 'free', name: 'Free', price: 99 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ message: FREE_PLAN_FIXED, error: 'free_plan_fixed' });
    const hidden = await replace(freeId, { ...gold, code: 'free', name: 'Free', price: 1, active: false });
    expect(hidden.statusCode).toBe(409);
    // A paid plan cannot become 'free', nor can a new one take the code.
    expect((await replace(hiddenId, { ...gold, code: 'free' })).statusCode).toBe(409);
    const created = await as('POST', '/api/admin/milan/plans', { ...gold, code: 'free' });
    expect(created.statusCode).toBe(409);
    expect(messageOf(created)).toBe(FREE_PLAN_FIXED);
    expect((await plans())[0]).toMatchObject({ _id: freeId, code: 'free', price: 0, active: true, name: 'Free' });
    expect(await pricePaiseOf(freeId)).toBe(0);
  });
});

describe('Milan Sathi plans in Hindi (issue 21, decision 011)', () => {
  it('saves the Hindi of name and tagline, keeps it when a save leaves `hi` out, and lists what lacks Hindi', async () => {
    const body = { ...gold, code: 'silver-monthly', name: 'Silver Monthly', tagline: 'For a start' };
    const created = await as('POST', '/api/admin/milan/plans', { ...body, hi: { name: 'सिल्वर मासिक' } });
    expect(created.statusCode, created.body).toBe(201);
    const plan = dataOf<AdminMembershipPlan>(created);
    expect(plan).toMatchObject({ hi: { name: 'सिल्वर मासिक' }, hindiMissing: ['tagline'] });
    const missing = async () =>
      (await as('GET', '/api/admin/milan/plans?hindi=missing')).json<{ results: AdminMembershipPlan[] }>().results;
    expect((await missing()).map((p) => p.code)).toContain('silver-monthly');

    const full = { name: 'सिल्वर मासिक', tagline: 'शुरुआत के लिए' };
    expect(dataOf<AdminMembershipPlan>(await replace(plan._id, { ...body, hi: full })).hindiMissing).toEqual([]);
    const kept = dataOf<AdminMembershipPlan>(await replace(plan._id, { ...body, price: 1999 }));
    expect(kept).toMatchObject({ price: 1999, hi: full, hindiMissing: [] });
    expect((await missing()).map((p) => p.code)).not.toContain('silver-monthly');

    const long = await replace(plan._id, { ...body, hi: { tagline: 'क'.repeat(61) } });
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toMatch(/Hindi text can have at most 60 characters/);
  });
});
