import { eq } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGateway } from '../../providers/payments/sandbox.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { claimPayment, refundPayment, refundsOf } from './service.js';
import { payments } from './tables.js';

let ctx: TestContext;
let priya: LoggedIn;
let ravi: LoggedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  priya = await loginAs(ctx.app);
  ravi = await loginAs(ctx.app);
});
afterAll(async () => ctx.app.close());

const createOrder = (who: LoggedIn, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/app/customer/create_razorpay_order', payload });
const checkout = (orderId: string, outcome: 'success' | 'failure' | 'dismiss') =>
  ctx.app.inject({ method: 'POST', url: '/api/dev/sandbox/checkout', payload: { order_id: orderId, outcome } });
const verify = (who: LoggedIn, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/payments/verify', payload });
const rowOf = async (orderId: string) =>
  (await ctx.app.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0];

async function paidOrder(who: LoggedIn, amount = 551) {
  const order = (await createOrder(who, { amount, purpose: 'yatra' })).json<{ data: { id: string } }>().data;
  const paid = (await checkout(order.id, 'success')).json<Record<string, string>>();
  return { orderId: order.id, paid };
}

describe('POST /api/app/customer/create_razorpay_order', () => {
  it('writes a created payment and answers key_id with the amount in paise', async () => {
    const res = await createOrder(priya, { amount: 1100.5 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, key_id: 'rzp_test_sandbox', data: { amount: 110050, currency: 'INR' } });
    expect(body.data.id).toMatch(/^order_/);
    expect(await rowOf(body.data.id)).toMatchObject({
      status: 'created',
      amountPaise: 110050,
      customerId: priya.userId,
    });
  });

  it('needs a token (401)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/app/customer/create_razorpay_order',
      payload: { amount: 10 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ amount: 0 }],
    [{ amount: -5 }],
    [{ amount: 10.555 }],
    [{ amount: '100' }],
    [{}],
    [{ amount: 0.5 }],
    [{ amount: 600000 }],
  ])('refuses %j with 400 and writes nothing', async (payload) => {
    const before = (await ctx.app.db.select().from(payments)).length;
    const res = await createOrder(priya, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, success: false });
    expect((await ctx.app.db.select().from(payments)).length).toBe(before);
  });

  it('marks the payment failed and answers 502 when the gateway refuses', async () => {
    const failing = await createTestApp({
      providers: {
        payments: {
          ...(ctx.app.providers.payments as SandboxGateway),
          createOrder: async () => {
            throw Object.assign(new Error('Gateway is down for maintenance.'), { statusCode: 502 });
          },
        },
      },
    });
    try {
      const who = await loginAs(failing.app);
      const res = await injectAs(failing.app, who.token, {
        method: 'POST',
        url: '/api/app/customer/create_razorpay_order',
        payload: { amount: 100 },
      });
      expect(res.statusCode).toBe(502);
      const [row] = await failing.app.db.select().from(payments);
      expect(row).toMatchObject({ status: 'failed', failureReason: 'Gateway is down for maintenance.' });
    } finally {
      await failing.app.close();
    }
  });
});

