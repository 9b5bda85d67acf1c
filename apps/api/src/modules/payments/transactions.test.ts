import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard } from '../../test/payments.js';
import { payments, refunds } from './tables.js';

let ctx: TestContext;
let who: LoggedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  who = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const list = async (as: LoggedIn, query = '') => {
  const res = await injectAs(ctx.app, as.token, { method: 'GET', url: `/api/payments/transactions${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: Transaction[]; total: number; page: number; pageSize: number }>();
};

describe('GET /api/payments/transactions', () => {
  it('describes each purpose plainly, in rupees or dollars, newest first, with its refund', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const base = { customerId: who.userId, gateway: 'sandbox' as const };
    const rows = await ctx.app.db
      .insert(payments)
      .values([
        { ...base, purpose: 'cart', amountPaise: 1_299_50, status: 'fulfilled', createdAt: at(60) },
        { ...base, purpose: 'puja', amountPaise: 2_100_00, status: 'fulfilled', createdAt: at(50) },
        {
          ...base,
          purpose: 'pitr',
          amountPaise: 45_00,
          currency: 'USD',
          gateway: 'paypal-sandbox',
          status: 'fulfilled',
          createdAt: at(40),
        },
        { ...base, purpose: 'yatra', amountPaise: 62_000_00, status: 'refunded', createdAt: at(30) },
        { ...base, purpose: 'recharge', amountPaise: 299_00, status: 'failed', createdAt: at(20) },
        // A membership whose plan row is gone still reads as a membership.
        {
          ...base,
          purpose: 'membership',
          purposeId: 'ffffffffffffffffffffffff',
          amountPaise: 999_00,
          status: 'created',
          createdAt: at(10),
        },
        { ...base, amountPaise: 100_00, status: 'paid', gatewayPaymentId: 'pay_Plain123', createdAt: at(5) },
      ])
      .returning();
    const yatra = rows.find((row) => row.purpose === 'yatra');
    await ctx.app.db.insert(refunds).values({
      paymentId: yatra?.id ?? '',
      amountPaise: 46_500_00,
      idempotencyKey: `refund:${yatra?.id ?? ''}`,
      reason: 'Cancelled by the customer',
      status: 'processed',
    });

    const { results, total } = await list(who);
    expect(total).toBe(7);
    expect(results.map((t) => [t.description, t.amount, t.currency, t.status, t.refundStatus])).toEqual([
      ['Payment', 100, 'INR', 'paid', null],
      ['Milan Sathi membership', 999, 'INR', 'created', null],
      ['Recharge or bill payment', 299, 'INR', 'failed', null],
      ['Yatra booking', 62_000, 'INR', 'refunded', 'processed'],
      ['Pitr paksha puja booking', 45, 'USD', 'fulfilled', null],
      ['Puja booking', 2_100, 'INR', 'fulfilled', null],
      ['Shop order', 1_299.5, 'INR', 'fulfilled', null],
    ]);
    expect(results[0]).toMatchObject({ purpose: null, reference: 'pay_Plain123' });
    expect(results[1]?.reference).toBeNull();
  });

  it("never shows another customer's payments, and pages", async () => {
    const other = await loginAs(ctx.app);
    expect(await list(other)).toMatchObject({ results: [], total: 0, page: 1, pageSize: 20 });
    const paid = await payByCard(ctx.app, other, 250);
    const mine = await list(other);
    expect(mine.results.map((t) => [t.amount, t.status, t.reference])).toEqual([
      [250, 'paid', paid.razorpay_payment_id],
    ]);
    expect((await list(who)).results.some((t) => t.reference === paid.razorpay_payment_id)).toBe(false);

    const page = await list(who, '?page=3&pageSize=3');
    expect(page).toMatchObject({ total: 7, page: 3, pageSize: 3 });
    expect(page.results.map((t) => t.description)).toEqual(['Shop order']);
  });
});
