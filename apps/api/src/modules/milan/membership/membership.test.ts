import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type MembershipPlan,
  type MembershipStatus,
  type RazorpayPayment,
  type Transaction,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../../test/login.js';
import { insertMilanProfile } from '../../../test/milan.js';
import { insertPayment, payByCard, paymentsOf, refundLedgerOf } from '../../../test/payments.js';
import { findPaymentByOrder } from '../../payments/service.js';
import { milanConnections, milanContactViews, milanMemberships, milanPlans, milanProfiles } from '../tables.js';
import { CHECKOUT_REFUSALS } from './checkout.js';
import { startOfIndiaDay } from './status.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
const plan = { free: '', basic: '', gold: '', hidden: '' };

beforeAll(async () => {
  ctx = await createTestApp();
  const features = { messaging: true, tagline: '' };
  const rows = await ctx.app.db
    .insert(milanPlans)
    .values([
      // Inserted out of order: the list sorts them.
      {
        code: 'gold-half-yearly',
        name: 'Gold Half-Yearly',
        durationDays: 180,
        pricePaise: 4_999_00,
        contactViews: 150,
        requestsPerDay: 50,
        profileBoost: true,
        ...features,
        tagline: 'Best value',
      },
      {
        code: 'basic-monthly',
        name: 'Basic Monthly',
        durationDays: 30,
        pricePaise: 999_00,
        contactViews: 20,
        requestsPerDay: 15,
        profileBoost: false,
        ...features,
      },
      {
        code: 'free',
        name: 'Free',
        durationDays: 0,
        pricePaise: 0,
        contactViews: 0,
        requestsPerDay: 5,
        profileBoost: false,
        messaging: false,
      },
      {
        code: 'retired',
        name: 'Retired Plan',
        durationDays: 30,
        pricePaise: 499_00,
        contactViews: 5,
        requestsPerDay: 5,
        profileBoost: false,
        ...features,
        active: false,
      },
    ])
    .returning();
  const id = (code: string) => rows.find((row) => row.code === code)?.id ?? '';
  Object.assign(plan, {
    free: id('free'),
    basic: id('basic-monthly'),
    gold: id('gold-half-yearly'),
    hidden: id('retired'),
  });
});
afterAll(async () => ctx.app.close());

const get = (who: LoggedIn | null, url: string) =>
  who ? injectAs(ctx.app, who.token, { method: 'GET', url }) : ctx.app.inject({ method: 'GET', url });
const statusOf = async (who: LoggedIn) =>
  (await get(who, '/api/milan/membership')).json<{ data: MembershipStatus }>().data;
const transactionsOf = async (who: LoggedIn, query = '') =>
  (await get(who, `/api/payments/transactions${query}`)).json<{
    results: Transaction[];
    total: number;
    page: number;
    pageSize: number;
  }>();
const checkout = (who: LoggedIn, planId: string, paid: RazorpayPayment) =>
  injectAs(ctx.app, who.token, {
    method: 'POST',
    url: '/api/milan/membership/checkout',
    payload: {
      planId,
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
  });
/** Pays `amount` rupees for plan `planId` through the sandbox and activates it. */
async function buy(who: LoggedIn, planId: string, amount: number) {
  const paid = await payByCard(ctx.app, who, amount, { purpose: 'membership', purposeId: planId });
  return { res: await checkout(who, planId, paid), paid };
}
const paymentOf = (orderId: string) => findPaymentByOrder(ctx.app.db, orderId);
const membershipsOf = (customerId: string) =>
  ctx.app.db
    .select()
    .from(milanMemberships)
    .where(eq(milanMemberships.customerId, customerId))
    .orderBy(milanMemberships.startsAt);
const daysFromNow = (iso: string | null) => (Date.parse(iso ?? '') - Date.now()) / DAY_MS;

describe('plans', () => {
  it('lists the active plans, free first, then by price, in rupees', async () => {
    const res = await get(null, '/api/milan/plans');
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: MembershipPlan[] }>().results;
    expect(results.map((p) => p.name)).toEqual(['Free', 'Basic Monthly', 'Gold Half-Yearly']);
    expect(results[1]).toEqual({
      _id: plan.basic,
      code: 'basic-monthly',
      name: 'Basic Monthly',
      durationDays: 30,
      price: 999,
      contactViews: 20,
      requestsPerDay: 15,
      messaging: true,
      profileBoost: false,
      tagline: '',
      active: true,
      hi: {},
    });
    expect(results[2]).toMatchObject({ price: 4999, profileBoost: true, tagline: 'Best value' });
  });

  it('gives one active plan, and 404 for a hidden or unknown one', async () => {
    const one = await get(null, `/api/milan/plans/${plan.gold}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: MembershipPlan }>().data).toMatchObject({ name: 'Gold Half-Yearly', price: 4999 });
    for (const id of [plan.hidden, 'ffffffffffffffffffffffff']) {
      const res = await get(null, `/api/milan/plans/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.planNotFound);
    }
    expect((await get(null, '/api/milan/plans/not-an-id')).statusCode).toBe(400);
  });
});

