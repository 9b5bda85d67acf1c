import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SandboxPaypalGateway } from '../../providers/paypal/sandbox.js';
import { PaypalError } from '../../providers/paypal/types.js';
import { createTestApp, testConfig, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { claimPayment, recordFailureById, refundPayment, refundsOf } from './service.js';
import { payments } from './tables.js';

let ctx: TestContext;
let priya: LoggedIn;
let ravi: LoggedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  priya = await loginAs(ctx.app);
  ravi = await loginAs(ctx.app);
  const profile = { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@example.com' };
  const res = await injectAs(ctx.app, priya.token, {
    method: 'PUT',
    url: `/api/users/${priya.userId}`,
    payload: profile,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.restoreAllMocks());

const sandbox = () => ctx.app.providers.paypal as SandboxPaypalGateway;
const pay = (who: LoggedIn, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/paypal/pay', payload });
const approve = (orderID: string, outcome: 'approve' | 'cancel' | 'error' = 'approve') =>
  ctx.app.inject({ method: 'POST', url: '/api/dev/sandbox/paypal/approve', payload: { orderID, outcome } });
const capture = (who: LoggedIn, orderID: string) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/paypal/capture', payload: { orderID } });
const rowOf = async (orderId: string) =>
  (await ctx.app.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0];
const countRows = async () => (await ctx.app.db.select().from(payments)).length;

async function newOrder(who: LoggedIn, amount = 49.99, extra: object = {}): Promise<string> {
  const res = await pay(who, { amount, currency: 'USD', ...extra });
  expect(res.statusCode).toBe(200);
  return res.json<{ orderID: string }>().orderID;
}

async function paidOrder(who: LoggedIn, amount = 49.99, extra: object = {}) {
  const orderID = await newOrder(who, amount, extra);
  expect((await approve(orderID)).statusCode).toBe(200);
  const res = await capture(who, orderID);
  expect(res.statusCode).toBe(200);
  const row = await rowOf(orderID);
  if (!row) throw new Error(`no payment for ${orderID}`);
  return { orderID, row, data: res.json<{ data: Record<string, unknown> }>().data };
}

describe('POST /api/paypal/pay', () => {
  it('writes a created USD payment in cents and answers { success, orderID }', async () => {
    const res = await pay(priya, { amount: 25.5, currency: 'USD', purpose: 'pitr' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; orderID: string }>();
    expect(body).toEqual({ success: true, orderID: expect.stringMatching(/^[0-9A-Z]{17}$/) });
    expect(await rowOf(body.orderID)).toMatchObject({
      status: 'created',
      currency: 'USD',
      amountPaise: 2550,
      gateway: 'paypal-sandbox',
      purpose: 'pitr',
      customerId: priya.userId,
    });
  });

  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/paypal/pay',
      payload: { amount: 10, currency: 'USD' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ amount: 0, currency: 'USD' }, 'The amount must be more than $0.'],
    [{ amount: -5, currency: 'USD' }, 'The amount must be more than $0.'],
    [{ amount: 10.555, currency: 'USD' }, 'The amount can have at most 2 decimals (cents).'],
    [{ amount: 10_000.01, currency: 'USD' }, 'The amount must be between $1 and $10,000.'],
    [{ amount: 0.99, currency: 'USD' }, 'The amount must be between $1 and $10,000.'],
    [{ amount: 10, currency: 'INR' }, 'PayPal payments are in USD.'],
    [{ amount: 10 }, 'PayPal payments are in USD.'],
    [{ amount: '10', currency: 'USD' }, 'Please enter the amount in US dollars.'],
    [
      { amount: 10, currency: 'USD', purposeId: 'a'.repeat(24) },
      'Say what the payment is for (purpose) when you give purposeId.',
    ],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const before = await countRows();
    const res = await pay(priya, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, success: false, message });
    expect(await countRows()).toBe(before);
  });

  it('takes exactly $10,000', async () => {
    const orderID = await newOrder(priya, 10_000);
    expect((await rowOf(orderID))?.amountPaise).toBe(10_000_00);
  });

  it('marks the payment failed and answers 502 when PayPal refuses the order', async () => {
    const failing = await createTestApp({
      providers: {
        paypal: {
          ...(ctx.app.providers.paypal as SandboxPaypalGateway),
          createOrder: async () => {
            throw new PaypalError('PayPal is down for maintenance.', 'INTERNAL_SERVER_ERROR', 500);
          },
        },
      },
    });
    try {
      const who = await loginAs(failing.app);
      const res = await injectAs(failing.app, who.token, {
        method: 'POST',
        url: '/api/paypal/pay',
        payload: { amount: 12, currency: 'USD' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ status: false, success: false, message: 'PayPal is down for maintenance.' });
      const [row] = await failing.app.db.select().from(payments);
      expect(row).toMatchObject({
        status: 'failed',
        currency: 'USD',
        failureReason: 'PayPal is down for maintenance.',
      });
    } finally {
      await failing.app.close();
    }
  });
});

describe('sandbox approval and POST /api/paypal/capture', () => {
  it('pay → approve → capture answers the SPEC §3 success result and records the payment as paid', async () => {
    const orderID = await newOrder(priya, 49.99);
    const approved = await approve(orderID);
    expect(approved.statusCode).toBe(200);
    const { payerID } = approved.json<{ payerID: string }>();
    expect(approved.json()).toEqual({ success: true, orderID, payerID: expect.stringMatching(/^[0-9A-Z]{13}$/) });

    const res = await capture(priya, orderID);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json<{ success: boolean; data: Record<string, unknown> }>();
    expect(success).toBe(true);
    expect(data).toEqual({
      paypal_order_id: orderID,
      paymentId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'COMPLETED',
      amount: 49.99,
      currency: 'USD',
      payer_name: 'Sandbox Buyer',
      payer_email: expect.stringContaining('@'),
      payer_id: payerID,
      payment_time: expect.any(String),
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      contact: priya.mobile,
    });
    expect(new Date(String(data.payment_time)).toISOString()).toBe(data.payment_time);
    expect(await rowOf(orderID)).toMatchObject({ status: 'paid', amountPaise: 4999, gatewayPaymentId: data.paymentId });
  });

  it('refuses a capture before approval (422) and marks the payment failed', async () => {
    const orderID = await newOrder(priya, 15);
    const res = await capture(priya, orderID);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: false,
      success: false,
      message: 'This PayPal payment was not approved. Please pay again.',
    });
    expect(await rowOf(orderID)).toMatchObject({
      status: 'failed',
      failureReason: 'Payer has not yet approved the Order for payment.',
    });
    expect((await approve(orderID)).statusCode).toBe(409);
    expect((await capture(priya, orderID)).statusCode).toBe(422);
  });

  it('answers a replayed capture with the same result and captures at PayPal once', async () => {
    const captureSpy = vi.spyOn(sandbox(), 'captureOrder');
    const { orderID, data } = await paidOrder(priya, 75.25);
    const again = await capture(priya, orderID);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data });
    expect(captureSpy).toHaveBeenCalledTimes(1);
    expect((await rowOf(orderID))?.status).toBe('paid');
  });

  it('records a double-clicked capture once: both answers agree', async () => {
    const orderID = await newOrder(priya, 33.33);
    await approve(orderID);
    const [a, b] = await Promise.all([capture(priya, orderID), capture(priya, orderID)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await rowOf(orderID)).toMatchObject({
      status: 'paid',
      gatewayPaymentId: a.json<{ data: { paymentId: string } }>().data.paymentId,
    });
  });

  it('leaves a capture PayPal still holds as PENDING unpaid (409)', async () => {
    const orderID = await newOrder(priya, 34);
    await approve(orderID);
    vi.spyOn(sandbox(), 'captureOrder').mockImplementationOnce(async ({ orderId }) => ({
      orderId,
      status: 'PENDING',
      captureId: 'PENDINGCAPTURE001',
      amountCents: 3400,
      payer: { name: 'Sandbox Buyer', email: 'buyer@example.com', id: 'PAYER00000001' },
      time: new Date().toISOString(),
    }));
    expect((await capture(priya, orderID)).statusCode).toBe(409);
    expect(await rowOf(orderID)).toMatchObject({ status: 'created', gatewayPaymentId: null });
  });

  it("hides another customer's order (404) and leaves it to its owner", async () => {
    const orderID = await newOrder(priya, 30);
    await approve(orderID);
    const res = await capture(ravi, orderID);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await rowOf(orderID))?.status).toBe('created');
    expect((await capture(priya, orderID)).statusCode).toBe(200);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await capture(priya, 'NOSUCHORDER000001')).statusCode).toBe(404);
    expect((await approve('NOSUCHORDER000001')).statusCode).toBe(404);
  });

  it('cancel changes nothing: the order can still be approved and captured', async () => {
    const orderID = await newOrder(priya, 20);
    const cancelled = await approve(orderID, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ success: false, cancelled: true });
    expect((await rowOf(orderID))?.status).toBe('created');
    await approve(orderID);
    expect((await capture(priya, orderID)).statusCode).toBe(200);
  });

  it('error records the payment as failed, and a later capture is refused (422)', async () => {
    const orderID = await newOrder(priya, 21);
    const errored = await approve(orderID, 'error');
    expect(errored.statusCode).toBe(200);
    const body = errored.json<{ error: string }>();
    expect(body).toEqual({ success: false, error: expect.any(String) });
    expect(await rowOf(orderID)).toMatchObject({ status: 'failed', failureReason: body.error });
    const captureSpy = vi.spyOn(sandbox(), 'captureOrder');
    const res = await capture(priya, orderID);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'This payment was not completed. Please pay again.' });
    expect(captureSpy).not.toHaveBeenCalled();
  });

  it('refunds money PayPal took for a payment that failed meanwhile (422)', async () => {
    const orderID = await newOrder(priya, 23);
    await approve(orderID);
    const row = await rowOf(orderID);
    const gateway = sandbox();
    const realCapture = gateway.captureOrder.bind(gateway);
    vi.spyOn(gateway, 'captureOrder').mockImplementationOnce(async (input) => {
      await recordFailureById(ctx.app.db, row?.id ?? '', 'Failed while PayPal was capturing.');
      return realCapture(input);
    });
    const refundSpy = vi.spyOn(gateway, 'refundCapture');
    const res = await capture(priya, orderID);
    expect(res.statusCode).toBe(422);
    const after = await rowOf(orderID);
    expect(after).toMatchObject({ status: 'failed', gatewayPaymentId: expect.any(String) });
    expect(refundSpy).toHaveBeenCalledTimes(1);
    expect(await refundsOf(ctx.app.db, row?.id ?? '')).toMatchObject([{ amountPaise: 2300, status: 'processed' }]);
  });

  it('keeps the payment created and answers 502 when PayPal cannot be reached; a retry then captures', async () => {
    const orderID = await newOrder(priya, 22);
    await approve(orderID);
    vi.spyOn(sandbox(), 'captureOrder').mockRejectedValueOnce(
      new PaypalError('PayPal did not answer. Please try again.', 'UNREACHABLE', 0),
    );
    expect((await capture(priya, orderID)).statusCode).toBe(502);
    expect((await rowOf(orderID))?.status).toBe('created');
    expect((await capture(priya, orderID)).statusCode).toBe(200);
    expect((await rowOf(orderID))?.status).toBe('paid');
  });
});

