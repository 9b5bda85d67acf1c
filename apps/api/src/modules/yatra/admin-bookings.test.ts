import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminYatraBooking, YatraBooking } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, refundLedgerOf } from '../../test/payments.js';
import { ProviderError } from '../../providers/types.js';
import { DEMO_ADMIN_MOBILE, seedDemoCustomers } from '../../test/demo-seed.js';
import { findPaymentById } from '../payments/service.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { YATRA_CANCEL_REFUND_REASON } from './admin-service.js';
import { yatraBookings, yatraDepartures, yatras } from './tables.js';

const today = indiaToday(new Date());
let ctx: TestContext;
let admin: LoggedIn;
let kashiId: string;
let omkareshwarId: string;
/** Kashi departures 30 and 60 days away; Omkareshwar 30 days away. 12 seats each. */
let kashiSoon: string;
let kashiLater: string;
let omkareshwarSoon: string;

const pricing = { singlePaise: 4_200_000, doublePaise: 3_100_000, triplePaise: 2_900_000, childPaise: 1_500_000 };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
  const tour = (slug: string, name: string) => ({
    slug,
    name,
    region: 'India',
    startCity: 'Varanasi',
    endCity: 'Varanasi',
    days: 4,
    nights: 3,
    itinerary: [1, 2, 3, 4].map((day) => ({ day, title: `Day ${day}`, details: 'Darshan.', overnight: 'Varanasi' })),
    pricing,
  });
  const rows = await ctx.app.db
    .insert(yatras)
    .values([tour('kashi', 'Kashi Vishwanath'), tour('omkareshwar', 'Omkareshwar Jyotirlinga')])
    .returning({ id: yatras.id });
  [kashiId, omkareshwarId] = rows.map((row) => row.id) as [string, string];
  const departures = await ctx.app.db
    .insert(yatraDepartures)
    .values([
      { yatraId: kashiId, startDate: addDays(today, 30), seats: 12, seatsLeft: 12 },
      { yatraId: kashiId, startDate: addDays(today, 60), seats: 12, seatsLeft: 12 },
      { yatraId: omkareshwarId, startDate: addDays(today, 30), seats: 12, seatsLeft: 12 },
    ])
    .returning({ id: yatraDepartures.id });
  [kashiSoon, kashiLater, omkareshwarSoon] = departures.map((row) => row.id) as [string, string, string];
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.restoreAllMocks());

const post = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const setStatus = (id: string, status: string) =>
  injectAs(ctx.app, admin.token, {
    method: 'PATCH',
    url: `/api/admin/yatra/bookings/${id}/status`,
    payload: { status },
  });
const listBookings = (query: Record<string, string> = {}) =>
  injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/yatra/bookings', query });
const idsOf = (res: { json: () => unknown }) =>
  (res.json() as { results: AdminYatraBooking[] }).results.map((booking) => booking._id);
const seatsLeft = async (departureId: string) =>
  (await ctx.app.db.select().from(yatraDepartures).where(eq(yatraDepartures.id, departureId)))[0]?.seatsLeft;
const ledgerOf = (paymentId: string) => refundLedgerOf(ctx.app, paymentId);
const historyOf = async (who: LoggedIn) =>
  (await post(who, '/api/user/yatraOrderHistory', { customerId: who.userId })).json<{ history: YatraBooking[] }>()
    .history;

