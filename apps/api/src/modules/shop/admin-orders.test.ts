import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminRefund, Order, OrderStatus, Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { notificationsOf } from '../../test/notifications.js';
import { payByCard, refundLedgerOf } from '../../test/payments.js';
import { catalogueOf, shopper } from '../../test/shop.js';
import { ProviderError } from '../../providers/types.js';
import { DEMO_ADMIN_MOBILE, seedDemoCustomers, seedShop } from '../../test/demo-seed.js';
import { CANCEL_REFUND_REASON } from './admin-service.js';
import { products } from './tables.js';

let ctx: TestContext;
let admin: LoggedIn;
let catalogue: Product[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
  await seedShop(ctx.app.db, ctx.app.providers);
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
  catalogue = await catalogueOf(ctx.app);
});
afterAll(async () => ctx.app.close());
afterEach(() => vi.restoreAllMocks());

const call = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const stockOf = async (id: string) =>
  (await ctx.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const ledgerOf = (paymentId: string) => refundLedgerOf(ctx.app, paymentId);
/** Moves order `id` to `status`; the move to shipped carries a courier and AWB unless `shipment` says otherwise. */
const setStatus = (id: string, status: string, shipment: object = SHIPMENT) =>
  injectAs(ctx.app, admin.token, {
    method: 'PATCH',
    url: `/api/admin/shop/orders/${id}/status`,
    payload: status === 'shipped' ? { status, ...shipment } : { status },
  });
const SHIPMENT = { courier: 'Blue Dart', awb: '50123456789' };
const listOrders = (query: Record<string, string> = {}) =>
  injectAs(ctx.app, admin.token, { method: 'GET', url: '/api/admin/shop/orders', query });

/** A new customer who buys 2 × one product and 1 × another; returns the order as the admin sees it. */
async function placedOrder(customerName = 'Priya Verma') {
  catalogue = await catalogueOf(ctx.app); // the stock as the orders before left it
  const [a, b] = catalogue.filter((p) => p.stock >= 5);
  if (!a || !b) throw new Error('the demo catalogue needs two products in stock');
  const lines = [
    { productId: a._id, quantity: 2 },
    { productId: b._id, quantity: 1 },
  ];
  const { who, cart, addressId } = await shopper(ctx.app, lines, customerName);
  const paid = await payByCard(ctx.app, who, cart.totalPrice);
  const placed = await call(who, '/api/e-commerce/order_product', { customerName, addressId, ...paid });
  if (placed.statusCode !== 200) throw new Error(`order_product ${placed.statusCode}: ${placed.body}`);
  const id = placed.json<{ data: Order }>().data._id;
  const order = (await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/admin/shop/orders/${id}` })).json<{
    data: AdminOrder;
  }>().data;
  return { who, order, a, b };
}

const customerOrders = async (who: LoggedIn) =>
  (await call(who, '/api/user/getCustomerOrder', { customerId: who.userId })).json<{ data: Order[] }>().data;

describe('GET /api/admin/shop/orders', () => {
  it('lists newest first with payment and customer, filters by status and searches by name or id', async () => {
    const older = await placedOrder('Meera Iyer');
    const newer = await placedOrder('Kabir Das');
    expect(older.order).toMatchObject({
      customerName: 'Meera Iyer',
      customerId: older.who.userId,
      status: 'placed',
      paymentStatus: 'paid',
      refundStatus: null,
    });
    const ids = (res: Awaited<ReturnType<typeof listOrders>>) =>
      res.json<{ results: AdminOrder[] }>().results.map((o) => o._id);

    const all = await listOrders();
    expect(ids(all).slice(0, 2)).toEqual([newer.order._id, older.order._id]);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 20 });
    expect(ids(await listOrders({ q: 'meera' }))).toEqual([older.order._id]);
    // The console shows "#<last 8 of the id>"; staff search by that, or by the whole id.
    expect(ids(await listOrders({ q: `#${older.order._id.slice(-8).toUpperCase()}` }))).toEqual([older.order._id]);
    expect(ids(await listOrders({ q: newer.order._id }))).toEqual([newer.order._id]);

    expect((await setStatus(newer.order._id, 'packed')).statusCode).toBe(200);
    expect(ids(await listOrders({ status: 'packed' }))).toEqual([newer.order._id]);
    expect(ids(await listOrders({ status: 'packed', q: 'meera' }))).toEqual([]);
    expect((await listOrders({ status: 'lost' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: '/api/admin/shop/orders/0123456789abcdef01234567',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/shop/orders/:id/status', () => {
  it('moves forward placed → packed → shipped → delivered, and refuses every other move (409)', async () => {
    const { order, who } = await placedOrder();
    // The customer's history is answered from memory from here on: every move below must show in it.
    expect((await customerOrders(who))[0]).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const expectStatus = async (status: OrderStatus, code: number) => {
      const res = await setStatus(order._id, status);
      expect(res.statusCode, `→ ${status}`).toBe(code);
      return res;
    };
    await expectStatus('shipped', 409);
    await expectStatus('delivered', 409);
    const packed = await expectStatus('packed', 200);
    expect(packed.json()).toMatchObject({ message: 'The order is marked packed.', data: { status: 'packed' } });
    const again = await expectStatus('packed', 200);
    expect(again.json()).toMatchObject({ message: 'The order is already packed.' });
    await expectStatus('placed', 409);
    await expectStatus('shipped', 200);
    expect((await customerOrders(who))[0]).toMatchObject({ status: 'shipped' });
    const refused = await expectStatus('cancelled', 409);
    expect(refused.json()).toEqual({
      status: false,
      success: false,
      message: 'An order that is shipped cannot be marked cancelled.',
    });
    await expectStatus('delivered', 200);
    await expectStatus('cancelled', 409);
    await expectStatus('packed', 409);
    expect((await customerOrders(who))[0]).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await ledgerOf(order.paymentId)).toEqual([]);
  });

  it('tells the customer once each when their order is packed, shipped and delivered, leading to the order', async () => {
    const { order, who } = await placedOrder();
    for (const status of ['packed', 'packed', 'shipped', 'delivered'] as const) await setStatus(order._id, status);
    const notices = await notificationsOf(ctx.app, who.userId, 'order_update');
    expect(notices.map((n) => n.title).sort()).toEqual([
      'Your order has shipped',
      'Your order is packed',
      'Your order was delivered',
    ]);
    const shipped = notices.find((n) => n.title === 'Your order has shipped');
    expect(shipped).toMatchObject({
      body: `Order ${order.reference} has shipped with Blue Dart, AWB 50123456789.`,
      link: `/history/product-history#order-${order.reference}`,
    });
  });

  it('keeps the time of every move, and the courier and AWB of the move to shipped, for the tracking timeline', async () => {
    const { order, who } = await placedOrder();
    expect((await setStatus(order._id, 'packed')).statusCode).toBe(200);
    const noAwb = await setStatus(order._id, 'shipped', { courier: 'Blue Dart' });
    expect(noAwb.statusCode).toBe(400);
    expect(noAwb.json<{ message: string }>().message).toMatch(/courier and the AWB number/);
    expect((await setStatus(order._id, 'shipped', { courier: 'Blue Dart', awb: 'no spaces!' })).statusCode).toBe(400);
    const shipped = await setStatus(order._id, 'shipped');
    expect(shipped.statusCode).toBe(200);
    expect((await setStatus(order._id, 'delivered')).statusCode).toBe(200);
    const [seen] = await customerOrders(who);
    expect(seen?.timeline.map((step) => step.status)).toEqual(['placed', 'packed', 'shipped', 'delivered']);
    const times = seen?.timeline.map((step) => Date.parse(step.at)) ?? [];
    expect(times.every((at, i) => i === 0 || at >= (times[i - 1] ?? 0))).toBe(true);
    expect(seen?.shipment).toEqual({
      courier: 'Blue Dart',
      awb: '50123456789',
      trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=50123456789',
    });
  });

  it('shows a courier it does not know without a tracking link', async () => {
    const { order, who } = await placedOrder();
    await setStatus(order._id, 'packed');
    expect(
      (await setStatus(order._id, 'shipped', { courier: 'Gaya Local Couriers', awb: 'GLC-00042' })).statusCode,
    ).toBe(200);
    expect((await customerOrders(who))[0]?.shipment).toEqual({
      courier: 'Gaya Local Couriers',
      awb: 'GLC-00042',
      trackingUrl: null,
    });
  });

  it('refuses an unknown status (400) and an unknown order (404)', async () => {
    const { order } = await placedOrder();
    expect((await setStatus(order._id, 'lost')).statusCode).toBe(400);
    expect((await setStatus('0123456789abcdef01234567', 'packed')).statusCode).toBe(404);
  });

  it('cancels: refunds the payment once, puts the stock back once, and the customer sees it refunded', async () => {
    const { order, who, a, b } = await placedOrder();
    expect((await customerOrders(who))[0]).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const [stockA, stockB] = [await stockOf(a._id), await stockOf(b._id)];
    const refund = vi.spyOn(ctx.app.providers.payments, 'refund');

    const res = await setStatus(order._id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The order is cancelled: the payment is refunded and the stock is back.',
      data: { status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'processed' },
    });
    expect(await stockOf(a._id)).toBe((stockA ?? 0) + 2);
    expect(await stockOf(b._id)).toBe((stockB ?? 0) + 1);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]?.[0]).toMatchObject({ amountPaise: Math.round(order.amount * 100) });

    const twice = await setStatus(order._id, 'cancelled');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ message: 'The order is already cancelled.' });
    expect(await stockOf(a._id)).toBe((stockA ?? 0) + 2);
    expect(refund).toHaveBeenCalledTimes(1);
    const ledger = await ledgerOf(order.paymentId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'processed', reason: CANCEL_REFUND_REASON });

    expect((await customerOrders(who))[0]).toMatchObject({
      _id: order._id,
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect((await setStatus(order._id, 'packed')).statusCode).toBe(409);
  });

  it('cancels a packed order too', async () => {
    const { order } = await placedOrder();
    await setStatus(order._id, 'packed');
    const res = await setStatus(order._id, 'cancelled');
    expect(res.json()).toMatchObject({ data: { status: 'cancelled', paymentStatus: 'refunded' } });
  });

  it('keeps a cancel whose refund the gateway refused (502), and finishes the refund when cancelled again', async () => {
    const { order, who, a } = await placedOrder();
    const stockA = await stockOf(a._id);
    const refund = vi
      .spyOn(ctx.app.providers.payments, 'refund')
      .mockRejectedValueOnce(new ProviderError('The payment gateway is not answering. Please try again.', 'sandbox'));

    const failed = await setStatus(order._id, 'cancelled');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: 'The payment gateway is not answering. Please try again.' });
    expect(await stockOf(a._id)).toBe((stockA ?? 0) + 2);
    expect((await ledgerOf(order.paymentId))[0]?.status).toBe('requested');
    const seen = await injectAs(ctx.app, admin.token, { method: 'GET', url: `/api/admin/shop/orders/${order._id}` });
    expect(seen.json()).toMatchObject({ data: { status: 'cancelled', refundStatus: 'requested' } });

    const retried = await setStatus(order._id, 'cancelled');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ data: { paymentStatus: 'refunded', refundStatus: 'processed' } });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(await stockOf(a._id)).toBe((stockA ?? 0) + 2);
    expect(await ledgerOf(order.paymentId)).toHaveLength(1);
    expect((await customerOrders(who))[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});

describe('GET /api/admin/shop/refunds', () => {
  it('lists the ledger newest first, in rupees, with the order each refund belongs to', async () => {
    const first = await placedOrder();
    const second = await placedOrder();
    await setStatus(first.order._id, 'cancelled');
    await setStatus(second.order._id, 'cancelled');
    const res = await injectAs(ctx.app, admin.token, {
      method: 'GET',
      url: '/api/admin/shop/refunds',
      query: { pageSize: '2' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: AdminRefund[]; total: number; page: number; pageSize: number }>();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.results).toEqual([
      expect.objectContaining({
        orderId: second.order._id,
        orderReference: second.order.reference,
        paymentId: second.order.paymentId,
        customerId: second.who.userId,
        amount: second.order.amount,
        currency: 'INR',
        status: 'processed',
        reason: CANCEL_REFUND_REASON,
      }),
      expect.objectContaining({ orderId: first.order._id, amount: first.order.amount }),
    ]);
    expect(body.results[0]?.gatewayRefundId).toMatch(/^rfnd_/);
  });
});
