import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRechargeOrder } from '@seva/contracts';
import { createAdminTestApp, expectAdminOnly, messageOf, openApiOperations, requestAs } from '../../test/admin.js';
import type { TestContext } from '../../test/app.js';
import { loginAs, type LoggedIn } from '../../test/login.js';
import { insertRechargeOrder } from '../../test/recharge-orders.js';
import { ADMIN_RECHARGE_NOT_FOUND } from './admin-orders.js';

let ctx: TestContext;
let admin: LoggedIn;
let customer: LoggedIn;
let other: LoggedIn;
/** Seeded orders, oldest first. */
let ids: { success: string; failed: string; pending: string; cancelled: string; bill: string };
let failedPayment: string;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  ({ ctx, admin, customer } = await createAdminTestApp());
  other = await loginAs(ctx.app);
  const db = ctx.app.db;
  const success = await insertRechargeOrder(db, customer.userId, {
    createdAt: minutesAgo(50),
    operatorReference: 'OPR778899',
  });
  const failed = await insertRechargeOrder(db, customer.userId, {
    status: 'FAILED',
    number: '9123456780',
    productCode: 'AIRTEL',
    productName: 'Airtel',
    amount: 299,
    refund: 'processed',
    createdAt: minutesAgo(40),
  });
  const pending = await insertRechargeOrder(db, other.userId, {
    status: 'PENDING',
    number: '9000012345',
    polls: 3,
    createdAt: minutesAgo(30),
  });
  const cancelled = await insertRechargeOrder(db, other.userId, { status: 'CANCEL', createdAt: minutesAgo(20) });
  const bill = await insertRechargeOrder(db, customer.userId, {
    serviceId: 4,
    productCode: 'UPPCL-URBAN',
    productName: 'Uttar Pradesh Power Corporation (Urban)',
    billType: 'electricity-bill',
    number: '1234567890',
    amount: 1450.5,
    createdAt: minutesAgo(10),
  });
  ids = {
    success: success.orderId,
    failed: failed.orderId,
    pending: pending.orderId,
    cancelled: cancelled.orderId,
    bill: bill.orderId,
  };
  failedPayment = failed.paymentId;
});
afterAll(async () => ctx.app.close());

const list = (query = '') => requestAs(ctx.app, admin, 'GET', `/api/admin/recharge/orders${query}`);
const idsOf = (res: { json: () => unknown }) =>
  (res.json() as { results: AdminRechargeOrder[] }).results.map((order) => order._id);

describe('admin recharge orders: access', () => {
  it('answers 401 without a session and 403 to a customer on every route', async () => {
    await expectAdminOnly(ctx.app, customer, 'GET', '/api/admin/recharge/orders');
    await expectAdminOnly(ctx.app, customer, 'GET', `/api/admin/recharge/orders/${ids.success}`);
  });

  it('documents every route under the admin tag', async () => {
    const operations = await openApiOperations(ctx.app, (path) => path.startsWith('/api/admin/recharge/'));
    expect(operations.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      'get /api/admin/recharge/complaints',
      'get /api/admin/recharge/orders',
      'get /api/admin/recharge/orders/{id}',
      'get /api/admin/recharge/services',
      'patch /api/admin/recharge/complaints/{id}',
      'patch /api/admin/recharge/services/{serviceId}',
    ]);
    expect(operations.every((op) => op.tags?.includes('admin'))).toBe(true);
  });
});

describe('GET /api/admin/recharge/orders', () => {
  it('lists every customer’s orders newest first with the payment, refund and provider side', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: AdminRechargeOrder[]; total: number; page: number; pageSize: number }>();
    expect(body).toMatchObject({ status: true, total: 5, page: 1, pageSize: 20 });
    expect(idsOf(res)).toEqual([ids.bill, ids.cancelled, ids.pending, ids.failed, ids.success]);
    const [bill, cancelled, pending, failed, success] = body.results;
    expect(bill).toMatchObject({
      service_id: 4,
      serviceName: 'Electricity',
      productName: 'Uttar Pradesh Power Corporation (Urban)',
      amount: 1450.5,
      status: 'SUCCESS',
      customerId: customer.userId,
      mobile: customer.mobile,
      paymentStatus: 'fulfilled',
      refundStatus: null,
      refund: null,
      provider: 'sandbox',
    });
    expect(failed).toMatchObject({
      status: 'FAILED',
      amount: 299,
      paymentRecordId: failedPayment,
      paymentStatus: 'refunded',
      refundStatus: 'processed',
      refund: { entity: 'refund', amount: 299, status: 'processed' },
    });
    expect(pending).toMatchObject({ status: 'PENDING', polls: 3, finishedAt: null, mobile: other.mobile });
    expect(pending?.nextPollAt).toEqual(expect.any(String));
    expect(cancelled).toMatchObject({ status: 'CANCEL', paymentStatus: 'failed', razorpayPaymentId: null });
    expect(success).toMatchObject({ operator_reference: 'OPR778899', nextPollAt: null });
    expect(success?.finishedAt).toEqual(expect.any(String));
  });

  it('pages', async () => {
    const first = await list('?pageSize=2');
    expect(idsOf(first)).toEqual([ids.bill, ids.cancelled]);
    const third = await list('?pageSize=2&page=3');
    expect(third.json()).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(idsOf(third)).toEqual([ids.success]);
    expect(idsOf(await list('?pageSize=2&page=4'))).toEqual([]);
  });

  it('filters by status', async () => {
    expect(idsOf(await list('?status=SUCCESS'))).toEqual([ids.bill, ids.success]);
    expect(idsOf(await list('?status=PENDING'))).toEqual([ids.pending]);
    const failed = await list('?status=FAILED');
    expect(idsOf(failed)).toEqual([ids.failed]);
    expect(failed.json()).toMatchObject({ total: 1 });
  });

  it('searches by the recharged number, the customer’s mobile, the operator reference and the order id', async () => {
    expect(idsOf(await list('?q=9123456780'))).toEqual([ids.failed]);
    expect(idsOf(await list('?q=912345'))).toEqual([ids.failed]);
    const byMobile = await list(`?q=${other.mobile}`);
    expect(idsOf(byMobile)).toEqual([ids.cancelled, ids.pending]);
    expect(byMobile.json()).toMatchObject({ total: 2 });
    expect(idsOf(await list('?q=opr7788'))).toEqual([ids.success]);
    expect(idsOf(await list(`?q=%23${ids.pending.slice(-8)}`))).toEqual([ids.pending]);
    expect(idsOf(await list(`?q=${other.mobile}&status=CANCEL`))).toEqual([ids.cancelled]);
    expect(idsOf(await list('?q=nothing-like-this'))).toEqual([]);
  });

  it('refuses an unknown status', async () => {
    expect((await list('?status=DONE')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/recharge/orders/:id', () => {
  it('answers one order of any customer in full', async () => {
    const res = await requestAs(ctx.app, admin, 'GET', `/api/admin/recharge/orders/${ids.pending}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      data: { _id: ids.pending, userId: other.userId, status: 'PENDING', polls: 3, provider: 'sandbox' },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await requestAs(ctx.app, admin, 'GET', '/api/admin/recharge/orders/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(ADMIN_RECHARGE_NOT_FOUND);
    expect((await requestAs(ctx.app, admin, 'GET', '/api/admin/recharge/orders/nope')).statusCode).toBe(400);
  });
});
