import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVED_BILLERS_LIMIT,
  type FetchedBill,
  type RechargeComplaint,
  type RechargePlans,
  type RecentRecharge,
  type SavedBiller,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { loginAdmin } from '../../test/admin.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payAndRecharge, prepaid } from '../../test/recharge.js';
import { insertRechargeOrder } from '../../test/recharge-orders.js';
import { rechargeBillFetches } from './tables.js';

let ctx: TestContext;
let who: LoggedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  who = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object, as = who) =>
  injectAs(ctx.app, as.token, { method, url: `/api/${url}`, ...(payload ? { payload } : {}) });

async function jioPlan(amount: number) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/recharge/plans?product_code=JIO&circle=DL' });
  const plans = res.json<{ data: RechargePlans }>().data.categories.flatMap((c) => c.plans);
  const plan = plans.find((p) => p.amount === amount && /days$/.test(p.validity));
  if (!plan) throw new Error(`no Jio plan of ₹${amount}`);
  return plan;
}

describe('GET /api/recharge/recent', () => {
  it('lists each number once with its latest plan, newest first; only the customer’s own successes', async () => {
    const me = await loginAs(ctx.app);
    const plan = await jioPlan(299);
    await payAndRecharge(ctx.app, me, { ...prepaid('9811122233', 199) });
    await payAndRecharge(ctx.app, me, { ...prepaid('9811122233', plan.amount), plan_id: plan.id });
    await payAndRecharge(ctx.app, me, { ...prepaid('9811122244', 155), plan_id: 'jio-dl-none-155' });
    await payAndRecharge(ctx.app, me, prepaid('9811120000', 199)); // fails at the operator

    const recent = (await call('GET', 'recharge/recent', undefined, me)).json<{ data: RecentRecharge[] }>().data;
    expect(recent.map((r) => r.number)).toEqual(['9811122244', '9811122233']);
    expect(recent[1]).toMatchObject({
      product_code: 'JIO',
      productName: 'Jio',
      circle: 'DL',
      billType: 'prepaid-recharge',
      amount: 299,
      plan: { id: plan.id, amount: 299, validity: plan.validity, description: plan.description },
    });
    // A plan the catalogue does not list at that amount is not kept.
    expect(recent[0]).toMatchObject({ amount: 155, plan: null });

    const other = await loginAs(ctx.app);
    expect((await call('GET', 'recharge/recent', undefined, other)).json()).toEqual({ status: 1, data: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recharge/recent' })).statusCode).toBe(401);
  });
});

describe('saved billers', () => {
  const biller = { product_code: 'BSES_RAJDHANI', number: '523456789', nickname: 'Home electricity' };
  const list = (as = who) =>
    call('GET', 'recharge/billers', undefined, as).then((r) => r.json<{ data: SavedBiller[] }>().data);

  it('saves a biller, shows its last bill as due, then paid; renames on a second save; deletes', async () => {
    const saved = await call('POST', 'recharge/billers', biller);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Biller saved.', data: { status: 'fetch', lastBill: null } });

    const bill = (await call('POST', 'recharge/fetchBill', biller)).json<{ data: FetchedBill }>().data;
    const [due] = await list();
    expect(due).toMatchObject({
      nickname: 'Home electricity',
      productName: bill.product_name,
      lastBill: { amount: bill.amount, dueDate: bill.dueDate },
    });
    expect(due?.status).toBe(due!.dueInDays! < 0 ? 'overdue' : 'due');

    await payAndRecharge(
      ctx.app,
      who,
      {
        product_code: biller.product_code,
        number: biller.number,
        product_name: bill.product_name,
        bill_type: 'electricity-bill',
        amount: bill.amount,
        fetched_bill_order_id: bill.fetched_bill_order_id,
        bill_fetch_ref: bill.bill_fetch_ref,
      },
      'billPayment',
    );
    expect((await list())[0]?.status).toBe('paid');

    await call('POST', 'recharge/billers', { ...biller, nickname: 'Flat 4B' });
    const renamed = await list();
    expect(renamed).toHaveLength(1);
    expect(renamed[0]?.nickname).toBe('Flat 4B');

    const other = await loginAs(ctx.app);
    expect(await list(other)).toEqual([]);
    expect((await call('DELETE', `recharge/billers/${renamed[0]!._id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `recharge/billers/${renamed[0]!._id}`)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('says overdue for a bill past its due date, refuses bad input, and stops at the limit', async () => {
    const me = await loginAs(ctx.app);
    await call('POST', 'recharge/billers', { ...biller, number: '623456789' }, me);
    await call('POST', 'recharge/fetchBill', { ...biller, number: '623456789' }, me);
    await ctx.app.db
      .update(rechargeBillFetches)
      .set({ dueDate: '2020-01-15' })
      .where(eq(rechargeBillFetches.number, '623456789'));
    expect((await list(me))[0]).toMatchObject({ status: 'overdue' });

    expect((await call('POST', 'recharge/billers', { ...biller, nickname: ' ' }, me)).statusCode).toBe(400);
    const prepaidBiller = await call(
      'POST',
      'recharge/billers',
      { product_code: 'JIO', number: '9811122233', nickname: 'x' },
      me,
    );
    expect(prepaidBiller.statusCode).toBe(422);

    for (let i = 1; i < SAVED_BILLERS_LIMIT; i++)
      expect(
        (await call('POST', 'recharge/billers', { ...biller, number: `7${String(i).padStart(8, '0')}` }, me))
          .statusCode,
      ).toBe(200);
    const full = await call('POST', 'recharge/billers', { ...biller, number: '799999998' }, me);
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(
      `You can save up to ${SAVED_BILLERS_LIMIT} billers. Please delete one first.`,
    );
  });
});

describe('complaints about pending recharges', () => {
  it('refuses before 30 minutes and on final orders; raises one per order; the admin resolves it', async () => {
    const me = await loginAs(ctx.app);
    const fresh = await insertRechargeOrder(ctx.app.db, me.userId, { status: 'PENDING', number: '9811133301' });
    const early = await call('POST', `recharge/orders/${fresh.orderId}/complaint`, {}, me);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('pending for 30 minutes');

    const done = await insertRechargeOrder(ctx.app.db, me.userId, {
      status: 'SUCCESS',
      createdAt: new Date(Date.now() - 60 * 60_000),
    });
    expect((await call('POST', `recharge/orders/${done.orderId}/complaint`, {}, me)).statusCode).toBe(409);

    const stuck = await insertRechargeOrder(ctx.app.db, me.userId, {
      status: 'PENDING',
      number: '9811133302',
      createdAt: new Date(Date.now() - 31 * 60_000),
    });
    const other = await loginAs(ctx.app);
    expect((await call('POST', `recharge/orders/${stuck.orderId}/complaint`, {}, other)).statusCode).toBe(404);

    const raised = await call('POST', `recharge/orders/${stuck.orderId}/complaint`, { note: 'No balance yet' }, me);
    expect(raised.statusCode).toBe(200);
    const complaint = raised.json<{ data: RechargeComplaint }>().data;
    expect(complaint).toMatchObject({
      orderId: stuck.orderId,
      note: 'No balance yet',
      status: 'open',
      resolution: null,
    });
    expect(complaint.reference).toMatch(/^SV-CP-\d{2}-\d{6}$/);
    const again = await call('POST', `recharge/orders/${stuck.orderId}/complaint`, { note: 'again' }, me);
    expect(again.json<{ data: RechargeComplaint }>().data._id).toBe(complaint._id);
    expect((await call('GET', 'recharge/complaints', undefined, other)).json()).toEqual({ status: 1, data: [] });

    const shop = await loginAdmin(ctx.app, ['shop']);
    expect((await call('GET', 'admin/recharge/complaints?status=open', undefined, shop)).statusCode).toBe(403);
    const admin = await loginAdmin(ctx.app, ['recharge']);
    const queue = await call('GET', `admin/recharge/complaints?status=open&q=${complaint.reference}`, undefined, admin);
    expect(queue.json()).toMatchObject({
      total: 1,
      results: [{ _id: complaint._id, mobile: me.mobile, order: { number: '9811133302', status: 'PENDING' } }],
    });
    const overview = await call('GET', 'admin/overview', undefined, admin);
    expect(overview.json<{ data: { queues: { queue: string; count: number }[] } }>().data.queues).toContainEqual(
      expect.objectContaining({ queue: 'rechargeComplaintsOpen' }),
    );

    expect(
      (await call('PATCH', `admin/recharge/complaints/${complaint._id}`, { resolution: '' }, admin)).statusCode,
    ).toBe(400);
    const resolved = await call(
      'PATCH',
      `admin/recharge/complaints/${complaint._id}`,
      { resolution: 'Credited by Jio.' },
      admin,
    );
    expect(resolved.json()).toMatchObject({ message: 'Complaint resolved.', data: { status: 'resolved' } });
    expect(
      (await call('PATCH', `admin/recharge/complaints/${complaint._id}`, { resolution: 'x' }, admin)).statusCode,
    ).toBe(409);
    const superAdmin = await loginAdmin(ctx.app, ['super']);
    const audit = (await call('GET', 'admin/audit', undefined, superAdmin)).json<{ results: { targetId: string }[] }>();
    expect(audit.results.filter((row) => row.targetId === complaint._id)).toMatchObject([
      { adminId: admin.userId, area: 'recharge', action: 'recharge-complaint.resolve' },
    ]);

    const mine = (await call('GET', 'recharge/complaints', undefined, me)).json<{ data: RechargeComplaint[] }>().data;
    expect(mine).toMatchObject([{ _id: complaint._id, status: 'resolved', resolution: 'Credited by Jio.' }]);
  });
});