describe('sandbox checkout and POST /api/payments/verify', () => {
  it('pays, verifies the signature against our own order, and is idempotent', async () => {
    const { orderId, paid } = await paidOrder(priya);
    expect(paid).toMatchObject({ status: true, razorpay_order_id: orderId });
    const first = await verify(priya, { ...paid, status: undefined });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, data: { status: 'paid', amount: 551 } });
    const again = await verify(priya, { ...paid, status: undefined });
    expect(again.json()).toEqual(first.json());
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paid.razorpay_payment_id });
  });

  it('refuses a forged signature and one taken from another order (400)', async () => {
    const a = await paidOrder(priya);
    const b = await paidOrder(priya);
    const forged = await verify(priya, { ...a.paid, status: undefined, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    const swapped = await verify(priya, {
      razorpay_order_id: a.orderId,
      razorpay_payment_id: b.paid.razorpay_payment_id,
      razorpay_signature: b.paid.razorpay_signature,
    });
    expect(swapped.statusCode).toBe(400);
  });

  it("hides another customer's payment (404)", async () => {
    const { paid } = await paidOrder(priya);
    const res = await verify(ravi, { ...paid, status: undefined });
    expect(res.statusCode).toBe(404);
  });

  it('records a declined payment as failed, and a dismissal changes nothing', async () => {
    const order = (await createOrder(priya, { amount: 251 })).json<{ data: { id: string } }>().data;
    expect((await checkout(order.id, 'dismiss')).json()).toEqual({ status: false, dismissed: true });
    expect((await rowOf(order.id))?.status).toBe('created');

    const failed = (await checkout(order.id, 'failure')).json();
    expect(failed).toMatchObject({ status: false, error: { reason: 'payment_failed' } });
    expect((await rowOf(order.id))?.status).toBe('failed');
    expect((await checkout(order.id, 'success')).statusCode).toBe(409);
  });

  it('refunds at once a signed capture on an order that had failed (422), and only once', async () => {
    const order = (await createOrder(priya, { amount: 252 })).json<{ data: { id: string } }>().data;
    await checkout(order.id, 'failure');
    // The bank took the money on a retry after all: checkout hands the browser a valid signature.
    const late = (ctx.app.providers.payments as SandboxGateway).completePayment(order.id);
    const body = {
      razorpay_order_id: order.id,
      razorpay_payment_id: late.paymentId,
      razorpay_signature: late.signature,
    };
    const res = await verify(priya, body);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.paymentCapturedLate);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'failed', gatewayPaymentId: late.paymentId });
    expect((await refundsOf(ctx.app.db, row?.id ?? '')).map((r) => r.status)).toEqual(['processed']);
    expect((await verify(priya, body)).statusCode).toBe(422);
    expect(await refundsOf(ctx.app.db, row?.id ?? '')).toHaveLength(1);
  });
});