describe('paying for a plan', () => {
  it("refuses an order whose amount is not the plan's price, or for a plan not on sale (409)", async () => {
    const who = await loginAs(ctx.app);
    const order = (payload: object) =>
      injectAs(ctx.app, who.token, { method: 'POST', url: '/api/app/customer/create_razorpay_order', payload });

    const cheap = await order({ amount: 99, purpose: 'membership', purposeId: plan.basic });
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json<{ message: string }>().message).toBe(
      'This plan now costs ₹999. Please review the plan and pay again.',
    );
    for (const purposeId of [plan.hidden, plan.free, 'ffffffffffffffffffffffff']) {
      const res = await order({ amount: 499, purpose: 'membership', purposeId });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.planNotFound);
    }
    expect((await order({ amount: 999, purpose: 'membership' })).statusCode).toBe(409);
    // Nothing was opened for any of them.
    expect(await paymentsOf(ctx.app, who.userId)).toHaveLength(0);
    expect((await order({ amount: 999, purpose: 'membership', purposeId: plan.basic })).statusCode).toBe(200);
  });

  it('activates the plan for its duration and says so', async () => {
    const who = await loginAs(ctx.app);
    const { res, paid } = await buy(who, plan.basic, 999);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; data: MembershipStatus }>();
    expect(body.message).toBe(MESSAGES.membershipActivated);
    expect(body.data.plan).toMatchObject({ _id: plan.basic, name: 'Basic Monthly' });
    expect(daysFromNow(body.data.endsAt)).toBeCloseTo(30, 2);
    expect(body.data).toMatchObject({ contactViewsUsed: 0, contactViewsLeft: 20, requestsToday: 0 });
    expect(body.data.requestsLeftToday).toBe(15);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('fulfilled');
    expect(await statusOf(who)).toEqual(body.data);
  });

  it('renews from the end of the running plan, not from today', async () => {
    const who = await loginAs(ctx.app);
    const first = (await buy(who, plan.basic, 999)).res.json<{ data: MembershipStatus }>().data;
    const second = await buy(who, plan.basic, 999);
    expect(second.res.statusCode).toBe(200);
    const renewed = second.res.json<{ data: MembershipStatus }>().data;
    expect(Date.parse(renewed.endsAt ?? '') - Date.parse(first.endsAt ?? '')).toBe(30 * DAY_MS);
    expect(daysFromNow(renewed.endsAt)).toBeCloseTo(60, 2);
    // The running period is still the first one: its plan, its views.
    expect(renewed.plan.name).toBe('Basic Monthly');
    const periods = await membershipsOf(who.userId);
    expect(periods).toHaveLength(2);
    expect(periods[1]?.startsAt.getTime()).toBe(periods[0]?.endsAt.getTime());

    // A third purchase (another plan) appends after both.
    const third = (await buy(who, plan.gold, 4999)).res.json<{ data: MembershipStatus }>().data;
    expect(daysFromNow(third.endsAt)).toBeCloseTo(240, 2);
    expect(third.plan.name).toBe('Basic Monthly');
  });

  it('starts today again after a plan has lapsed', async () => {
    const who = await loginAs(ctx.app);
    const old = await insertPayment(ctx.app, { customerId: who.userId, amountPaise: 999_00 });
    await ctx.app.db.insert(milanMemberships).values({
      customerId: who.userId,
      planId: plan.basic,
      paymentId: old.id,
      startsAt: new Date(Date.now() - 40 * DAY_MS),
      endsAt: new Date(Date.now() - 10 * DAY_MS),
    });
    expect((await statusOf(who)).plan.code).toBe('free');
    const res = (await buy(who, plan.basic, 999)).res.json<{ data: MembershipStatus }>().data;
    expect(daysFromNow(res.endsAt)).toBeCloseTo(30, 2);
  });

  it('boosts the profile until the new period ends when the plan has a boost', async () => {
    const who = await loginAs(ctx.app);
    await insertMilanProfile(ctx.app.db, who.userId, {
      dateOfBirth: '1996-04-12',
      heightCm: 160,
      city: 'Lucknow',
    });
    const boosted = async () =>
      (await ctx.app.db.select().from(milanProfiles).where(eq(milanProfiles.customerId, who.userId)))[0]?.boostedUntil;
    await buy(who, plan.basic, 999);
    expect(await boosted()).toBeNull();
    const { res } = await buy(who, plan.gold, 4999);
    const endsAt = res.json<{ data: MembershipStatus }>().data.endsAt;
    expect((await boosted())?.toISOString()).toBe(endsAt);

    // Without a profile the boost plan still activates.
    const noProfile = await loginAs(ctx.app);
    expect((await buy(noProfile, plan.gold, 4999)).res.statusCode).toBe(200);
  });

  it('activates once for the same payment sent twice, one after the other or at once', async () => {
    const who = await loginAs(ctx.app);
    const { res, paid } = await buy(who, plan.basic, 999);
    expect(res.statusCode).toBe(200);
    const again = await checkout(who, plan.basic, paid);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MESSAGES.paymentAlreadyUsed);

    const parallel = await payByCard(ctx.app, who, 999, { purpose: 'membership', purposeId: plan.basic });
    const answers = await Promise.all([checkout(who, plan.basic, parallel), checkout(who, plan.basic, parallel)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await membershipsOf(who.userId)).toHaveLength(2);
    const status = await statusOf(who);
    expect(daysFromNow(status.endsAt)).toBeCloseTo(60, 2);
  });

  it('refuses a checkout whose signature does not verify and refunds the captured payment', async () => {
    const who = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, who, 999, { purpose: 'membership', purposeId: plan.basic });
    const res = await checkout(who, plan.basic, { ...paid, razorpay_signature: 'b'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.paymentSignatureInvalid);
    expect(await membershipsOf(who.userId)).toHaveLength(0);
    const payment = await paymentOf(paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
    expect((await statusOf(who)).plan.code).toBe('free');
  });

  it("refuses another customer's order (404)", async () => {
    const owner = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, owner, 999, { purpose: 'membership', purposeId: plan.basic });
    expect((await checkout(other, plan.basic, paid)).statusCode).toBe(404);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('paid');
  });

  it.each([
    [
      'paid for another plan',
      async (who: LoggedIn) => payByCard(ctx.app, who, 4999, { purpose: 'membership', purposeId: plan.gold }),
      422,
      CHECKOUT_REFUSALS.otherPlan,
    ],
    [
      'a payment of another amount',
      async (who: LoggedIn) => payByCard(ctx.app, who, 500),
      422,
      MESSAGES.paymentAmountMismatch,
    ],
    [
      'a payment for something else',
      async (who: LoggedIn) => payByCard(ctx.app, who, 999, { purpose: 'yatra' }),
      422,
      MESSAGES.paymentAmountMismatch,
    ],
  ])('refuses %s and refunds it', async (_label, pay, status, message) => {
    const who = await loginAs(ctx.app);
    const paid = await pay(who);
    const res = await checkout(who, plan.basic, paid);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await membershipsOf(who.userId)).toHaveLength(0);
    const payment = await paymentOf(paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
  });

  it('refunds a payment for a plan that was withdrawn before the checkout came back', async () => {
    const who = await loginAs(ctx.app);
    const [temporary] = await ctx.app.db
      .insert(milanPlans)
      .values({
        code: 'festival-offer',
        name: 'Festival Offer',
        durationDays: 15,
        pricePaise: 299_00,
        contactViews: 5,
        requestsPerDay: 10,
        messaging: true,
        profileBoost: false,
      })
      .returning();
    const id = temporary?.id ?? '';
    const paid = await payByCard(ctx.app, who, 299, { purpose: 'membership', purposeId: id });
    await ctx.app.db.update(milanPlans).set({ active: false }).where(eq(milanPlans.id, id));
    const res = await checkout(who, id, paid);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(CHECKOUT_REFUSALS.planGone);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('refunded');
  });

  it('needs a signed-in member, before looking at the body', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/milan/membership/checkout',
      payload: { planId: 'x' },
    });
    expect(bad.statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/milan/membership/checkout',
      payload: { planId: plan.basic, razorpayOrderId: 'order_1', razorpayPaymentId: 'pay_1', razorpaySignature: 's' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(null, '/api/milan/membership')).statusCode).toBe(401);
    expect((await get(null, '/api/payments/transactions')).statusCode).toBe(401);
  });
});