describe('GET /api/paypal/config', () => {
  it('tells the web the client id and that the local sandbox stands in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/paypal/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, clientId: 'paypal-sandbox', sandbox: true });
  });

  it('has the sandbox only outside production, and real PayPal needs its credentials', () => {
    expect(testConfig().sandboxPaypal).toBe(true);
    expect(testConfig({ NODE_ENV: 'production' }).sandboxPaypal).toBe(false);
    expect(() => testConfig({ PAYPAL_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
    const real = testConfig({ PAYPAL_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(real.paypal).toEqual({ provider: 'paypal', clientId: 'id', clientSecret: 'secret', environment: 'sandbox' });
    expect(real.sandboxPaypal).toBe(false);
  });
});

describe('spending and refunding a PayPal payment', () => {
  it('claims a paid USD payment once, at the price in cents', async () => {
    const { row } = await paidOrder(priya, 101, { purpose: 'pitr' });
    const fulfilled = await ctx.app.db.transaction((tx) =>
      claimPayment(tx, row.id, { customerId: priya.userId, amountPaise: 10100, purpose: 'pitr', currency: 'USD' }),
    );
    expect(fulfilled).toMatchObject({ status: 'fulfilled', currency: 'USD' });
    await expect(
      claimPayment(ctx.app.db, row.id, {
        customerId: priya.userId,
        amountPaise: 10100,
        purpose: 'pitr',
        currency: 'USD',
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await capture(priya, row.gatewayOrderId ?? '')).statusCode).toBe(409);
  });

  it('refuses a claim in the wrong currency (422) and keeps the payment paid', async () => {
    const { row } = await paidOrder(priya, 101, { purpose: 'pitr' });
    await expect(
      claimPayment(ctx.app.db, row.id, { customerId: priya.userId, amountPaise: 10100, purpose: 'pitr' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      claimPayment(ctx.app.db, row.id, {
        customerId: priya.userId,
        amountPaise: 10100,
        purpose: 'pitr',
        currency: 'INR',
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect((await rowOf(row.gatewayOrderId ?? ''))?.status).toBe('paid');
  });

  it('refunds through PayPal once, recorded in the ledger under the usual key', async () => {
    const { orderID, row, data } = await paidOrder(priya, 64.1);
    const refundSpy = vi.spyOn(sandbox(), 'refundCapture');
    const cardRefund = vi.spyOn(ctx.app.providers.payments, 'refund');
    const first = await refundPayment(ctx.app.db, ctx.app.providers, row.id, 'Booking cancelled');
    const second = await refundPayment(ctx.app.db, ctx.app.providers, row.id, 'Booking cancelled');
    expect(second.gatewayRefundId).toBe(first.gatewayRefundId);
    expect(refundSpy).toHaveBeenCalledTimes(1);
    expect(refundSpy).toHaveBeenCalledWith({
      captureId: data.paymentId,
      amountCents: 6410,
      requestId: `refund:${row.id}`,
    });
    expect(cardRefund).not.toHaveBeenCalled();
    const ledger = await refundsOf(ctx.app.db, row.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountPaise: 6410, status: 'processed', idempotencyKey: `refund:${row.id}` });
    expect((await rowOf(orderID))?.status).toBe('refunded');
  });

  it('never sends a PayPal refund to the card gateway; the committed refund waits for PayPal', async () => {
    const { row } = await paidOrder(priya, 12.5);
    const cardRefund = vi.spyOn(ctx.app.providers.payments, 'refund');
    await expect(refundPayment(ctx.app.db, ctx.app.providers.payments, row.id, 'Oops')).rejects.toThrow(
      /needs the PayPal gateway/,
    );
    expect(cardRefund).not.toHaveBeenCalled();
    // The refund is committed (nothing can spend the payment now) and waits in the ledger to be sent.
    expect((await rowOf(row.gatewayOrderId ?? ''))?.status).toBe('refunded');
    expect((await refundsOf(ctx.app.db, row.id)).map((r) => r.status)).toEqual(['requested']);
    const sent = await refundPayment(ctx.app.db, ctx.app.providers, row.id, 'Oops');
    expect(sent.status).toBe('processed');
    expect(await refundsOf(ctx.app.db, row.id)).toHaveLength(1);
  });
});