/** A new customer books two adults in a double room (₹62,000) on `departureId`; the booking as the admin sees it. */
async function booked(yatraId = kashiId, departureId = kashiSoon, names = ['Sunita Sharma', 'Ramesh Sharma']) {
  const who = await loginAs(ctx.app);
  const paid = await payByCard(ctx.app, who, 62_000, { purpose: 'yatra' });
  const res = await post(who, '/api/user/bookyatra', {
    yatraId,
    departureId,
    occupancy: 'double',
    travellers: names.map((name) => ({ name, age: 45, gender: 'male', idProofType: 'aadhaar' })),
    totalPrice: 62_000,
    razorpayOrderId: paid.razorpay_order_id,
    razorpayPaymentId: paid.razorpay_payment_id,
    razorpaySignature: paid.razorpay_signature,
  });
  if (res.statusCode !== 200) throw new Error(`bookyatra ${res.statusCode}: ${res.body}`);
  const id = res.json<{ data: YatraBooking }>().data._id;
  const shown = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/admin/yatra/bookings/${id}` });
  return { who, booking: shown.json<{ data: AdminYatraBooking }>().data };
}
/** Moves the tour of booking `id` to start `days` from today (the clock stays real). */
const startIn = (id: string, days: number) =>
  ctx.app.db
    .update(yatraBookings)
    .set({ startDate: addDays(today, days) })
    .where(eq(yatraBookings.id, id));

describe('GET /api/admin/yatra/bookings', () => {
  it('lists newest first with travellers, payment and mobile; filters by status, yatra and departure; searches', async () => {
    const older = await booked(kashiId, kashiSoon, ['Meera Iyer', 'Arjun Iyer']);
    const later = await booked(kashiId, kashiLater);
    const elsewhere = await booked(omkareshwarId, omkareshwarSoon);
    expect(older.booking).toMatchObject({
      yatraName: 'Kashi Vishwanath',
      customerId: older.who.userId,
      customerMobile: older.who.mobile,
      status: 'confirmed',
      totalPrice: 62_000,
      paymentStatus: 'fulfilled',
      refundStatus: null,
      cancelledAt: null,
    });
    expect(older.booking.travellers.map((t) => t.name)).toEqual(['Meera Iyer', 'Arjun Iyer']);

    const all = await listBookings();
    expect(idsOf(all).slice(0, 3)).toEqual([elsewhere.booking._id, later.booking._id, older.booking._id]);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 20 });
    expect(idsOf(await listBookings({ yatraId: omkareshwarId }))).toEqual([elsewhere.booking._id]);
    expect(idsOf(await listBookings({ departureId: kashiLater }))).toEqual([later.booking._id]);
    expect(idsOf(await listBookings({ q: 'meera' }))).toEqual([older.booking._id]);
    expect(idsOf(await listBookings({ q: `#${older.booking._id.slice(-8)}` }))).toEqual([older.booking._id]);
    expect(idsOf(await listBookings({ status: 'refunded', yatraId: omkareshwarId }))).toEqual([]);
    const paged = await listBookings({ yatraId: kashiId, pageSize: '1', page: '2' });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(idsOf(paged)).toEqual([older.booking._id]);
    expect((await listBookings({ status: 'lost' })).statusCode).toBe(400);
    const missing = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: '/api/admin/yatra/bookings/0123456789abcdef01234567',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/yatra/bookings/:id/status', () => {
  it('refuses to complete a tour before its first day (409), then completes it from that day; the customer sees it', async () => {
    const { who, booking } = await booked();
    // The customer's history is answered from memory from here on: the admin's move must show in it.
    expect((await historyOf(who))[0]).toMatchObject({ status: 'confirmed' });
    const early = await setStatus(booking._id, 'completed');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      `This yatra starts on ${addDays(today, 30)}; it can be marked completed from that day on.`,
    );
    await startIn(booking._id, 0);
    const done = await setStatus(booking._id, 'completed');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'The booking is marked completed.', data: { status: 'completed' } });
    expect((await historyOf(who))[0]).toMatchObject({
      status: 'completed',
      refundAmount: null,
      cancelRefundAmount: null,
    });
    expect(idsOf(await listBookings({ status: 'completed' }))).toContain(booking._id);
  });

  it('refunds in full once: seats back, payment refunded, the customer sees refunded with the whole amount', async () => {
    const { who, booking } = await booked(kashiId, kashiSoon);
    expect((await historyOf(who))[0]).toMatchObject({ status: 'confirmed' });
    const seats = await seatsLeft(kashiSoon);
    const refund = vi.spyOn(ctx.app.providers.payments, 'refund');

    const res = await setStatus(booking._id, 'refunded');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The booking is cancelled and ₹62,000 is refunded in full; 2 seats are free again.',
      data: { status: 'refunded', refundAmount: 62_000, paymentStatus: 'refunded', refundStatus: 'processed' },
    });
    expect(res.json<{ data: AdminYatraBooking }>().data.cancelledAt).not.toBeNull();
    expect(await seatsLeft(kashiSoon)).toBe((seats ?? 0) + 2);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await ledgerOf(booking.paymentRecordId)).toMatchObject([
      { amountPaise: 6_200_000, status: 'processed', reason: YATRA_CANCEL_REFUND_REASON },
    ]);
    expect((await historyOf(who))[0]).toMatchObject({ status: 'refunded', refundAmount: 62_000 });

    const again = await setStatus(booking._id, 'refunded');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This booking is already refunded.');
    expect((await setStatus(booking._id, 'completed')).statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await ledgerOf(booking.paymentRecordId)).toHaveLength(1);
    expect(await seatsLeft(kashiSoon)).toBe((seats ?? 0) + 2);
  });

  it('refunds once when two admins refund in parallel', async () => {
    const seats = await seatsLeft(kashiLater);
    const { booking } = await booked(kashiId, kashiLater);
    const refund = vi.spyOn(ctx.app.providers.payments, 'refund');
    const results = await Promise.all([setStatus(booking._id, 'refunded'), setStatus(booking._id, 'refunded')]);
    // The later one either finds the booking refunded (409) or, on a real database, finds its refund not yet
    // sent and sends it again under the same idempotency key (200): either way the gateway refunds once.
    expect(results.map((r) => r.statusCode)).toContain(200);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(new Set(refund.mock.calls.map(([call]) => call.idempotencyKey)).size).toBe(1);
    expect(await ledgerOf(booking.paymentRecordId)).toMatchObject([{ amountPaise: 6_200_000, status: 'processed' }]);
    expect(await seatsLeft(kashiLater)).toBe(seats);
  });

  it('keeps the booking refunded when the gateway fails (502) and sends the same refund when asked again', async () => {
    const { booking } = await booked(omkareshwarId, omkareshwarSoon);
    vi.spyOn(ctx.app.providers.payments, 'refund').mockRejectedValueOnce(
      new ProviderError('The payment gateway is not answering. Please try again.', 'sandbox'),
    );
    const failed = await setStatus(booking._id, 'refunded');
    expect(failed.statusCode).toBe(502);
    const stored = (await ctx.app.db.select().from(yatraBookings).where(eq(yatraBookings.id, booking._id)))[0];
    expect(stored).toMatchObject({ status: 'refunded', refundPaise: 6_200_000 });
    expect(await ledgerOf(booking.paymentRecordId)).toMatchObject([{ status: 'requested' }]);

    const retried = await setStatus(booking._id, 'refunded');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ message: 'The refund is sent again.', data: { refundStatus: 'processed' } });
    expect(await ledgerOf(booking.paymentRecordId)).toMatchObject([{ status: 'processed', amountPaise: 6_200_000 }]);
    const payment = await findPaymentById(ctx.app.db, booking.paymentRecordId);
    expect(payment?.status).toBe('refunded');
  });

  it('refuses to move a booking the customer cancelled (409) or to an unknown status (400)', async () => {
    const { who, booking } = await booked(kashiId, kashiLater);
    const cancelled = await post(who, '/api/user/cancelYatraBooking', { bookingId: booking._id });
    expect(cancelled.statusCode).toBe(200);
    for (const status of ['refunded', 'completed']) {
      const res = await setStatus(booking._id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toContain('The customer cancelled this booking');
    }
    expect((await setStatus(booking._id, 'cancelled')).statusCode).toBe(400);
    expect((await setStatus(booking._id, 'confirmed')).statusCode).toBe(400);
    expect((await setStatus('0123456789abcdef01234567', 'completed')).statusCode).toBe(404);
    expect(await ledgerOf(booking.paymentRecordId)).toHaveLength(1);
  });
});
