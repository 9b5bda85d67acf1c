import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order, Product } from '@seva/contracts';
import { ProviderError } from '../providers/types.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../test/login.js';
import { payByCard, refundLedgerOf } from '../test/payments.js';
import { catalogueOf, shopper as newShopper } from '../test/shop.js';
import { findPaymentByOrder } from '../modules/payments/service.js';
import { seedShop } from '../seed/shop/seed.js';
import { reconcilePayments, STALE_AFTER_MS } from './reconcile-payments.js';

let ctx: TestContext;
let product: Product;
const quiet = { warn: () => undefined, info: () => undefined };
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
  product = (await catalogueOf(ctx.app)).find((p) => p.stock >= 20) as Product;
});
afterAll(async () => ctx.app.close());

const later = () => new Date(Date.now() + STALE_AFTER_MS + 60_000);
const call = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const statusOf = async (orderId: string) => (await findPaymentByOrder(ctx.app.db, orderId))?.status;

/** A customer with 2 × one product in the cart and an address (named Ravi Kumar); returns the cart total. */
async function shopper() {
  const s = await newShopper(ctx.app, [{ productId: product._id, quantity: 2 }], 'Ravi Kumar');
  return { who: s.who, total: s.cart.totalPrice, addressId: s.addressId };
}

describe('payment reconciliation', () => {
  it('places the order of a cart payment whose browser never came back', async () => {
    const s = await shopper();
    const paid = await payByCard(ctx.app, s.who, s.total, { purpose: 'cart', purposeId: s.addressId });
    expect((await reconcilePayments(ctx.app.db, ctx.app.providers, quiet)).fulfilled).toBe(0);
    expect(await statusOf(paid.razorpay_order_id)).toBe('paid');

    const result = await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later());
    expect(result).toMatchObject({ fulfilled: 1, errors: 0 });
    expect(await statusOf(paid.razorpay_order_id)).toBe('fulfilled');
    const history = (await call(s.who, '/api/user/getCustomerOrder', { customerId: s.who.userId })).json<{
      data: Order[];
    }>().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ customerName: 'Ravi Kumar', amount: s.total });
    expect(await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later())).toMatchObject({
      fulfilled: 0,
      refunded: 0,
    });
  });

  it('refunds, once, a paid payment it cannot fulfil (no address, or the cart changed since)', async () => {
    const s = await shopper();
    const bare = await payByCard(ctx.app, s.who, s.total, { purpose: 'cart' });
    const short = await payByCard(ctx.app, s.who, s.total, { purpose: 'cart', purposeId: s.addressId });
    // The cart changed after paying: the paid amount is no longer its total.
    await call(s.who, '/api/e-commerce/add_to_cart', { productId: product._id });
    const result = await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later());
    expect(result).toMatchObject({ refunded: 2, errors: 0 });
    expect(await statusOf(bare.razorpay_order_id)).toBe('refunded');
    expect(await statusOf(short.razorpay_order_id)).toBe('refunded');
    expect((await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later())).refunded).toBe(0);
    const cart = (await call(s.who, '/api/e-commerce/get_customer_cart', { customerId: s.who.userId })).json<{
      data: Cart;
    }>().data;
    expect(cart.totalQuantity).toBe(3);
  });

  it('retries a refund the gateway refused, under the same idempotency key', async () => {
    const s = await shopper();
    const paid = await payByCard(ctx.app, s.who, 5, { purpose: 'puja' });
    const down = {
      ...ctx.app.providers,
      payments: {
        ...ctx.app.providers.payments,
        refund: async () => {
          throw new ProviderError('Razorpay is unreachable.', 'razorpay');
        },
      },
    };
    expect(await reconcilePayments(ctx.app.db, down, quiet, later())).toMatchObject({ refunded: 0, errors: 1 });
    const paymentId = (await findPaymentByOrder(ctx.app.db, paid.razorpay_order_id))?.id ?? '';
    const [requested] = await refundLedgerOf(ctx.app, paymentId);
    expect(requested?.status).toBe('requested');

    expect(await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later())).toMatchObject({
      refundsRetried: 1,
      errors: 0,
    });
    const ledger = await refundLedgerOf(ctx.app, paymentId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'processed', idempotencyKey: requested?.idempotencyKey });
    expect(await statusOf(paid.razorpay_order_id)).toBe('refunded');
  });
});

describe('PayPal payments left uncaptured', () => {
  const payPaypal = async (who: LoggedIn) => {
    const res = await call(who, '/api/paypal/pay', { amount: 21, currency: 'USD', purpose: 'pitr' });
    return res.json<{ orderID: string }>().orderID;
  };
  const approve = (orderID: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sandbox/paypal/approve',
      payload: { orderID, outcome: 'approve' },
    });
  const muchLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('records a capture whose answer was lost, and refunds it when nothing claims it', async () => {
    const who = await loginAs(ctx.app);
    const orderID = await payPaypal(who);
    await approve(orderID);
    // PayPal captures (under our request id), but the answer never reaches us.
    const row = await findPaymentByOrder(ctx.app.db, orderID);
    await ctx.app.providers.paypal.captureOrder({ orderId: orderID, requestId: `capture-${row?.id}` });
    expect(await statusOf(orderID)).toBe('created');

    expect((await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, muchLater(5))).captured).toBe(0);
    // Half an hour on (as this pass sees the clock), PayPal is asked: the capture is recorded, and being
    // paid for longer than STALE_AFTER_MS by that clock with nothing claiming it, it is refunded.
    const found = await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, muchLater(31));
    expect(found).toMatchObject({ captured: 1, refunded: 1, errors: 0 });
    expect(await statusOf(orderID)).toBe('refunded');
    const ledger = await refundLedgerOf(ctx.app, row?.id ?? '');
    expect(ledger).toMatchObject([{ status: 'processed' }]);
    expect(await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, muchLater(60))).toMatchObject({
      captured: 0,
      refunded: 0,
    });
  });

  it('marks failed an order the payer never approved', async () => {
    const who = await loginAs(ctx.app);
    const orderID = await payPaypal(who);
    expect(await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, muchLater(31))).toMatchObject({ failed: 1 });
    expect(await statusOf(orderID)).toBe('failed');
    const late = await call(who, '/api/paypal/capture', { orderID });
    expect(late.statusCode).toBe(422);
  });

  it('stops after the payment in hand when its signal aborts (shutdown), leaving the rest to the next pass', async () => {
    const s = await shopper();
    const paid = [
      await payByCard(ctx.app, s.who, s.total, { purpose: 'cart' }),
      await payByCard(ctx.app, s.who, s.total, { purpose: 'cart' }),
    ];
    const stopping = new AbortController();
    const { payments } = ctx.app.providers;
    // The shutdown comes while the first refund is on its way to the gateway.
    const signalled = {
      ...ctx.app.providers,
      payments: {
        ...payments,
        refund: (input: Parameters<typeof payments.refund>[0]) => (stopping.abort(), payments.refund(input)),
      },
    };
    const first = await reconcilePayments(ctx.app.db, signalled, quiet, later(), stopping.signal);
    expect(first).toMatchObject({ refunded: 1, errors: 0 });
    const states = await Promise.all(paid.map((p) => statusOf(p.razorpay_order_id)));
    expect(states.sort()).toEqual(['paid', 'refunded']);

    expect(await reconcilePayments(ctx.app.db, ctx.app.providers, quiet, later())).toMatchObject({ refunded: 1 });
    expect(await Promise.all(paid.map((p) => statusOf(p.razorpay_order_id)))).toEqual(['refunded', 'refunded']);
  });
});