describe('spending and refunding a payment', () => {
  it('fulfils exactly once, even when two calls race (replay → 409)', async () => {
    const { orderId } = await paidOrder(priya, 799);
    const row = await rowOf(orderId);
    const claim = () =>
      ctx.app.db.transaction((tx) =>
        claimPayment(tx, row?.id ?? '', { customerId: priya.userId, amountPaise: 79900, purpose: 'yatra' }),
      );
    const results = await Promise.allSettled([claim(), claim()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect((await rowOf(orderId))?.status).toBe('fulfilled');
  });

  it('refuses an amount or purpose that differs from the server price (422) and keeps the payment', async () => {
    const { orderId } = await paidOrder(priya, 1000);
    const row = await rowOf(orderId);
    await expect(
      claimPayment(ctx.app.db, row?.id ?? '', { customerId: priya.userId, amountPaise: 100, purpose: 'yatra' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      claimPayment(ctx.app.db, row?.id ?? '', { customerId: priya.userId, amountPaise: 100000, purpose: 'puja' }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      claimPayment(ctx.app.db, row?.id ?? '', { customerId: ravi.userId, amountPaise: 100000, purpose: 'yatra' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect((await rowOf(orderId))?.status).toBe('paid');
  });

  it('refunds once through the gateway with an idempotency key, recorded in the ledger', async () => {
    const { orderId } = await paidOrder(priya, 450);
    const row = await rowOf(orderId);
    const gateway = ctx.app.providers.payments;
    const first = await refundPayment(ctx.app.db, gateway, row?.id ?? '', 'Out of stock');
    const second = await refundPayment(ctx.app.db, gateway, row?.id ?? '', 'Out of stock');
    expect(second.gatewayRefundId).toBe(first.gatewayRefundId);
    const ledger = await refundsOf(ctx.app.db, row?.id ?? '');
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountPaise: 45000, status: 'processed', idempotencyKey: `refund:${row?.id}` });
    expect((await rowOf(orderId))?.status).toBe('refunded');
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  const gateway = () => ctx.app.providers.payments as SandboxGateway;
  let eventCounter = 0;
  const deliver = (event: object, options: { signature?: string; eventId?: string } = {}) => {
    const rawBody = JSON.stringify(event);
    eventCounter += 1;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? gateway().signWebhook(rawBody),
        'x-razorpay-event-id': options.eventId ?? `evt_test_${eventCounter}`,
      },
      payload: rawBody,
    });
  };
  const captured = (orderId: string, paymentId: string) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } },
  });

  it('records a capture the browser never reported, once per event id', async () => {
    const order = (await createOrder(priya, { amount: 301 })).json<{ data: { id: string } }>().data;
    const res = await deliver(captured(order.id, 'pay_closedtab0001'), { eventId: 'evt_closed_tab' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, result: 'processed' });
    expect(await rowOf(order.id)).toMatchObject({ status: 'paid', gatewayPaymentId: 'pay_closedtab0001' });

    const replay = await deliver(captured(order.id, 'pay_closedtab0001'), { eventId: 'evt_closed_tab' });
    expect(replay.json()).toEqual({ status: true, result: 'duplicate' });
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const order = (await createOrder(priya, { amount: 302 })).json<{ data: { id: string } }>().data;
    const res = await deliver(captured(order.id, 'pay_forged000001'), { signature: 'b'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect((await rowOf(order.id))?.status).toBe('created');
  });

  it('marks payment.failed, and refunds a capture that arrives after the failure', async () => {
    const order = (await createOrder(priya, { amount: 303 })).json<{ data: { id: string } }>().data;
    await deliver({
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_failed000001', order_id: order.id, error_description: 'Card declined' } },
      },
    });
    expect(await rowOf(order.id)).toMatchObject({ status: 'failed', failureReason: 'Card declined' });

    const late = await deliver(captured(order.id, 'pay_late00000001'));
    expect(late.json()).toMatchObject({ result: 'processed' });
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'failed', gatewayPaymentId: 'pay_late00000001' });
    expect(await refundsOf(ctx.app.db, row?.id ?? '')).toHaveLength(1);
  });
});

describe('the payment method (issue 20: refund texts name it)', () => {
  const gateway = () => ctx.app.providers.payments as SandboxGateway;
  const newOrder = async (amount: number) =>
    (await createOrder(priya, { amount })).json<{ data: { id: string } }>().data.id;

  it('records what the sandbox checkout paid by, UPI when it does not say', async () => {
    const upi = await newOrder(311);
    await checkout(upi, 'success');
    expect((await rowOf(upi))?.method).toBe('upi');

    const card = await newOrder(312);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox/checkout',
      payload: { order_id: card, outcome: 'success', method: 'card' },
    });
    expect(await rowOf(card)).toMatchObject({ status: 'paid', method: 'card' });
  });

  it('asks the gateway on verify and records it with the capture', async () => {
    const orderId = await newOrder(313);
    const { paymentId, signature } = gateway().completePayment(orderId, 'netbanking');
    const res = await verify(priya, {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid', gatewayPaymentId: paymentId, method: 'netbanking' });
  });

  it('takes it from a payment.captured webhook, and keeps the first one it learnt', async () => {
    const orderId = await newOrder(314);
    const event = (id: string, method: string) => {
      const rawBody = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_wallet000001', order_id: orderId, method } } },
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': gateway().signWebhook(rawBody),
          'x-razorpay-event-id': id,
        },
        payload: rawBody,
      });
    };
    expect((await event('evt_method_1', 'wallet')).json()).toEqual({ status: true, result: 'processed' });
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid', method: 'wallet' });
    await event('evt_method_2', 'card');
    expect((await rowOf(orderId))?.method).toBe('wallet');
  });
});
