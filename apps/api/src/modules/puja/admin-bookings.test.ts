import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AdminPitrBooking,
  AdminPujaBooking,
  PitrBooking,
  PujaBooking,
  PujaBookingStatus,
  PujaDetails,
} from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { notificationsOf } from '../../test/notifications.js';
import { payByCard, payByPaypal, refundLedgerOf } from '../../test/payments.js';
import { GAYA_RITUAL, pitrForm } from '../../test/pitr.js';
import { DELIVERY_ADDRESS } from '../../test/shop.js';
import { ProviderError } from '../../providers/types.js';
import { DEMO_ADMIN_MOBILE, seedDemoCustomers } from '../../test/demo-seed.js';
import { findPaymentById } from '../payments/service.js';
import { BOOKING_CANCEL_REFUND_REASON } from './admin-service.js';
import { pujas } from './tables.js';

let ctx: TestContext;
let admin: LoggedIn;
let rudrabhishek: PujaDetails;
let gaya: PujaDetails;

const details = async (slug: string) => {
  const [row] = await ctx.app.db.select().from(pujas).where(eq(pujas.slug, slug));
  const res = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_puja_details/${row?.id}` });
  return res.json<{ data: PujaDetails }>().data;
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
  await ctx.app.db.insert(pujas).values([
    {
      slug: 'rudrabhishek-kashi',
      name: 'Rudrabhishek',
      deity: 'Shiva',
      temple: 'Shri Kashi Vishwanath Temple',
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      packages: [{ code: 'individual', name: 'Individual', persons: 1, pricePaise: 110000, priceUsdCents: 1499 }],
      schedule: { everyDays: 1 },
    },
    GAYA_RITUAL,
  ]);
  rudrabhishek = await details('rudrabhishek-kashi');
  gaya = await details('pind-daan-gaya');
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.restoreAllMocks());

const post = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const ledgerOf = (paymentId: string) => refundLedgerOf(ctx.app, paymentId);
const paymentStatus = async (id: string) => (await findPaymentById(ctx.app.db, id))?.status;

/** A new customer's puja booking (with a prasad address unless `prasad` is false), as the admin sees it. */
async function pujaBooking({ prasad = true, devotee = 'Priya Verma' } = {}) {
  const who = await loginAs(ctx.app);
  let addressId: string | undefined;
  if (prasad) {
    const res = await post(who, '/api/e-commerce/add_address', {
      userId: who.userId,
      name: devotee,
      ...DELIVERY_ADDRESS,
    });
    addressId = res.json<{ data: { _id: string } }>().data._id;
  }
  const paid = await payByCard(ctx.app, who, 1100, { purpose: 'puja' });
  const booked = await post(who, '/api/e-commerce/book_puja', {
    pujaId: rudrabhishek._id,
    packageCode: 'individual',
    date: rudrabhishek.dates[0],
    devotees: [devotee],
    gotra: 'Kashyap',
    ...(addressId ? { addressId } : {}),
    ...paid,
  });
  if (booked.statusCode !== 200) throw new Error(`book_puja ${booked.statusCode}: ${booked.body}`);
  const id = booked.json<{ data: PujaBooking }>().data._id;
  const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/admin/puja/bookings/${id}` });
  return { who, booking: res.json<{ data: AdminPujaBooking }>().data };
}

const setPuja = (id: string, body: object) =>
  injectAs(ctx.app, admin.token, { method: 'PATCH', url: `/api/admin/puja/bookings/${id}/status`, payload: body });
const setPitr = (id: string, body: object) =>
  injectAs(ctx.app, admin.token, { method: 'PATCH', url: `/api/admin/pitr/bookings/${id}/status`, payload: body });
const pujaHistory = async (who: LoggedIn) =>
  (await post(who, '/api/e-commerce/get_customer_puja_history', { customerId: who.userId })).json<{
    results: PujaBooking[];
  }>().results;
