import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchedBill, RechargeResult } from '@seva/contracts';
import { pollRecharges } from '../../jobs/poll-recharges.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, refundLedgerOf } from '../../test/payments.js';
import { ProviderError } from '../../providers/types.js';
import { payAndRecharge, paymentOf, postRecharge, prepaid } from '../../test/recharge.js';
import { referencePattern } from '../../test/references.js';

let ctx: TestContext;
let who: LoggedIn;
const silent = { warn: () => undefined, info: () => undefined };

beforeAll(async () => {
  ctx = await createTestApp();
  who = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const fetchBill = (payload: object, as = who) =>
  injectAs(ctx.app, as.token, { method: 'POST', url: '/api/recharge/fetchBill', payload });

describe('POST /api/recharge/rechargeData', () => {
  it('recharges a number that succeeds: status 1, the SPEC record, the payment spent, no refund', async () => {
    const { res, paid, result } = await payAndRecharge(ctx.app, who, prepaid('+91 98123 45678', 299));
    expect(res.statusCode).toBe(200);
    expect(result).toMatchObject({
      status: 1,
      message: 'Recharge successful.',
      data: {
        reference: expect.stringMatching(referencePattern('RC')),
        userId: who.userId,
        mobile: who.mobile,
        operatorId: 'JIO',
        productName: 'Jio',
        billType: 'prepaid-recharge',
        number: '9812345678',
        circle: 'DL',
        amount: 299,
        status: 'SUCCESS',
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        refund: null,
      },
    });
    expect(result?.data.operator_reference).toMatch(/^OP\d{10}$/);
    expect(result?.data.rechargeOrderId).toMatch(/^SBX/);
    expect(result?.data.request_id).toBe(result?.data._id);
    const payment = await paymentOf(ctx.app, paid.razorpay_order_id);
    expect(payment?.status).toBe('fulfilled');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(0);
  });

  it('refunds a number that fails (ending 0000) exactly once: status 0, FAILED, one processed refund', async () => {
    const { result, paid } = await payAndRecharge(ctx.app, who, prepaid('9812340000', 199));
    expect(result).toMatchObject({
      status: 0,
      data: { status: 'FAILED', refund: { entity: 'refund', amount: 199, status: 'processed' } },
    });
    expect(result?.message).toContain('refunded');
    const payment = await paymentOf(ctx.app, paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    const ledger = await refundLedgerOf(ctx.app, payment?.id ?? '');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.amountPaise).toBe(19_900);
  });

  it('keeps a number ending 1111 pending (status 2), then the polling job finds it succeeded', async () => {
    const { result } = await payAndRecharge(ctx.app, who, prepaid('9812341111', 349));
    expect(result).toMatchObject({ status: 2, data: { status: 'PENDING', refund: null } });
    const id = result?.data._id ?? '';

    const early = await pollRecharges(ctx.app.db, ctx.app.providers, silent, new Date(Date.now() + 16_000));
    expect(early).toMatchObject({ stillPending: 1, succeeded: 0 });
    const read = () => injectAs(ctx.app, who.token, { method: 'GET', url: `/api/recharge/orders/${id}` });
    expect((await read()).json<{ data: { status: string } }>().data.status).toBe('PENDING');
    const history = async () =>
      (
        await injectAs(ctx.app, who.token, {
          method: 'POST',
          url: '/api/recharge/get-recharge-history',
          payload: { userId: who.userId },
        })
      )
        .json<{ orderId: { _id: string; status: string }[] }>()
        .orderId.find((order) => order._id === id)?.status;
    expect(await history()).toBe('PENDING'); // kept in memory from here on: the job's answer must show

    const later = await pollRecharges(ctx.app.db, ctx.app.providers, silent, new Date(Date.now() + 10 * 60_000));
    expect(later.succeeded).toBe(1);
    expect((await read()).json<{ data: RechargeResult['data'] }>().data).toMatchObject({
      status: 'SUCCESS',
      refund: null,
    });
    expect(await history()).toBe('SUCCESS');
  });

  it('refuses a second recharge of a number while one is pending, and refunds that payment', async () => {
    await payAndRecharge(ctx.app, who, prepaid('9822341111', 199));
    const { res, paid } = await payAndRecharge(ctx.app, who, prepaid('9822341111', 199));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('still being processed');
    expect((await paymentOf(ctx.app, paid.razorpay_order_id))?.status).toBe('refunded');
  });

  it('never calls the provider twice for one payment: a replay answers 409', async () => {
    const { paid } = await payAndRecharge(ctx.app, who, prepaid('9812345679', 239));
    const replay = await postRecharge(ctx.app, who, 'rechargeData', prepaid('9812345679', 239), paid);
    expect(replay.statusCode).toBe(409);
    const history = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/recharge/get-recharge-history',
      payload: { userId: who.userId },
    });
    const orders = history.json<{ orderId: { number: string }[] }>().orderId;
    expect(orders.filter((o) => o.number === '9812345679')).toHaveLength(1);
  });

  it('refuses another customer’s payment (404) and a bad signature (400) without calling the provider', async () => {
    const other = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, other, 299, { purpose: 'recharge' });
    expect((await postRecharge(ctx.app, who, 'rechargeData', prepaid('9812345670'), paid)).statusCode).toBe(404);
    const forged = { ...paid, razorpay_signature: '0'.repeat(64) };
    expect((await postRecharge(ctx.app, other, 'rechargeData', prepaid('9812345670'), forged)).statusCode).toBe(400);
    expect((await paymentOf(ctx.app, paid.razorpay_order_id))?.status).toBe('paid');
  });

  it.each([
    ['a number that is not a mobile number', { number: '12345' }, 400, 'valid mobile number'],
    ['an amount below ₹10', { amount: 5 }, 422, 'between ₹10 and ₹10,000'],
    ['an amount that differs from the payment', { amount: 300 }, 422, 'does not match'],
    ['an unknown operator', { product_code: 'NOPE' }, 422, 'valid operator'],
    ['a bill_type of another service', { bill_type: 'electricity-bill' }, 422, 'bill_type must be prepaid-recharge'],
    ['an unknown circle', { circle: 'ZZ' }, 422, 'valid telecom circle'],
    [
      'a bill operator on rechargeData',
      { product_code: 'BSES_RAJDHANI', bill_type: 'electricity-bill', number: '123456789' },
      422,
      'bill payment',
    ],
  ])('refuses %s and refunds the payment', async (_label, change, status, message) => {
    const paid = await payByCard(ctx.app, who, 299, { purpose: 'recharge' });
    const res = await postRecharge(ctx.app, who, 'rechargeData', { ...prepaid('9812345671'), ...change }, paid);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toContain(message);
    const payment = await paymentOf(ctx.app, paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
  });

  it('refuses a body without a number or amount with the SPEC messages, before any payment is touched', async () => {
    const paid = await payByCard(ctx.app, who, 299, { purpose: 'recharge' });
    const noNumber = await postRecharge(ctx.app, who, 'rechargeData', { ...prepaid(''), number: '' }, paid);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json<{ message: string }>().message).toContain('Please enter number.');
    const { amount: _amount, ...noAmount } = prepaid('9812345672');
    const res = await postRecharge(ctx.app, who, 'rechargeData', noAmount, paid);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('Please select plan or enter recharge amount.');
    expect((await paymentOf(ctx.app, paid.razorpay_order_id))?.status).toBe('paid');
  });

  it('needs a logged-in customer, before looking at the body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/rechargeData',
      payload: prepaid('9812345678'),
    });
    expect(res.statusCode).toBe(401);
    const paid = await payByCard(ctx.app, who, 299, { purpose: 'recharge' });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/recharge/rechargeData',
      payload: { ...prepaid('9812345678'), ...paid },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a provider that does not answer', () => {
  it('leaves the order pending (never refunds on an unknown outcome) until polling finds it', async () => {
    const down = await createTestApp();
    const sandbox = down.app.providers.recharge;
    let answers = false;
    down.app.providers.recharge = {
      ...sandbox,
      recharge: async (request) => {
        if (!answers) throw new ProviderError('The aggregator could not be reached', 'aggregator');
        return sandbox.recharge(request);
      },
    };
    try {
      const customer = await loginAs(down.app);
      const { result, paid } = await payAndRecharge(down.app, customer, prepaid('9812345678'));
      expect(result).toMatchObject({ status: 2, data: { status: 'PENDING', refund: null } });
      expect((await paymentOf(down.app, paid.razorpay_order_id))?.status).toBe('fulfilled');
      answers = true;
      const pass = await pollRecharges(down.app.db, down.app.providers, silent, new Date(Date.now() + 60_000));
      expect(pass.succeeded).toBe(1);
    } finally {
      await down.app.close();
    }
  });
});

