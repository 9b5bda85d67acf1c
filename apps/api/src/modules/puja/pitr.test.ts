import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PitrBooking, PujaDetails, PujaSummary } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, payByPaypal, paymentsOf } from '../../test/payments.js';
import { GAYA_RITUAL, pitrForm } from '../../test/pitr.js';
import { findPaymentByOrder } from '../payments/service.js';
import { pujas } from './tables.js';
import { referencePattern } from '../../test/references.js';

let ctx: TestContext;
let gaya: PujaDetails;
let puja: PujaSummary;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.insert(pujas).values([
    GAYA_RITUAL,
    {
      slug: 'ganesh-puja',
      name: 'Ganesh Puja',
      deity: 'Ganesh',
      temple: 'Siddhivinayak',
      city: 'Mumbai',
      state: 'Maharashtra',
      packages: [{ code: 'individual', name: 'Individual', persons: 1, pricePaise: 51000, priceUsdCents: 999 }],
      schedule: { everyDays: 1 },
    },
  ]);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' })).json<{
    data: PujaSummary[];
  }>().data;
  const gayaId = list.find((p) => p.kind === 'pitr')?._id;
  puja = list.find((p) => p.kind === 'puja') as PujaSummary;
  gaya = (await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${gayaId}` })).json<{
    data: PujaDetails;
  }>().data;
});
afterAll(async () => ctx.app.close());

const post = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const historyOf = async (who: LoggedIn) =>
  (
    await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/app/customer/get_book_pitra_puja/${who.userId}` })
  ).json<{ data: PitrBooking[] }>().data;
const statusOf = async (orderId: string) => (await findPaymentByOrder(ctx.app.db, orderId))?.status;

const form = (country: string, amount: number) => pitrForm(gaya, country, amount);