describe('membership status', () => {
  it('shows the free plan with no end, and counts the interests sent since midnight in India', async () => {
    const who = await loginAs(ctx.app);
    const others = await Promise.all([loginAs(ctx.app), loginAs(ctx.app), loginAs(ctx.app)]);
    const [a, b, c] = others.map((o) => o.userId) as [string, string, string];
    const beforeMidnight = new Date(startOfIndiaDay(new Date()).getTime() - 60_000);
    await ctx.app.db.insert(milanConnections).values([
      { requesterId: who.userId, receiverId: a },
      { requesterId: who.userId, receiverId: b, status: 'cancelled' },
      // Yesterday's, and one received, do not count.
      { requesterId: who.userId, receiverId: c, createdAt: beforeMidnight },
      { requesterId: c, receiverId: who.userId },
    ]);
    const status = await statusOf(who);
    expect(status).toEqual({
      plan: expect.objectContaining({ _id: plan.free, code: 'free', price: 0, requestsPerDay: 5 }) as unknown,
      endsAt: null,
      contactViewsUsed: 0,
      contactViewsLeft: 0,
      requestsToday: 2,
      requestsLeftToday: 3,
    });
  });

  it('counts contact views from the start of the running period and interests against the paid limit', async () => {
    const who = await loginAs(ctx.app);
    const others = await Promise.all([loginAs(ctx.app), loginAs(ctx.app), loginAs(ctx.app)]);
    const [a, b, c] = others.map((o) => o.userId) as [string, string, string];
    // A reveal from an earlier, lapsed period does not count against the new plan.
    await ctx.app.db
      .insert(milanContactViews)
      .values({ viewerId: who.userId, profileId: a, createdAt: new Date(Date.now() - 5 * DAY_MS) });
    await buy(who, plan.basic, 999);
    await ctx.app.db.insert(milanContactViews).values([
      { viewerId: who.userId, profileId: b },
      { viewerId: who.userId, profileId: c },
    ]);
    await ctx.app.db.insert(milanConnections).values({ requesterId: who.userId, receiverId: a });
    expect(await statusOf(who)).toMatchObject({
      contactViewsUsed: 2,
      contactViewsLeft: 18,
      requestsToday: 1,
      requestsLeftToday: 14,
    });
  });

  it('falls back to the free limits when no free plan row exists', async () => {
    const bare = await createTestApp();
    try {
      const who = await loginAs(bare.app);
      const res = await injectAs(bare.app, who.token, { method: 'GET', url: '/api/milan/membership' });
      expect(res.json<{ data: MembershipStatus }>().data).toEqual({
        plan: {
          _id: 'free',
          code: 'free',
          name: 'Free',
          durationDays: 0,
          price: 0,
          contactViews: 0,
          requestsPerDay: 5,
          messaging: false,
          profileBoost: false,
          tagline: '',
          active: true,
          hi: { name: 'निःशुल्क' },
        },
        endsAt: null,
        contactViewsUsed: 0,
        contactViewsLeft: 0,
        requestsToday: 0,
        requestsLeftToday: 5,
      });
    } finally {
      await bare.app.close();
    }
  });
});

