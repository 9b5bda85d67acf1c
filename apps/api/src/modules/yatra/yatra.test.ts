import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YatraBooking, YatraDetails, YatraSummary } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { downloadInvoice, pdfText } from '../../test/invoices.js';
import { payByCard, refundLedgerOf } from '../../test/payments.js';
import { referencePattern } from '../../test/references.js';
import { findPaymentByOrder } from '../payments/service.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { yatraBookings, yatraDepartures, yatras } from './tables.js';

const today = indiaToday(new Date());
let ctx: TestContext;
let kashi: YatraDetails;
/** Departures of the test yatra: 40 days away (4 seats), 10 days away, 3 days away (closed), 60 days away (full). */
let far: string;
let near: string;
let closing: string;
let full: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.app.db
    .insert(yatras)
    .values({
      slug: 'kashi-ayodhya-prayagraj',
      name: 'Kashi, Ayodhya and Prayagraj',
      region: 'Uttar Pradesh',
      startCity: 'Varanasi',
      endCity: 'Lucknow',
      days: 6,
      nights: 5,
      description: 'Ganga Aarti at Dashashwamedh, Ram Lalla at Ayodhya and the Triveni Sangam.',
      itinerary: [1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        title: `Day ${day}`,
        details: 'Darshan and sightseeing.',
        overnight: day === 6 ? 'Tour ends' : 'Varanasi',
      })),
      inclusions: ['AC hotel stays, breakfast and dinner'],
      exclusions: ['Boat ride on the Ganga', 'VIP darshan fees'],
      pricing: { singlePaise: 4_200_000, doublePaise: 3_100_000, triplePaise: 2_900_000, childPaise: 1_500_000 },
      sortOrder: 1,
    })
    .returning();
  await ctx.app.db.insert(yatras).values({
    slug: 'withdrawn',
    name: 'Withdrawn Yatra',
    region: 'Nowhere',
    startCity: 'A',
    endCity: 'B',
    days: 2,
    nights: 1,
    itinerary: [],
    pricing: { singlePaise: 100, doublePaise: 100, triplePaise: 100, childPaise: 100 },
    active: false,
  });
  const yatraId = row?.id ?? '';
  await ctx.app.db.insert(yatraDepartures).values([
    { yatraId, startDate: addDays(today, 40), seats: 12, seatsLeft: 4 },
    { yatraId, startDate: addDays(today, 10), seats: 12, seatsLeft: 12 },
    { yatraId, startDate: addDays(today, 3), seats: 12, seatsLeft: 12 },
    { yatraId, startDate: addDays(today, 60), seats: 12, seatsLeft: 0 },
    { yatraId, startDate: addDays(today, -2), seats: 12, seatsLeft: 12 },
  ]);
  kashi = await details(yatraId);
  const idOf = (days: number) => kashi.departures.find((d) => d.startDate === addDays(today, days))?._id ?? '';
  [far, near, closing, full] = [idOf(40), idOf(10), idOf(3), idOf(60)];
});
afterAll(async () => ctx.app.close());

async function details(id: string): Promise<YatraDetails> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/app/customer/yatra_details_by_id', payload: { id } });
  return res.json<{ data: YatraDetails }>().data;
}
const seatsLeft = async (departureId: string) =>
  (await ctx.app.db.select().from(yatraDepartures).where(eq(yatraDepartures.id, departureId)))[0]?.seatsLeft;
const call = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const historyOf = async (who: LoggedIn) =>
  (await call(who, '/api/user/yatraOrderHistory', { customerId: who.userId })).json<{ history: YatraBooking[] }>()
    .history;
const paymentOf = (orderId: string) => findPaymentByOrder(ctx.app.db, orderId);

