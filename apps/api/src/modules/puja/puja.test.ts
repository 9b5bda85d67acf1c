import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PujaBooking, type PujaDetails, type PujaSummary } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, payByPaypal, paymentsOf, refundLedgerOf } from '../../test/payments.js';
import { referencePattern } from '../../test/references.js';
import { DELIVERY_ADDRESS } from '../../test/shop.js';
import { findPaymentByOrder } from '../payments/service.js';
import { pujaBookings, pujas } from './tables.js';

let ctx: TestContext;
let rudrabhishek: PujaDetails;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.insert(pujas).values([
    {
      slug: 'rudrabhishek-kashi-vishwanath',
      name: 'Rudrabhishek',
      deity: 'Shiva',
      temple: 'Shri Kashi Vishwanath Temple',
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      description: 'Abhishek of the Shivling with milk, curd, honey and Gangajal while the Rudri is recited.',
      benefits: ['Traditionally performed for peace at home'],
      deliverables: ['Video of the sankalp with your names and gotra within 3 days'],
      packages: [
        { code: 'individual', name: 'Individual', persons: 1, pricePaise: 110000, priceUsdCents: 1499 },
        { code: 'family', name: 'Family', persons: 6, pricePaise: 310000, priceUsdCents: 3999 },
      ],
      schedule: { weekday: 1 },
      sortOrder: 1,
      hi: {
        name: 'रुद्राभिषेक',
        temple: 'श्री काशी विश्वनाथ मंदिर',
        city: 'वाराणसी',
        packages: [{ code: 'individual', name: 'एकल' }],
      },
    },
    {
      slug: 'withdrawn-puja',
      name: 'Withdrawn Puja',
      deity: 'Ganesh',
      temple: 'Somewhere',
      city: 'Pune',
      state: 'Maharashtra',
      packages: [{ code: 'individual', name: 'Individual', persons: 1, pricePaise: 50000, priceUsdCents: 999 }],
      schedule: { everyDays: 1 },
      active: false,
    },
  ]);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' })).json<{
    data: PujaSummary[];
  }>().data;
  rudrabhishek = (
    await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${list[0]?._id}` })
  ).json<{ data: PujaDetails }>().data;
});
afterAll(async () => ctx.app.close());

const call = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const book = (who: LoggedIn, payload: object) => call(who, '/api/e-commerce/book_puja', payload);
const historyOf = async (who: LoggedIn) =>
  (await call(who, '/api/e-commerce/get_customer_puja_history', { customerId: who.userId })).json<{
    results: PujaBooking[];
  }>().results;
const paymentOf = (orderId: string) => findPaymentByOrder(ctx.app.db, orderId);
const paymentStatus = async (orderId: string) => (await paymentOf(orderId))?.status;

const form = () => ({
  pujaId: rudrabhishek._id,
  packageCode: 'individual',
  date: rudrabhishek.dates[0],
  devotees: ['Priya Verma'],
  gotra: 'Kashyap',
  sankalp: 'For the good health of my parents',
});

describe('puja catalogue', () => {
  it('lists active pujas with temple, location, next date and starting prices', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' });
    expect(res.headers['cache-control']).toContain('max-age');
    const list = res.json<{ data: PujaSummary[] }>().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Rudrabhishek',
      temple: 'Shri Kashi Vishwanath Temple',
      location: 'Varanasi, Uttar Pradesh',
      startingPrice: 1100,
      startingPriceUsd: 14.99,
    });
    expect(new Date(`${list[0]?.nextDate}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('shows packages, eight upcoming Mondays and what the devotee receives; 404 for withdrawn or unknown', async () => {
    expect(rudrabhishek.packages.map((p) => [p.code, p.price, p.persons])).toEqual([
      ['individual', 1100, 1],
      ['family', 3100, 6],
    ]);
    expect(rudrabhishek.dates).toHaveLength(8);
    for (const d of rudrabhishek.dates) expect(new Date(`${d}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(rudrabhishek.deliverables[0]).toContain('Video of the sankalp');
    const [withdrawn] = await ctx.app.db.select().from(pujas).where(eq(pujas.slug, 'withdrawn-puja'));
    const hidden = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${withdrawn?.id}` });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('POST /api/e-commerce/book_puja', () => {
  it('books the chosen package and date, paid at the package price, and shows it in history', async () => {
    const priya = await loginAs(ctx.app);
    const addressId = (
      await call(priya, '/api/e-commerce/add_address', {
        userId: priya.userId,
        name: 'Priya Verma',
        ...DELIVERY_ADDRESS,
      })
    ).json<{ data: { _id: string } }>().data._id;
    const paid = await payByCard(ctx.app, priya, 1100, { purpose: 'puja', purposeId: rudrabhishek._id });
    const res = await book(priya, { ...form(), addressId, ...paid });
    expect(res.statusCode).toBe(200);
    const booking = res.json<{ data: PujaBooking }>().data;
    expect(booking).toMatchObject({
      reference: expect.stringMatching(referencePattern('PJ')),
      pujaName: 'Rudrabhishek',
      packageCode: 'individual',
      date: rudrabhishek.dates[0],
      devotees: ['Priya Verma'],
      gotra: 'Kashyap',
      amount: 1100,
      currency: 'INR',
      status: 'confirmed',
      prasadAddress: { city: 'Varanasi', pincode: '221005' },
      razorpayOrderId: paid.razorpay_order_id,
      // The Hindi names are copied too, a missing state falling back to the English (issue 21).
      hi: {
        pujaName: 'रुद्राभिषेक',
        temple: 'श्री काशी विश्वनाथ मंदिर',
        location: 'वाराणसी, Uttar Pradesh',
        packageName: 'एकल',
      },
    });
    expect(await paymentStatus(paid.razorpay_order_id)).toBe('fulfilled');
    expect((await historyOf(priya)).map((b) => [b._id, b.hi.pujaName])).toEqual([[booking._id, 'रुद्राभिषेक']]);

    const replay = await book(priya, { ...form(), addressId, ...paid });
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ message: string }>().message).toBe(MESSAGES.paymentAlreadyUsed);
    expect(await historyOf(priya)).toHaveLength(1);
  });

  it.each([
    ['an amount below the package price', { amount: 1000 }, {}, 422],
    ['a package the puja does not offer', { amount: 1100 }, { packageCode: 'couple' }, 422],
    ['a date the puja is not performed on', { amount: 1100 }, { date: '2026-12-01' }, 422],
    ['a past date', { amount: 1100 }, { date: '2020-01-06' }, 422],
    ['an unknown puja', { amount: 1100 }, { pujaId: '0123456789abcdef01234567' }, 404],
  ])('refuses %s and refunds the payment', async (_label, pay, change, status) => {
    const who = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, who, pay.amount, { purpose: 'puja' });
    const res = await book(who, { ...form(), ...change, ...paid });
    expect(res.statusCode).toBe(status);
    expect(await paymentStatus(paid.razorpay_order_id)).toBe('refunded');
    expect(await historyOf(who)).toEqual([]);
  });

  it('refuses bad forms (400) before touching the payment', async () => {
    const who = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, who, 1100, { purpose: 'puja' });
    expect((await book(who, { ...form(), devotees: [], ...paid })).statusCode).toBe(400);
    expect((await book(who, { ...form(), date: 'next monday', ...paid })).statusCode).toBe(400);
    expect((await book(who, { ...form(), packageCode: 'vip', ...paid })).statusCode).toBe(400);
    expect(await paymentStatus(paid.razorpay_order_id)).toBe('paid');
  });

  it('refuses more names than the package takes (400) before touching the payment, card or PayPal', async () => {
    const who = await loginAs(ctx.app);
    const devotees = ['Priya Verma', 'Ravi Verma'];
    const tooMany = 'The “Individual” package takes 1 name. Please remove the extra names.';
    const checkout = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) };
    const unpaid = await book(who, { ...form(), devotees, ...checkout });
    expect([unpaid.statusCode, unpaid.json<{ message: string }>().message]).toEqual([400, tooMany]);
    expect(await paymentsOf(ctx.app, who.userId)).toEqual([]);

    const card = await payByCard(ctx.app, who, 1100, { purpose: 'puja' });
    const byCard = await book(who, { ...form(), devotees, ...card });
    expect([byCard.statusCode, byCard.json<{ message: string }>().message]).toEqual([400, tooMany]);
    expect(await paymentStatus(card.razorpay_order_id)).toBe('paid');
    const paypal = await payByPaypal(ctx.app, who, 14.99, 'puja');
    const byPaypal = await book(who, {
      ...form(),
      devotees,
      paypal_order_id: paypal.orderID,
      paymentId: paypal.paymentId,
    });
    expect([byPaypal.statusCode, byPaypal.json<{ message: string }>().message]).toEqual([400, tooMany]);
    expect(await paymentStatus(paypal.orderID)).toBe('paid');
    expect(await historyOf(who)).toEqual([]);
  });

  it("never shows another customer's history (403) and needs a login (401)", async () => {
    const a = await loginAs(ctx.app);
    const b = await loginAs(ctx.app);
    const peek = await call(b, '/api/e-commerce/get_customer_puja_history', { customerId: a.userId });
    expect(peek.statusCode).toBe(403);
    const checkout = { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'a'.repeat(64) };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/e-commerce/book_puja',
      payload: { ...form(), ...checkout },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ctx.app.db.select().from(pujaBookings).where(eq(pujaBookings.customerId, b.userId))).toEqual([]);
  });
});