describe('bill fetch and POST /api/recharge/billPayment', () => {
  const electricity = { product_code: 'BSES_RAJDHANI', number: '123456789' };

  it('fetches the bill (name, amount due, due date, ids) and pays it once', async () => {
    const fetched = await fetchBill(electricity);
    expect(fetched.statusCode).toBe(200);
    const bill = fetched.json<{ data: FetchedBill }>().data;
    expect(bill).toMatchObject({ product_code: 'BSES_RAJDHANI', number: '123456789' });
    expect(bill.customerName.length).toBeGreaterThan(3);
    expect(bill.amount).toBeGreaterThanOrEqual(180);
    expect(bill.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bill.fetched_bill_order_id).toMatch(/^[0-9a-f]{24}$/);

    const payload = {
      ...electricity,
      product_name: bill.product_name,
      bill_type: 'electricity-bill',
      amount: bill.amount,
      latitude: null,
      longitude: null,
      fetched_bill_order_id: bill.fetched_bill_order_id,
      bill_fetch_ref: bill.bill_fetch_ref,
    };
    const { result } = await payAndRecharge(ctx.app, who, payload, 'billPayment');
    expect(result).toMatchObject({
      status: 1,
      data: {
        status: 'SUCCESS',
        bill_fetch_ref: bill.bill_fetch_ref,
        fetched_bill_order_id: bill.fetched_bill_order_id,
      },
    });

    const again = await payAndRecharge(ctx.app, who, payload, 'billPayment');
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json<{ message: string }>().message).toContain('already paid');
    expect((await paymentOf(ctx.app, again.paid.razorpay_order_id))?.status).toBe('refunded');
  });

  it('refuses paying a fetch-first bill without its fetch, or for another amount, and refunds', async () => {
    const bill = (await fetchBill({ ...electricity, number: '223456789' })).json<{ data: FetchedBill }>().data;
    const base = { ...electricity, number: '223456789', product_name: 'BSES', bill_type: 'electricity-bill' };
    const missing = await payAndRecharge(ctx.app, who, { ...base, amount: bill.amount }, 'billPayment');
    expect(missing.res.statusCode).toBe(422);
    expect(missing.res.json<{ message: string }>().message).toBe('Please fetch the bill before paying it.');
    const wrong = await payAndRecharge(
      ctx.app,
      who,
      {
        ...base,
        amount: bill.amount + 1,
        fetched_bill_order_id: bill.fetched_bill_order_id,
        bill_fetch_ref: bill.bill_fetch_ref,
      },
      'billPayment',
    );
    expect(wrong.res.statusCode).toBe(422);
    expect(wrong.res.json<{ message: string }>().message).toContain('The amount due is');
    expect((await paymentOf(ctx.app, wrong.paid.razorpay_order_id))?.status).toBe('refunded');
  });

  it('refuses another customer’s fetched bill (404)', async () => {
    const other = await loginAs(ctx.app);
    const bill = (await fetchBill({ ...electricity, number: '323456789' }, other)).json<{ data: FetchedBill }>().data;
    const { res } = await payAndRecharge(
      ctx.app,
      who,
      {
        ...electricity,
        number: '323456789',
        bill_type: 'electricity-bill',
        amount: bill.amount,
        fetched_bill_order_id: bill.fetched_bill_order_id,
        bill_fetch_ref: bill.bill_fetch_ref,
      },
      'billPayment',
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 when no bill is due, 400 for a number of the wrong shape, 401 when logged out', async () => {
    const none = await fetchBill({ ...electricity, number: '123459999' });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toContain('No bill is due');
    const bad = await fetchBill({ ...electricity, number: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Please enter a valid');
    // Issue 21: with the operator's number label, both in Hindi.
    const inHindi = (payload: object) =>
      injectAs(ctx.app, who.token, {
        method: 'POST',
        url: '/api/recharge/fetchBill',
        payload,
        headers: { 'accept-language': 'hi' },
      });
    const noneHi = (await inHindi({ ...electricity, number: '123459999' })).json<{ message: string }>().message;
    const badHi = (await inHindi({ ...electricity, number: '12' })).json<{ message: string }>().message;
    expect([noneHi, badHi]).toEqual([
      'इस CA नंबर (9 अंक) पर अभी कोई बिल बकाया नहीं है।',
      'कृपया सही CA नंबर (9 अंक) डालें, जैसे 150123456।',
    ]);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/recharge/fetchBill', payload: electricity });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pays a postpaid bill (validate flow) without a fetch', async () => {
    const { result } = await payAndRecharge(
      ctx.app,
      who,
      { number: '9812345673', product_code: 'AIRTEL_POSTPAID', bill_type: 'postpaid-bill', amount: 649.5 },
      'billPayment',
    );
    expect(result).toMatchObject({
      status: 1,
      data: { status: 'SUCCESS', amount: 649.5, serviceName: 'Mobile Postpaid' },
    });
  });
});