describe('pitr paksha bookings', () => {
  it('books from India by card in INR, and from abroad by PayPal in USD; history is newest first', async () => {
    const ramesh = await loginAs(ctx.app);
    const card = await payByCard(ctx.app, ramesh, 5100, { purpose: 'pitr' });
    const india = await post(ramesh, '/api/app/customer/book_pitra_puja', {
      ...form('India', 5100),
      paymentId: card.razorpay_payment_id,
      ...card,
    });
    expect(india.statusCode).toBe(200);
    expect(india.json<{ data: PitrBooking }>().data).toMatchObject({
      ritualName: 'Pind Daan at Vishnupad',
      place: 'Vishnupad Temple, Gaya, Bihar',
      country: 'India',
      customerName: 'Ramesh Sharma',
      mobile: '9876543210',
      amount: 5100,
      currency: 'INR',
      paymentId: card.razorpay_payment_id,
      razorpayOrderId: card.razorpay_order_id,
      status: 'confirmed',
      proofVideoUrl: null,
    });

    const paypal = await payByPaypal(ctx.app, ramesh, 69);
    const abroad = await post(ramesh, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('United States', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json<{ data: PitrBooking }>().data).toMatchObject({
      country: 'United States',
      amount: 69,
      currency: 'USD',
      paymentId: paypal.paymentId,
      paypalOrderId: paypal.orderID,
    });
    expect((await historyOf(ramesh)).map((b) => b.currency)).toEqual(['USD', 'INR']);
    // Each booking has its own reference to quote, the same in history.
    const references = [abroad, india].map((res) => res.json<{ data: PitrBooking }>().data.reference);
    for (const reference of references) expect(reference).toMatch(referencePattern('PT'));
    expect(new Set(references).size).toBe(2);
    expect((await historyOf(ramesh)).map((b) => b.reference)).toEqual(references);

    const replay = await post(ramesh, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('United States', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    expect(replay.statusCode).toBe(409);
    expect(await historyOf(ramesh)).toHaveLength(2);
  });

  it('refuses the card path for another country and PayPal for India (422), refunding at once', async () => {
    const who = await loginAs(ctx.app);
    const card = await payByCard(ctx.app, who, 5100, { purpose: 'pitr' });
    const wrongCard = await post(who, '/api/app/customer/book_pitra_puja', {
      ...form('Canada', 5100),
      paymentId: card.razorpay_payment_id,
      ...card,
    });
    expect(wrongCard.statusCode).toBe(422);
    expect(await statusOf(card.razorpay_order_id)).toBe('refunded');

    const paypal = await payByPaypal(ctx.app, who, 69);
    const wrongPaypal = await post(who, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('India', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    expect(wrongPaypal.statusCode).toBe(422);
    expect(await statusOf(paypal.orderID)).toBe('refunded');
    expect(await historyOf(who)).toEqual([]);
  });

  it('refuses a wrong amount, an ordinary puja or an unscheduled date (422) and refunds', async () => {
    const who = await loginAs(ctx.app);
    for (const change of [{ amount: 100 }, { pujaId: puja._id }, { date: '2020-01-01' }]) {
      const amount = change.amount ?? 5100;
      const card = await payByCard(ctx.app, who, amount, { purpose: 'pitr' });
      const res = await post(who, '/api/app/customer/book_pitra_puja', {
        ...form('India', 5100),
        ...change,
        paymentId: card.razorpay_payment_id,
        ...card,
      });
      expect(res.statusCode).toBe(422);
      expect(await statusOf(card.razorpay_order_id)).toBe('refunded');
    }
    expect(await historyOf(who)).toEqual([]);
  });

  it('refuses more ancestors’ names than the package takes (400) before any payment work: nothing stored', async () => {
    const who = await loginAs(ctx.app);
    const ancestors = ['Late Shri Mohan Lal Sharma', 'Late Smt Kamla Devi'];
    const tooMany = 'The “One ancestor line” package takes 1 name. Please remove the extra names.';
    const checkout = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) };

    // Refused before the checkout is even looked at: no payment order exists, and none is made.
    const unpaid = await post(who, '/api/app/customer/book_pitra_puja', {
      ...form('India', 5100),
      ancestors,
      paymentId: 'pay_x',
      ...checkout,
    });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json<{ message: string }>().message).toBe(tooMany);
    expect(await paymentsOf(ctx.app, who.userId)).toEqual([]);

    // Already paid, by card or PayPal: refused the same way, the payment neither spent nor refunded.
    const card = await payByCard(ctx.app, who, 5100, { purpose: 'pitr' });
    const byCard = await post(who, '/api/app/customer/book_pitra_puja', {
      ...form('India', 5100),
      ancestors,
      paymentId: card.razorpay_payment_id,
      ...card,
    });
    expect([byCard.statusCode, byCard.json<{ message: string }>().message]).toEqual([400, tooMany]);
    expect(await statusOf(card.razorpay_order_id)).toBe('paid');
    const paypal = await payByPaypal(ctx.app, who, 69);
    const byPaypal = await post(who, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('United States', 69),
      ancestors,
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    expect([byPaypal.statusCode, byPaypal.json<{ message: string }>().message]).toEqual([400, tooMany]);
    expect(await statusOf(paypal.orderID)).toBe('paid');
    expect(await historyOf(who)).toEqual([]);

    // The family package takes them.
    const family = await payByCard(ctx.app, who, 11000, { purpose: 'pitr' });
    const booked = await post(who, '/api/app/customer/book_pitra_puja', {
      ...form('India', 11000),
      packageCode: 'family',
      ancestors,
      paymentId: family.razorpay_payment_id,
      ...family,
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json<{ data: PitrBooking }>().data.ancestors).toEqual(ancestors);
  });

  it("refuses another customer's PayPal order (404) and history (403)", async () => {
    const a = await loginAs(ctx.app);
    const b = await loginAs(ctx.app);
    const paypal = await payByPaypal(ctx.app, a, 69);
    const stolen = await post(b, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('United Kingdom', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    expect(stolen.statusCode).toBe(404);
    expect(await statusOf(paypal.orderID)).toBe('paid');
    const peek = await injectAs(ctx.app, b.token, {
      method: 'GET',
      url: `/api/app/customer/get_book_pitra_puja/${a.userId}`,
    });
    expect(peek.statusCode).toBe(403);
  });
});