const adult = (name: string, age = 40) => ({ name, age, gender: 'female', idProofType: 'aadhaar' });
/** Two adults sharing a double room: 2 × ₹31,000. */
const couple = () => ({
  yatraId: kashi._id,
  departureId: far,
  occupancy: 'double',
  travellers: [adult('Sunita Sharma', 52), { ...adult('Ramesh Sharma', 55), gender: 'male', idProofType: 'passport' }],
  totalPrice: 62_000,
});

/** Pays `form.totalPrice` (or `pay`) by card and books; returns the response and checkout's fields. */
async function book(who: LoggedIn, form: Record<string, unknown>, pay = form.totalPrice as number) {
  const paid = await payByCard(ctx.app, who, pay, { purpose: 'yatra' });
  const res = await call(who, '/api/user/bookyatra', {
    ...form,
    razorpayOrderId: paid.razorpay_order_id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpaySignature: paid.razorpay_signature,
  });
  return { res, paid };
}

describe('yatra catalogue', () => {
  it('lists active yatras with the next bookable departure, its seats and the lowest price', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/customer/get_all_yatra' });
    expect(res.headers['cache-control']).toContain('max-age');
    const list = res.json<{ data: YatraSummary[] }>().data;
    expect(list).toHaveLength(1);
    // The 3-day one has closed; the 10-day one is next.
    expect(list[0]).toMatchObject({ name: 'Kashi, Ayodhya and Prayagraj', nights: 5, days: 6, startingPrice: 29_000 });
    expect(list[0]?.nextDeparture).toBe(addDays(today, 10));
    expect(list[0]?.seatsLeft).toBe(12);
  });

  it('gives the itinerary, every exclusion, prices in rupees, upcoming departures and the refund slabs', () => {
    expect(kashi.itinerary).toHaveLength(6);
    expect(kashi.exclusions).toEqual(['Boat ride on the Ganga', 'VIP darshan fees']);
    expect(kashi.pricing).toEqual({ single: 42_000, double: 31_000, triple: 29_000, child: 15_000 });
    expect(kashi.departures.map((d) => [d.startDate, d.bookable])).toEqual([
      [addDays(today, 3), false],
      [addDays(today, 10), true],
      [addDays(today, 40), true],
      [addDays(today, 60), false],
    ]);
    expect(kashi.departures[1]?.endDate).toBe(addDays(today, 15));
    expect(kashi.cancellationPolicy[0]).toEqual({ minDaysBefore: 15, deductPercent: 10 });
  });

  it('answers 404 for an unknown or withdrawn yatra and 400 for a malformed id', async () => {
    const [withdrawn] = await ctx.app.db.select().from(yatras).where(eq(yatras.slug, 'withdrawn'));
    for (const id of ['0123456789abcdef01234567', withdrawn?.id]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/app/customer/yatra_details_by_id',
        payload: { id },
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/yatra_details_by_id',
      payload: { id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('bookyatra', () => {
  it('books two travellers at the double-sharing price, takes two seats and shows it in history', async () => {
    const who = await loginAs(ctx.app);
    const before = await seatsLeft(far);
    const { res, paid } = await book(who, couple());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: YatraBooking }>().data).toMatchObject({
      reference: expect.stringMatching(referencePattern('YT')),
      yatraName: 'Kashi, Ayodhya and Prayagraj',
      occupancy: 'double',
      totalPrice: 62_000,
      status: 'confirmed',
      startDate: addDays(today, 40),
      endDate: addDays(today, 45),
      refundAmount: null,
      cancelRefundAmount: 55_800,
      razorpayPaymentId: paid.razorpay_payment_id,
    });
    expect(await seatsLeft(far)).toBe((before ?? 0) - 2);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('fulfilled');
    expect((await details(kashi._id)).departures.find((d) => d._id === far)?.seatsLeft).toBe((before ?? 0) - 2);
    const history = await historyOf(who);
    expect(history.map((b) => b.travellers.map((t) => t.name))).toEqual([['Sunita Sharma', 'Ramesh Sharma']]);
  });

  it('charges a child 5–11 the child rate and an infant nothing', async () => {
    const who = await loginAs(ctx.app);
    const family = {
      ...couple(),
      departureId: near,
      travellers: [...couple().travellers, adult('Anaya', 8), adult('Vivaan', 3)],
      totalPrice: 62_000 + 15_000,
    };
    const { res } = await book(who, family);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: YatraBooking }>().data.totalPrice).toBe(77_000);
  });

  it.each([
    ['a price below the fare', { totalPrice: 31_000 }, 422, 'The price for these travellers is ₹62,000.'],
    [
      'double sharing for one adult',
      { travellers: [adult('Sunita Sharma')], totalPrice: 31_000 },
      422,
      'Double sharing needs at least 2 adults.',
    ],
    [
      'children alone',
      { occupancy: 'single', travellers: [adult('Anaya', 9)], totalPrice: 15_000 },
      422,
      'Children must travel with an adult',
    ],
    ['a departure that has closed', { departureId: 'closing' }, 422, 'Booking for this departure has closed'],
    ['a full departure', { departureId: 'full' }, 409, 'This departure is full now.'],
    ['a departure of another yatra', { departureId: '0123456789abcdef01234567' }, 404, 'This departure is not offered'],
  ])('refuses %s and refunds the payment', async (_label, change, status, message) => {
    const who = await loginAs(ctx.app);
    const asked = 'departureId' in change ? change.departureId : undefined;
    const departure = { closing, full }[asked as 'closing' | 'full'] ?? asked;
    const form = { ...couple(), ...change, ...(departure ? { departureId: departure } : {}) };
    const { res, paid } = await book(who, form);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ message: string }>().message).toContain(message);
    const payment = await paymentOf(paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
    expect(await historyOf(who)).toEqual([]);
  });

  it('refuses zero or too many travellers, and a malformed traveller, before any payment is touched (400)', async () => {
    const who = await loginAs(ctx.app);
    const checkout = { razorpayOrderId: 'order_x', razorpayPaymentId: 'pay_x', razorpaySignature: 'a'.repeat(64) };
    for (const travellers of [[], Array.from({ length: 7 }, (_, i) => adult(`Traveller ${i}`)), [{ name: 'A' }]]) {
      const res = await call(who, '/api/user/bookyatra', { ...couple(), travellers, ...checkout });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lets exactly one of two parallel bookings take the last seats; the other is refused and refunded', async () => {
    const [first, second] = [await loginAs(ctx.app), await loginAs(ctx.app)];
    const [lastTwo] = await ctx.app.db
      .insert(yatraDepartures)
      .values({ yatraId: kashi._id, startDate: addDays(today, 50), seats: 12, seatsLeft: 2 })
      .returning();
    const form = { ...couple(), departureId: lastTwo?.id };
    const results = await Promise.all([book(first, form), book(second, form)]);
    expect(results.map((r) => r.res.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.res.statusCode === 409);
    expect(loser?.res.json<{ message: string }>().message).toContain('full now');
    expect((await paymentOf(loser?.paid.razorpay_order_id ?? ''))?.status).toBe('refunded');
    expect(await seatsLeft(lastTwo?.id ?? '')).toBe(0);
  });

  it('refuses a replayed payment (409) and needs a signed-in customer (401)', async () => {
    const who = await loginAs(ctx.app);
    const { res, paid } = await book(who, { ...couple(), departureId: near });
    expect(res.statusCode).toBe(200);
    const checkout = {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    };
    const replay = await call(who, '/api/user/bookyatra', { ...couple(), departureId: near, ...checkout });
    expect(replay.statusCode).toBe(409);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/bookyatra',
      payload: { ...couple(), ...checkout },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('yatra history and cancellation', () => {
  it("refuses another customer's history (403)", async () => {
    const [me, other] = [await loginAs(ctx.app), await loginAs(ctx.app)];
    const res = await call(me, '/api/user/yatraOrderHistory', { customerId: other.userId });
    expect(res.statusCode).toBe(403);
  });

  it('cancels 10 days ahead with 25 % kept, refunds the rest once and gives the seats back', async () => {
    const who = await loginAs(ctx.app);
    const { res, paid } = await book(who, { ...couple(), departureId: near });
    const booking = res.json<{ data: YatraBooking }>().data;
    expect(booking.cancelRefundAmount).toBe(46_500);
    // The history is answered from memory from here on: the cancellation must show in it.
    expect((await historyOf(who))[0]).toMatchObject({ status: 'confirmed' });
    const seats = await seatsLeft(near);
    const cancelled = await call(who, '/api/user/cancelYatraBooking', { bookingId: booking._id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ message: string }>().message).toBe(
      'Your booking is cancelled. ₹46,500 will be refunded to your UPI account, usually within 2–7 working days.',
    );
    expect(cancelled.json<{ data: YatraBooking }>().data).toMatchObject({
      status: 'cancelled',
      refundAmount: 46_500,
      cancelRefundAmount: null,
    });
    expect(await seatsLeft(near)).toBe((seats ?? 0) + 2);
    const payment = await paymentOf(paid.razorpay_order_id);
    const ledger = await refundLedgerOf(ctx.app, payment?.id ?? '');
    expect(ledger).toMatchObject([{ amountPaise: 4_650_000, status: 'processed' }]);
    const again = await call(who, '/api/user/cancelYatraBooking', { bookingId: booking._id });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This booking is already cancelled.');
    // Issue 21: the status inside the refusal is Hindi too.
    const hindi = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/user/cancelYatraBooking',
      payload: { bookingId: booking._id },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json<{ message: string }>().message).toBe('यह बुकिंग पहले ही रद्द हो चुकी है।');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
    expect((await historyOf(who))[0]).toMatchObject({ status: 'cancelled', refundAmount: 46_500 });
  });

  it("refuses to cancel another customer's booking (404) and a tour that has started (409)", async () => {
    const [owner, other] = [await loginAs(ctx.app), await loginAs(ctx.app)];
    const { res } = await book(owner, { ...couple(), departureId: near });
    const bookingId = res.json<{ data: YatraBooking }>().data._id;
    expect((await call(other, '/api/user/cancelYatraBooking', { bookingId })).statusCode).toBe(404);
    await ctx.app.db.update(yatraBookings).set({ startDate: today }).where(eq(yatraBookings.id, bookingId));
    const started = await call(owner, '/api/user/cancelYatraBooking', { bookingId });
    expect(started.statusCode).toBe(409);
    expect(started.json<{ message: string }>().message).toContain('already started');
  });
});

describe('GET /api/yatra/bookings/:id/invoice.pdf', () => {
  it('invoices the tour at 5 % under SAC 998555, CGST and SGST in Seva’s state, listing the travellers; only to the booker', async () => {
    const who = await loginAs(ctx.app);
    const { res } = await book(who, couple());
    const booking = res.json<{ data: YatraBooking }>().data;
    const url = `/api/yatra/bookings/${booking._id}/invoice.pdf`;
    const pdf = await downloadInvoice(ctx.app, who, url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-SV-\d\d-\d\d-\d{6}\.pdf"$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Yatra booking: ${booking.reference}`);
    expect(text).toContain('998555');
    // ₹62,000 with 5 % in it: taxable 6200000 × 100 / 105 = 5904762 paise; tax 295238 = 147619 + 147619.
    expect(text).toContain('Taxable value: ₹59,047.62');
    expect(text).toContain('CGST: ₹1,476.19');
    expect(text).toContain('SGST: ₹1,476.19');
    expect(text).toContain('Total (paid): ₹62,000.00');
    expect(text).toContain('Sixty Two Thousand Rupees Only');
    expect(text).toContain('Travellers: Sunita Sharma (52), Ramesh Sharma (55)');
    expect((await downloadInvoice(ctx.app, await loginAs(ctx.app), url)).statusCode).toBe(404);
  });
});
