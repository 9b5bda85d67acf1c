import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RechargeOrder, RechargeResult } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { refundLedgerOf } from '../../test/payments.js';
import { payAndRecharge, paymentOf, prepaid } from '../../test/recharge.js';

let ctx: TestContext;
let who: LoggedIn;

beforeAll(async () => {
  ctx = await createTestApp();
  who = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const post = (url: string, payload: object, as = who) =>
  injectAs(ctx.app, as.token, { method: 'POST', url: `/api/${url}`, payload });

/** The SPEC §3 success record the web builds from rechargeData's answer. */
const successRecord = (data: RechargeOrder) => ({
  userId: data.userId,
  mobile: data.mobile,
  operatorId: data.operatorId,
  amount: data.amount,
  number: data.number,
  operator_reference: data.operator_reference,
  razorpayOrderId: data.razorpayOrderId,
  rechargeOrderId: data.rechargeOrderId,
  request_id: data.request_id,
  message: data.message,
  billType: data.billType,
  productName: data.productName,
});

async function recharged(number: string, amount = 299): Promise<RechargeResult['data']> {
  const { result } = await payAndRecharge(ctx.app, who, prepaid(number, amount));
  if (!result) throw new Error('recharge refused');
  return result.data;
}

describe('POST /api/app/recharge/success-recharge', () => {
  it('records the success once; a repeat answers 409', async () => {
    const data = await recharged('9712345678');
    const first = await post('app/recharge/success-recharge', successRecord(data));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, data: { _id: data._id, status: 'SUCCESS' } });
    const again = await post('app/recharge/success-recharge', successRecord(data));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This recharge is already recorded as successful.');
  });

  it('refuses a failed recharge (409), a record that differs (422), another customer (403/404)', async () => {
    const failed = await recharged('9712340000');
    const refused = await post('app/recharge/success-recharge', successRecord(failed));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('cannot be recorded as successful');

    const ok = await recharged('9712345679');
    const tampered = await post('app/recharge/success-recharge', { ...successRecord(ok), amount: 1 });
    expect(tampered.statusCode).toBe(422);

    const other = await loginAs(ctx.app);
    expect((await post('app/recharge/success-recharge', successRecord(ok), other)).statusCode).toBe(403);
    const asOther = { ...successRecord(ok), userId: other.userId };
    expect((await post('app/recharge/success-recharge', asOther, other)).statusCode).toBe(404);
  });
});