const pitrHistory = async (who: LoggedIn) =>
  (
    await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/app/customer/get_book_pitra_puja/${who.userId}` })
  ).json<{ data: PitrBooking[] }>().data;

const VIDEO = 'https://youtu.be/sankalp-priya';

describe('GET /api/admin/puja/bookings', () => {
  it('lists newest first with payment and mobile, filtered by status and puja, searched by name or id', async () => {
    const older = await pujaBooking({ devotee: 'Meera Iyer' });
    const newer = await pujaBooking({ devotee: 'Kabir Das' });
    expect(older.booking).toMatchObject({
      customerId: older.who.userId,
      customerMobile: older.who.mobile,
      status: 'confirmed',
      paymentStatus: 'fulfilled',
      refundStatus: null,
      devotees: ['Meera Iyer'],
      prasadAddress: { pincode: '221005' },
    });
    const ids = async (query: Record<string, string>) => {
      const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/puja/bookings', query });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: AdminPujaBooking[] }>().results.map((b) => b._id);
    };
    expect((await ids({})).slice(0, 2)).toEqual([newer.booking._id, older.booking._id]);
    expect(await ids({ q: 'meera' })).toEqual([older.booking._id]);
    expect(await ids({ q: `#${older.booking._id.slice(-8).toUpperCase()}` })).toEqual([older.booking._id]);
    expect((await ids({ pujaId: rudrabhishek._id })).length).toBeGreaterThanOrEqual(2);
    expect(await ids({ pujaId: gaya._id })).toEqual([]);

    expect((await setPuja(newer.booking._id, { status: 'performed' })).statusCode).toBe(200);
    expect(await ids({ status: 'performed' })).toEqual([newer.booking._id]);
    expect(await ids({ status: 'performed', q: 'meera' })).toEqual([]);
    const bad = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/puja/bookings?status=lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown booking', async () => {
    const res = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: '/api/admin/puja/bookings/0123456789abcdef01234567',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/puja/bookings/:id/status', () => {
  it('moves confirmed → performed → video sent → prasad shipped → completed; the customer sees each step', async () => {
    const { who, booking } = await pujaBooking();
    const expectMove = async (body: object, code: number) => {
      const res = await setPuja(booking._id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(code);
      return res;
    };
    await expectMove({ status: 'video_sent', proofVideoUrl: VIDEO }, 409);
    await expectMove({ status: 'completed' }, 409);
    const performed = await expectMove({ status: 'performed' }, 200);
    expect(performed.json()).toMatchObject({
      message: 'The booking is marked performed.',
      data: { status: 'performed' },
    });
    expect((await pujaHistory(who))[0]?.status).toBe('performed');
    const again = await expectMove({ status: 'performed' }, 409);
    expect(again.json()).toEqual({ status: false, success: false, message: 'This booking is already performed.' });

    const noVideo = await expectMove({ status: 'video_sent' }, 400);
    expect(noVideo.json<{ message: string }>().message).toContain('sankalp video');
    await expectMove({ status: 'video_sent', proofVideoUrl: 'javascript:alert(1)' }, 400);
    await expectMove({ status: 'video_sent', proofVideoUrl: VIDEO }, 200);
    expect((await pujaHistory(who))[0]).toMatchObject({ status: 'video_sent', proofVideoUrl: VIDEO });
    // The same status with a new link corrects it.
    const corrected = await expectMove({ status: 'video_sent', proofVideoUrl: `${VIDEO}-2` }, 200);
    expect(corrected.json()).toMatchObject({
      message: 'The sankalp video link is updated.',
      data: { status: 'video_sent', proofVideoUrl: `${VIDEO}-2` },
    });
    await expectMove({ status: 'performed' }, 409);

    await expectMove({ status: 'prasad_shipped' }, 400);
    await expectMove({ status: 'prasad_shipped', prasadTrackingNumber: '<script>' }, 400);
    await expectMove({ status: 'performed', prasadTrackingNumber: 'EK123456789IN' }, 400);
    const shipped = await expectMove({ status: 'prasad_shipped', prasadTrackingNumber: ' EK123456789IN ' }, 200);
    expect(shipped.json()).toMatchObject({ data: { status: 'prasad_shipped', prasadTrackingNumber: 'EK123456789IN' } });
    await expectMove({ status: 'video_sent', proofVideoUrl: VIDEO }, 409);
    await expectMove({ status: 'cancelled' }, 409);

    await expectMove({ status: 'completed' }, 200);
    await expectMove({ status: 'prasad_shipped' }, 409);
    expect((await pujaHistory(who))[0]).toMatchObject({
      status: 'completed',
      proofVideoUrl: `${VIDEO}-2`,
      prasadTrackingNumber: 'EK123456789IN',
    });
    expect(await ledgerOf(booking.paymentRecordId)).toEqual([]);
  });

  it('tells the devotee once that their sankalp video is ready, not again when its link is corrected', async () => {
    const { who, booking } = await pujaBooking({ prasad: false });
    await setPuja(booking._id, { status: 'performed' });
    expect(await notificationsOf(ctx.app, who.userId, 'puja_update')).toEqual([]);
    await setPuja(booking._id, { status: 'video_sent', proofVideoUrl: VIDEO });
    await setPuja(booking._id, { status: 'video_sent', proofVideoUrl: `${VIDEO}-2` });
    const notices = await notificationsOf(ctx.app, who.userId, 'puja_update');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Your sankalp video is ready',
      body: `Watch the sankalp of your Rudrabhishek (${booking.reference}).`,
      link: '/history/puja-history',
    });
  });

  it('completes after the video when no prasad is posted, and refuses to ship prasad without an address (409)', async () => {
    const { booking } = await pujaBooking({ prasad: false });
    await setPuja(booking._id, { status: 'performed' });
    await setPuja(booking._id, { status: 'video_sent', proofVideoUrl: VIDEO });
    const ship = await setPuja(booking._id, { status: 'prasad_shipped', prasadTrackingNumber: 'EK123456789IN' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json<{ message: string }>().message).toContain('no prasad address');
    const done = await setPuja(booking._id, { status: 'completed' });
    expect(done.json()).toMatchObject({ data: { status: 'completed', prasadTrackingNumber: null } });
  });

  it('refuses unknown statuses and confirmed or refunded as targets (400), and an unknown booking (404)', async () => {
    const { booking } = await pujaBooking({ prasad: false });
    for (const status of ['lost', 'confirmed', 'refunded'])
      expect((await setPuja(booking._id, { status })).statusCode).toBe(400);
    expect((await setPuja('0123456789abcdef01234567', { status: 'performed' })).statusCode).toBe(404);
  });

  it('cancels a confirmed booking: refunds once, ends refunded, and a second cancel is refused (409)', async () => {
    const { who, booking } = await pujaBooking();
    const refund = vi.spyOn(ctx.app.providers.payments, 'refund');
    const res = await setPuja(booking._id, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The booking is cancelled and the payment is refunded in full.',
      data: { status: 'refunded', paymentStatus: 'refunded', refundStatus: 'processed' },
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({ amountPaise: 110000 });

    const twice = await setPuja(booking._id, { status: 'cancelled' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe('This booking is already cancelled and refunded.');
    expect(refund).toHaveBeenCalledTimes(1);
    const ledger = await ledgerOf(booking.paymentRecordId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'processed', reason: BOOKING_CANCEL_REFUND_REASON, amountPaise: 110000 });
    expect((await pujaHistory(who))[0]).toMatchObject({ _id: booking._id, status: 'refunded' });
    expect((await setPuja(booking._id, { status: 'performed' })).statusCode).toBe(409);
  });

  it('refuses to cancel once performed (409): the refund policy gives nothing back then', async () => {
    const { booking } = await pujaBooking();
    await setPuja(booking._id, { status: 'performed' });
    const res = await setPuja(booking._id, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(await paymentStatus(booking.paymentRecordId)).toBe('fulfilled');
  });

  it('keeps a cancel whose refund the gateway refused (502) and finishes it when cancelled again', async () => {
    const { who, booking } = await pujaBooking();
    const refund = vi
      .spyOn(ctx.app.providers.payments, 'refund')
      .mockRejectedValueOnce(new ProviderError('The payment gateway is not answering. Please try again.', 'sandbox'));
    const failed = await setPuja(booking._id, { status: 'cancelled' });
    expect(failed.statusCode).toBe(502);
    const seen = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: `/api/admin/puja/bookings/${booking._id}`,
    });
    expect(seen.json()).toMatchObject({ data: { status: 'cancelled', refundStatus: 'requested' } });
    expect((await pujaHistory(who))[0]?.status).toBe('cancelled');

    const retried = await setPuja(booking._id, { status: 'cancelled' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ data: { status: 'refunded', refundStatus: 'processed' } });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await ledgerOf(booking.paymentRecordId)).toHaveLength(1);
    expect((await setPuja(booking._id, { status: 'cancelled' })).statusCode).toBe(409);
  });
});

