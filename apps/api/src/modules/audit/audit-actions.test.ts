/**
 * Every admin action on record (issue 24): each action family, done through its admin route by an
 * admin of its area, leaves one audit row in the change's transaction with who, the area that let them,
 * what, which record, and the before/after of exactly the fields that changed; a refused action
 * (validation error) leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loginAdmin, multipartImage, requestAs, useAdminTestApp, type Method } from '../../test/admin.js';
import {
  auditRowsOf,
  insertConfirmedBookings,
  insertMilanMember,
  insertOpenComplaint,
  insertOpenReport,
  insertPendingVerification,
  insertPlacedOrder,
  insertProduct,
  seatsLeftOn,
} from '../../test/audit.js';
import { injectAs, type LoggedIn } from '../../test/login.js';

const server = useAdminTestApp();
let shop: LoggedIn;
let bookings: LoggedIn;
let recharge: LoggedIn;
let milan: LoggedIn;
let content: LoggedIn;

beforeAll(async () => {
  shop = await loginAdmin(server.app, ['shop']);
  bookings = await loginAdmin(server.app, ['bookings']);
  recharge = await loginAdmin(server.app, ['recharge']);
  milan = await loginAdmin(server.app, ['milan-safety']);
  content = await loginAdmin(server.app, ['content']);
});

/** `method url` as `who`, expecting `status`; the answer's JSON. */
async function act(who: LoggedIn, method: Method, url: string, payload: object | undefined, status = 200) {
  const res = await requestAs(server.app, who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ data?: { _id: string } }>();
}