describe('POST /api/e-commerce/book_puja paid from abroad through PayPal', () => {
  /** book_puja's PayPal payment fields for what payByPaypal captured. */
  const byPaypal = (paid: { orderID: string; paymentId: string }) => ({
    paypal_order_id: paid.orderID,
    paymentId: paid.paymentId,
  });

  it('books at the package’s dollar price, in USD, and shows it in history; a replay is 409', async () => {
    const john = await loginAs(ctx.app);
    const addressId = (
      await call(john, '/api/e-commerce/add_address', { userId: john.userId, name: 'Meena Verma', ...DELIVERY_ADDRESS })
    ).json<{ data: { _id: string } }>().data._id;
    const paid = await payByPaypal(ctx.app, john, 14.99, 'puja');
    const res = await book(john, { ...form(), addressId, ...byPaypal(paid) });
    expect(res.statusCode).toBe(200);
    const booking = res.json<{ data: PujaBooking }>().data;
    expect(booking).toMatchObject({
      pujaName: 'Rudrabhishek',
      packageCode: 'individual',
      amount: 14.99,
      currency: 'USD',
      status: 'confirmed',
      // Prasad still goes to an address in India (a relative's), as the address book holds.
      prasadAddress: { name: 'Meena Verma', pincode: '221005' },
      razorpayOrderId: '',
      razorpayPaymentId: paid.paymentId,
      paypalOrderId: paid.orderID,
    });
    expect(await paymentOf(paid.orderID)).toMatchObject({ status: 'fulfilled', currency: 'USD', amountPaise: 1499 });
    const [stored] = await ctx.app.db.select().from(pujaBookings).where(eq(pujaBookings.id, booking._id));
    expect(stored).toMatchObject({ amountMinor: 1499, currency: 'USD' });
    expect(await historyOf(john)).toEqual([booking]);

    const replay = await book(john, { ...form(), addressId, ...byPaypal(paid) });
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ message: string }>().message).toBe(MESSAGES.paymentAlreadyUsed);
    expect(await historyOf(john)).toHaveLength(1);
  });

  it.each([
    ['an amount other than the dollar price', 10, {}],
    ['the rupee price paid as dollars', 1100, {}],
    ['a package the puja does not offer', 14.99, { packageCode: 'couple' }],
  ])('refuses %s (422) and refunds the PayPal payment', async (_label, dollars, change) => {
    const who = await loginAs(ctx.app);
    const paid = await payByPaypal(ctx.app, who, dollars, 'puja');
    const res = await book(who, { ...form(), ...change, ...byPaypal(paid) });
    expect(res.statusCode).toBe(422);
    const payment = await paymentOf(paid.orderID);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toEqual([
      expect.objectContaining({ amountPaise: Math.round(dollars * 100), status: 'processed' }),
    ]);
    expect(await historyOf(who)).toEqual([]);
  });

  it("refuses another customer's PayPal order (404) and one not captured yet (409), spending neither", async () => {
    const a = await loginAs(ctx.app);
    const b = await loginAs(ctx.app);
    const paid = await payByPaypal(ctx.app, a, 14.99, 'puja');
    const stolen = await book(b, { ...form(), ...byPaypal(paid) });
    expect(stolen.statusCode).toBe(404);
    expect(await paymentStatus(paid.orderID)).toBe('paid');

    const orderID = (await call(a, '/api/paypal/pay', { amount: 14.99, currency: 'USD', purpose: 'puja' })).json<{
      orderID: string;
    }>().orderID;
    const early = await book(a, { ...form(), paypal_order_id: orderID, paymentId: 'NOT-CAPTURED' });
    expect(early.statusCode).toBe(409);
    expect(await paymentStatus(orderID)).toBe('created');
    expect(await historyOf(a)).toEqual([]);
  });
});