describe('POST /api/app/recharge/refund-recharge and refund-success-rechar', () => {
  it('answers the one refund of a failed recharge; repeats answer 409 and refund nothing more', async () => {
    const failed = await recharged('9712350000', 199);
    const paymentId = failed.razorpayPaymentId ?? '';
    const refund = await post('app/recharge/refund-recharge', { amount: 199, paymentId });
    expect(refund.statusCode).toBe(200);
    const body = refund.json<{ data: { entity: string; id: string; amount: number; payment_id: string } }>();
    expect(body.data).toMatchObject({ entity: 'refund', amount: 199, status: 'processed', payment_id: paymentId });
    expect(body.data.id).toMatch(/^rfnd_/);

    const again = await post('app/recharge/refund-recharge', { amount: 199, paymentId });
    expect(again.statusCode).toBe(409);
    const payment = await paymentOf(ctx.app, failed.razorpayOrderId ?? '');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);

    const record = { paymentId, refundId: body.data.id, amount: 199 };
    const saved = await post('app/recharge/refund-success-rechar', record);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { status: 'FAILED', refund: { entity: 'refund', id: body.data.id } } });
    expect((await post('app/recharge/refund-success-rechar', record)).statusCode).toBe(409);
    const other = await post('app/recharge/refund-success-rechar', { ...record, refundId: 'rfnd_other' });
    expect(other.statusCode).toBe(422);
  });

  it('refuses a refund for a successful recharge and for an amount other than the one paid', async () => {
    const ok = await recharged('9712345680');
    const refused = await post('app/recharge/refund-recharge', { amount: 299, paymentId: ok.razorpayPaymentId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('This recharge succeeded, so there is nothing to refund.');
    const payment = await paymentOf(ctx.app, ok.razorpayOrderId ?? '');
    expect(payment?.status).toBe('fulfilled');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(0);

    const failed = await recharged('9712360000', 199);
    const wrong = await post('app/recharge/refund-recharge', { amount: 500, paymentId: failed.razorpayPaymentId });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toContain('₹199');
  });

  it('refuses a refund while the recharge is pending, and another customer’s payment (404)', async () => {
    const pending = await recharged('9712361111');
    const early = await post('app/recharge/refund-recharge', { amount: 299, paymentId: pending.razorpayPaymentId });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('still being processed');
    const other = await loginAs(ctx.app);
    const theirs = await post(
      'app/recharge/refund-recharge',
      { amount: 299, paymentId: pending.razorpayPaymentId },
      other,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('POST /api/app/recharge/failed-recharge', () => {
  async function failedPayment(as = who) {
    const created = await post('app/customer/create_razorpay_order', { amount: 299, purpose: 'recharge' }, as);
    const orderId = created.json<{ data: { id: string } }>().data.id;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox/checkout',
      payload: { order_id: orderId, outcome: 'failure' },
    });
    return orderId;
  }

  it('records the failed payment as a CANCEL order once, and shows it in history', async () => {
    const razorpayOrderId = await failedPayment();
    const body = {
      ...prepaid('9712345681'),
      razorpayOrderId,
      status: 'CANCEL',
      message: 'Your card was declined.',
    };
    const res = await post('app/recharge/failed-recharge', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'CANCEL', message: 'Your card was declined.', refund: null } });
    expect((await post('app/recharge/failed-recharge', body)).statusCode).toBe(409);
    expect((await paymentOf(ctx.app, razorpayOrderId))?.status).toBe('failed');
  });

  it('refuses a payment that went through (409), another customer’s (404) and a status other than CANCEL (400)', async () => {
    const ok = await recharged('9712345682');
    const paid = { ...prepaid('9712345682'), razorpayOrderId: ok.razorpayOrderId, status: 'CANCEL' };
    expect((await post('app/recharge/failed-recharge', paid)).statusCode).toBe(409);
    const other = await loginAs(ctx.app);
    const theirs = { ...prepaid('9712345683'), razorpayOrderId: await failedPayment(other), status: 'CANCEL' };
    expect((await post('app/recharge/failed-recharge', theirs)).statusCode).toBe(404);
    expect((await post('app/recharge/failed-recharge', { ...theirs, status: 'FAILED' }, other)).statusCode).toBe(400);
  });
});

describe('POST /api/recharge/get-recharge-history', () => {
  it('lists the customer’s own orders newest first under orderId, with status and refund', async () => {
    const customer = await loginAs(ctx.app);
    await payAndRecharge(ctx.app, customer, prepaid('9612345678', 199));
    await payAndRecharge(ctx.app, customer, prepaid('9612340000', 239));
    const res = await post('recharge/get-recharge-history', { userId: customer.userId }, customer);
    expect(res.statusCode).toBe(200);
    const orders = res.json<{ status: number; orderId: RechargeOrder[] }>().orderId;
    expect(orders.map((o) => [o.number, o.status, o.refund?.amount ?? null])).toEqual([
      ['9612340000', 'FAILED', 239],
      ['9612345678', 'SUCCESS', null],
    ]);
  });

  it('refuses another customer’s history (403) and a logged-out call (401)', async () => {
    const other = await loginAs(ctx.app);
    expect((await post('recharge/get-recharge-history', { userId: who.userId }, other)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/get-recharge-history',
      payload: { userId: who.userId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /api/recharge/orders/:id reads only the customer’s own order', async () => {
    const data = await recharged('9712345684');
    const own = await injectAs(ctx.app, who.token, { method: 'GET', url: `/api/recharge/orders/${data._id}` });
    expect(own.json()).toMatchObject({ status: 1, data: { _id: data._id, status: 'SUCCESS' } });
    const other = await loginAs(ctx.app);
    const theirs = await injectAs(ctx.app, other.token, { method: 'GET', url: `/api/recharge/orders/${data._id}` });
    expect(theirs.statusCode).toBe(404);
  });
});