/** The one audit row of `targetId` (asserts there is exactly one). */
async function onlyRow(targetId: string) {
  const rows = await auditRowsOf(server.app, targetId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const REFUND = { amountMinor: 110000, currency: 'INR', status: 'requested' };

describe('shop', () => {
  it('records an order move and a cancellation with its refund, by the shop admin', async () => {
    const customerId = server.customer.userId;
    const packed = await insertPlacedOrder(server.app.db, customerId);
    await act(shop, 'PATCH', `/api/admin/shop/orders/${packed}/status`, { status: 'packed' });
    expect(await onlyRow(packed)).toMatchObject({
      adminId: shop.userId,
      area: 'shop',
      action: 'order.status',
      detail: '',
      before: { status: 'placed' },
      after: { status: 'packed' },
    });

    const cancelled = await insertPlacedOrder(server.app.db, customerId);
    await act(shop, 'PATCH', `/api/admin/shop/orders/${cancelled}/status`, { status: 'cancelled' });
    const row = await onlyRow(cancelled);
    expect(row).toMatchObject({ adminId: shop.userId, area: 'shop', action: 'order.cancel' });
    expect(row.before).toEqual({ status: 'placed' });
    expect(row.after).toEqual({ status: 'cancelled', refund: REFUND });
  });

  it('records a price and stock edit with exactly the changed fields; a refused edit writes nothing', async () => {
    const id = await insertProduct(server.app.db);
    await act(shop, 'PATCH', `/api/admin/shop/products/${id}`, { price: 549, stock: 7 });
    const row = await onlyRow(id);
    expect(row).toMatchObject({ adminId: shop.userId, area: 'shop', action: 'product.update' });
    expect(row.before).toEqual({ pricePaise: 49900, stock: 10 });
    expect(row.after).toEqual({ pricePaise: 54900, stock: 7 });

    // Above the MRP (400), and below zero (400 from the schema): no change, no record.
    await act(shop, 'PATCH', `/api/admin/shop/products/${id}`, { price: 700 }, 400);
    await act(shop, 'PATCH', `/api/admin/shop/products/${id}`, { stock: -1 }, 400);
    // Saving what is already there changes nothing, so nothing is recorded.
    await act(shop, 'PATCH', `/api/admin/shop/products/${id}`, { stock: 7 });
    expect(await auditRowsOf(server.app, id)).toHaveLength(1);
  });

  it('names super as the area when a super admin acts', async () => {
    const id = await insertProduct(server.app.db);
    await act(server.admin, 'PATCH', `/api/admin/shop/products/${id}`, { name: 'Ganesh murti, brass' });
    expect(await onlyRow(id)).toMatchObject({
      adminId: server.admin.userId,
      area: 'super',
      before: { name: 'Ganesh murti' },
      after: { name: 'Ganesh murti, brass' },
    });
  });
});

describe('bookings', () => {
  let puja: string;
  let pitr: string;
  let yatra: { id: string; yatraId: string; departureId: string };

  beforeAll(async () => {
    ({ puja, pitr, yatra } = await insertConfirmedBookings(server.app.db, bookings.userId));
  });

  it('records a puja booking move and a pitr booking cancellation with its refund', async () => {
    await act(bookings, 'PATCH', `/api/admin/puja/bookings/${puja}/status`, { status: 'performed' });
    expect(await onlyRow(puja)).toMatchObject({
      adminId: bookings.userId,
      area: 'bookings',
      action: 'puja-booking.status',
      before: { status: 'confirmed' },
      after: { status: 'performed' },
    });

    await act(bookings, 'PATCH', `/api/admin/pitr/bookings/${pitr}/status`, { status: 'cancelled' });
    const row = await onlyRow(pitr);
    expect(row).toMatchObject({ area: 'bookings', action: 'pitr-booking.cancel', before: { status: 'confirmed' } });
    expect(row.after).toEqual({ status: 'cancelled', refund: REFUND });
  });

  it('records a departure’s seats, then a yatra cancellation that frees a seat', async () => {
    const { yatraId, departureId } = yatra;
    await act(bookings, 'PATCH', `/api/admin/yatras/${yatraId}/departures/${departureId}`, { seats: 25 });
    const seats = await onlyRow(departureId);
    expect(seats).toMatchObject({ area: 'bookings', action: 'yatra-departure.update', detail: yatraId });
    expect(seats.before).toEqual({ seats: 20, seatsLeft: 19 });
    expect(seats.after).toEqual({ seats: 25, seatsLeft: 24 });

    await act(bookings, 'PATCH', `/api/admin/yatra/bookings/${yatra.id}/status`, { status: 'refunded' });
    const row = await onlyRow(yatra.id);
    expect(row).toMatchObject({ action: 'yatra-booking.cancel', before: { status: 'confirmed', refundPaise: null } });
    expect(row.after).toMatchObject({ status: 'refunded', refundPaise: 110000, seatsFreed: 1, refund: REFUND });
    expect(await seatsLeftOn(server.app.db, departureId)).toBe(25);
  });
});

describe('recharge', () => {
  it('records a complaint’s resolution and a service switched off', async () => {
    const id = await insertOpenComplaint(server.app.db, server.customer.userId);
    await act(recharge, 'PATCH', `/api/admin/recharge/complaints/${id}`, { resolution: 'Credited by the operator.' });
    const row = await onlyRow(id);
    expect(row).toMatchObject({ adminId: recharge.userId, area: 'recharge', action: 'recharge-complaint.resolve' });
    expect(row.before).toEqual({ status: 'open', resolution: null });
    expect(row.after).toEqual({ status: 'resolved', resolution: 'Credited by the operator.' });

    await act(recharge, 'PATCH', '/api/admin/recharge/services/1', { enabled: false });
    expect(await onlyRow('1')).toMatchObject({
      area: 'recharge',
      action: 'recharge-service.update',
      before: { enabled: true },
      after: { enabled: false },
    });
  });
});

describe('milan safety', () => {
  it('records a suspension, a photo removal, a verification decision and a report decision', async () => {
    const { db } = server.app;
    const member = await insertMilanMember(db);
    await act(
      milan,
      'PATCH',
      `/api/admin/milan/profiles/${member.id}/status`,
      { status: 'suspended', reason: 'x' },
      400,
    );
    await act(milan, 'PATCH', `/api/admin/milan/profiles/${member.id}/status`, {
      status: 'suspended',
      reason: 'Photos of someone else',
    });
    await act(milan, 'DELETE', `/api/admin/milan/profiles/${member.id}/photos/${member.photoId}`, undefined);
    const [removal, suspension] = await auditRowsOf(server.app, member.id);
    expect(suspension).toMatchObject({
      adminId: milan.userId,
      area: 'milan-safety',
      action: 'milan-profile.suspend',
      before: { status: 'active', suspendedReason: '' },
      after: { status: 'suspended', suspendedReason: 'Photos of someone else' },
    });
    expect(removal).toMatchObject({
      action: 'milan-photo.remove',
      detail: member.photoId,
      before: { photoId: member.photoId, isPrimary: true },
      after: null,
    });

    const verification = await insertPendingVerification(db, member.id);
    await act(milan, 'PATCH', `/api/admin/milan/verifications/${verification}`, {
      status: 'rejected',
      reason: 'The document is blurred.',
    });
    const decision = await onlyRow(verification);
    expect(decision).toMatchObject({ area: 'milan-safety', action: 'verification.decide' });
    expect(decision.before).toEqual({ status: 'pending', reason: '' });
    expect(decision.after).toEqual({ status: 'rejected', reason: 'The document is blurred.' });

    const report = await insertOpenReport(db, server.customer.userId, member.id);
    await act(milan, 'PATCH', `/api/admin/milan/reports/${report}`, { status: 'actioned', resolution: 'Suspended.' });
    const closed = await onlyRow(report);
    expect(closed).toMatchObject({ action: 'milan-report.decide' });
    expect(closed.before).toEqual({ status: 'open', resolution: '' });
    expect(closed.after).toEqual({ status: 'actioned', resolution: 'Suspended.' });
  });

  it('records a plan’s creation and its price edit', async () => {
    const plan = {
      code: 'gold-audit',
      name: 'Gold',
      durationDays: 90,
      price: 999,
      contactViews: 50,
      requestsPerDay: 20,
    };
    const created = await act(milan, 'POST', '/api/admin/milan/plans', plan, 201);
    const id = created.data!._id;
    await act(milan, 'PUT', `/api/admin/milan/plans/${id}`, { ...plan, price: 1199 });
    const [edit, creation] = await auditRowsOf(server.app, id);
    expect(creation).toMatchObject({ action: 'milan-plan.create', before: null });
    expect(creation?.after).toMatchObject({ code: 'gold-audit', pricePaise: 99900 });
    expect(edit).toMatchObject({ action: 'milan-plan.update' });
    expect(edit?.before).toEqual({ pricePaise: 99900 });
    expect(edit?.after).toEqual({ pricePaise: 119900 });
  });
});

describe('content desk', () => {
  it('records a creation, an edit (changed fields only) and a deletion', async () => {
    const created = await act(content, 'POST', '/api/admin/news/categories', { name: 'Festivals' }, 201);
    const id = created.data!._id;
    await act(content, 'PATCH', `/api/admin/news/categories/${id}`, { name: 'Festival news' });
    await act(content, 'DELETE', `/api/admin/news/categories/${id}`, undefined);
    const [deletion, edit, creation] = await auditRowsOf(server.app, id);
    expect(creation).toMatchObject({
      area: 'content',
      action: 'content.create',
      detail: 'news-category',
      before: null,
    });
    expect(creation?.after).toMatchObject({ name: 'Festivals', slug: 'festivals', active: true });
    expect(edit).toMatchObject({
      action: 'content.update',
      before: { name: 'Festivals', slug: 'festivals' },
      after: { name: 'Festival news', slug: 'festival-news' },
    });
    expect(deletion).toMatchObject({ action: 'content.delete', after: null });
    expect(deletion?.before).toMatchObject({ name: 'Festival news' });
  });

  it('records an uploaded picture as an edit of its record, and a refused upload not at all', async () => {
    const created = await act(content, 'POST', '/api/admin/news/categories', { name: 'Yatra news' }, 201);
    const story = await act(
      content,
      'POST',
      '/api/admin/news/items',
      {
        title: 'Kumbh dates announced',
        categoryId: created.data!._id,
        summary: 'The dates of the next Kumbh are out.',
        body: 'The dates of the next Kumbh Mela are out, with the bathing days.',
      },
      201,
    );
    const id = story.data!._id;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e15602' } })
      .png()
      .toBuffer();
    const upload = (data: Buffer, type: string) =>
      injectAs(server.app, content.token, {
        method: 'POST',
        url: `/api/admin/news/items/${id}/image`,
        ...multipartImage(data, 'ghat.png', type),
      });
    expect((await upload(Buffer.from('not an image'), 'image/png')).statusCode).toBe(400);
    expect((await auditRowsOf(server.app, id)).map((row) => row.action)).toEqual(['content.create']);
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
    const [picture] = await auditRowsOf(server.app, id);
    expect(picture).toMatchObject({
      area: 'content',
      action: 'content.update',
      detail: 'news',
      before: { image: null },
    });
    expect(picture?.after).toMatchObject({ image: { src: expect.stringMatching(/^\/uploads\/news\//) } });
  });
});