describe('pitr paksha bookings in the console', () => {
  const form = (country: string, amount: number) => pitrForm(gaya, country, amount);
  async function byCard() {
    const who = await loginAs(ctx.app);
    const card = await payByCard(ctx.app, who, 5100, { purpose: 'pitr' });
    const res = await post(who, '/api/app/customer/book_pitra_puja', {
      ...form('India', 5100),
      paymentId: card.razorpay_payment_id,
      ...card,
    });
    return { who, booking: res.json<{ data: PitrBooking }>().data };
  }
  async function byPaypal() {
    const who = await loginAs(ctx.app);
    const paypal = await payByPaypal(ctx.app, who, 69);
    const res = await post(who, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...form('United States', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    return { who, booking: res.json<{ data: PitrBooking }>().data };
  }

  it('lists them newest first, filtered by status and searched by name or mobile', async () => {
    const india = await byCard();
    const abroad = await byPaypal();
    const list = async (query: Record<string, string>) => {
      const res = await injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/pitr/bookings', query });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: AdminPitrBooking[] }>().results;
    };
    const all = await list({});
    expect(all.slice(0, 2).map((b) => b._id)).toEqual([abroad.booking._id, india.booking._id]);
    expect(all[0]).toMatchObject({ currency: 'USD', paymentStatus: 'fulfilled', customerId: abroad.who.userId });
    expect((await list({ q: '+1415' })).map((b) => b._id)).toContain(abroad.booking._id);
    expect((await list({ q: '+1415' })).map((b) => b._id)).not.toContain(india.booking._id);
    expect((await list({ status: 'completed' })).map((b) => b._id)).toEqual([]);
  });

  it('moves confirmed → performed → video sent → completed; the customer sees the sankalp video', async () => {
    const { who, booking } = await byCard();
    const expectMove = async (body: object, code: number) => {
      const res = await setPitr(booking._id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(code);
      return res;
    };
    await expectMove({ status: 'completed' }, 409);
    await expectMove({ status: 'video_sent', proofVideoUrl: VIDEO }, 409);
    await expectMove({ status: 'prasad_shipped' }, 400);
    await expectMove({ status: 'performed' }, 200);
    await expectMove({ status: 'performed' }, 409);
    await expectMove({ status: 'cancelled' }, 409);
    // As for a puja, the video comes before the booking completes.
    await expectMove({ status: 'completed' }, 409);

    const noVideo = await expectMove({ status: 'video_sent' }, 400);
    expect(noVideo.json<{ message: string }>().message).toContain('sankalp video');
    await expectMove({ status: 'video_sent', proofVideoUrl: 'javascript:alert(1)' }, 400);
    await expectMove({ status: 'performed', proofVideoUrl: VIDEO }, 400);
    const sent = await expectMove({ status: 'video_sent', proofVideoUrl: ` ${VIDEO} ` }, 200);
    expect(sent.json()).toMatchObject({
      message: 'The booking is marked video sent: the devotee can watch the sankalp.',
      data: { status: 'video_sent', proofVideoUrl: VIDEO },
    });
    expect((await pitrHistory(who))[0]).toMatchObject({ status: 'video_sent', proofVideoUrl: VIDEO });
    // The same status with a new link corrects it; the same link again is refused.
    const corrected = await expectMove({ status: 'video_sent', proofVideoUrl: `${VIDEO}-2` }, 200);
    expect(corrected.json()).toMatchObject({
      message: 'The sankalp video link is updated.',
      data: { status: 'video_sent', proofVideoUrl: `${VIDEO}-2` },
    });
    await expectMove({ status: 'video_sent', proofVideoUrl: `${VIDEO}-2` }, 409);
    await expectMove({ status: 'performed' }, 409);
    await expectMove({ status: 'prasad_shipped' }, 400);

    await expectMove({ status: 'completed' }, 200);
    await expectMove({ status: 'video_sent', proofVideoUrl: VIDEO }, 409);
    expect((await pitrHistory(who))[0]).toMatchObject({
      status: 'completed' satisfies PujaBookingStatus,
      proofVideoUrl: `${VIDEO}-2`,
    });
  });

  it('cancels a card booking with a refund in INR, once', async () => {
    const { who, booking } = await byCard();
    const refund = vi.spyOn(ctx.app.providers.payments, 'refund');
    const res = await setPitr(booking._id, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { status: 'refunded', paymentStatus: 'refunded', refundStatus: 'processed' },
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({ amountPaise: 510000 });
    expect((await setPitr(booking._id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await pitrHistory(who))[0]?.status).toBe('refunded');
  });

  it('cancels a PayPal booking with a refund through PayPal in USD, once', async () => {
    const { who, booking } = await byPaypal();
    const card = vi.spyOn(ctx.app.providers.payments, 'refund');
    const paypal = vi.spyOn(ctx.app.providers.paypal, 'refundCapture');
    const res = await setPitr(booking._id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: AdminPitrBooking }>().data;
    expect(data).toMatchObject({ status: 'refunded', currency: 'USD', paymentStatus: 'refunded' });
    expect(card).not.toHaveBeenCalled();
    expect(paypal).toHaveBeenCalledTimes(1);
    expect(paypal.mock.calls[0]?.[0]).toMatchObject({ captureId: booking.paymentId, amountCents: 6900 });
    expect((await setPitr(booking._id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(paypal).toHaveBeenCalledTimes(1);
    expect(await ledgerOf(data.paymentRecordId)).toHaveLength(1);
    expect((await pitrHistory(who))[0]?.status).toBe('refunded');
  });
});