describe('transactions', () => {
  it("lists the member's own payments newest first, with the plan's name, rupees and the refund", async () => {
    const who = await loginAs(ctx.app);
    const other = await loginAs(ctx.app);
    await buy(other, plan.basic, 999);
    const bought = await buy(who, plan.basic, 999);
    const refused = await payByCard(ctx.app, who, 4999, { purpose: 'membership', purposeId: plan.gold });
    await checkout(who, plan.basic, refused);

    const list = await transactionsOf(who);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.results).toEqual([
      {
        _id: (await paymentOf(refused.razorpay_order_id))?.id,
        purpose: 'membership',
        description: 'Gold Half-Yearly membership',
        amount: 4999,
        currency: 'INR',
        status: 'refunded',
        refundStatus: expect.stringMatching(/^(pending|processed)$/) as unknown,
        reference: refused.razorpay_payment_id,
        // How it was paid (the sandbox checkout's default), for the refund's text (issue 20).
        paymentMethod: 'upi',
        createdAt: expect.any(String) as unknown,
      },
      expect.objectContaining({
        description: 'Basic Monthly membership',
        amount: 999,
        status: 'fulfilled',
        refundStatus: null,
        reference: bought.paid.razorpay_payment_id,
      }) as unknown,
    ]);

    const paged = await transactionsOf(who, '?page=2&pageSize=1');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.results.map((t) => t.description)).toEqual(['Basic Monthly membership']);
    expect((await get(who, '/api/payments/transactions?pageSize=500')).statusCode).toBe(400);
  });
});

describe('the paid plan ends', () => {
  it('keeps a renewal bought ahead out of the running period and shows the chain end', async () => {
    const who = await loginAs(ctx.app);
    await buy(who, plan.gold, 4999);
    await buy(who, plan.basic, 999);
    const rows = await ctx.app.db
      .select()
      .from(milanMemberships)
      .where(and(eq(milanMemberships.customerId, who.userId), eq(milanMemberships.planId, plan.basic)));
    expect(daysFromNow(rows[0]?.startsAt.toISOString() ?? null)).toBeCloseTo(180, 2);
    const status = await statusOf(who);
    expect(status.plan.name).toBe('Gold Half-Yearly');
    expect(status.contactViewsLeft).toBe(150);
    expect(daysFromNow(status.endsAt)).toBeCloseTo(210, 2);
  });
});
