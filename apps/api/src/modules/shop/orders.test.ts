import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Cart, type Order, type Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, paymentsOf, refundLedgerOf } from '../../test/payments.js';
import { referencePattern } from '../../test/references.js';
import { catalogueOf, shopper as newShopper } from '../../test/shop.js';
import { findPaymentByOrder } from '../payments/service.js';
import { seedShop } from '../../test/demo-seed.js';
import { orders, products } from './tables.js';

let ctx: TestContext;
let catalogue: Product[];
beforeAll(async () => {
  ctx = await createTestApp();
  await seedShop(ctx.app.db, ctx.app.providers);
  catalogue = await catalogueOf(ctx.app);
});
afterAll(async () => ctx.app.close());

const call = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });
const stockOf = async (id: string) =>
  (await ctx.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
const paymentOf = (razorpayOrderId: string) => findPaymentByOrder(ctx.app.db, razorpayOrderId);
const ordersOf = async (who: LoggedIn) =>
  (await call(who, '/api/user/getCustomerOrder', { customerId: who.userId })).json<{ data: Order[] }>().data;

/** A new customer with 2 × one product and 1 × another in the cart, and a saved address. */
async function shopper() {
  const [a, b] = catalogue.filter((p) => p.stock >= 5) as [Product, Product];
  const lines = [
    { productId: a._id, quantity: 2 },
    { productId: b._id, quantity: 1 },
  ];
  return { ...(await newShopper(ctx.app, lines)), a, b };
}

const order = (who: LoggedIn, body: object) => call(who, '/api/e-commerce/order_product', body);

describe('order_product', () => {
  let s: Awaited<ReturnType<typeof shopper>>;
  beforeEach(async () => {
    s = await shopper();
  });

  it('places the cart as an order paid at the server total, takes the stock and empties the cart', async () => {
    const stockA = await stockOf(s.a._id);
    await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${s.a._id}` }); // cached
    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice, { purpose: 'cart', purposeId: s.addressId });
    const res = await order(s.who, { customerName: 'Priya Verma', addressId: s.addressId, ...paid });
    expect(res.statusCode).toBe(200);
    const placed = res.json<{ data: Order }>().data;
    expect(placed).toMatchObject({
      reference: expect.stringMatching(referencePattern('OD')),
      customerName: 'Priya Verma',
      amount: s.cart.totalPrice,
      status: 'placed',
      paymentStatus: 'paid',
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      address: { city: 'Varanasi', pincode: '221005' },
    });
    expect(placed.items.map((i) => [i.productId, i.quantity])).toEqual([
      [s.a._id, 2],
      [s.b._id, 1],
    ]);
    // Each line keeps its Hindi name and pack size, so the history reads in Hindi too (issue 21).
    expect(placed.items.map((i) => i.hi)).toEqual([
      { name: s.a.hi.name, unit: s.a.hi.unit },
      { name: s.b.hi.name, unit: s.b.hi.unit },
    ]);
    expect(s.a.hi.name).toMatch(/[\u0900-\u097F]/);
    expect((await ordersOf(s.who))[0]?.items[0]?.hi.name).toBe(s.a.hi.name);
    expect(await stockOf(s.a._id)).toBe((stockA ?? 0) - 2);
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/e-commerce/get_product_details/${s.a._id}` });
    expect(shown.json<{ data: Product }>().data.stock).toBe((stockA ?? 0) - 2);
    expect((await call(s.who, '/api/e-commerce/get_customer_cart', { customerId: s.who.userId })).json()).toMatchObject(
      { data: { items: [], totalPrice: 0, totalQuantity: 0 } },
    );
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('fulfilled');
    expect((await ordersOf(s.who)).map((o) => o._id)).toEqual([placed._id]);
  });

  it('answers a replayed payment with 409 and fulfils nothing twice', async () => {
    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const body = { customerName: 'Priya Verma', addressId: s.addressId, ...paid };
    expect((await order(s.who, body)).statusCode).toBe(200);
    await call(s.who, '/api/e-commerce/add_to_cart', { productId: s.a._id });
    const stock = await stockOf(s.a._id);
    const replay = await order(s.who, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ message: string }>().message).toBe(MESSAGES.paymentAlreadyUsed);
    expect(await ordersOf(s.who)).toHaveLength(1);
    expect(await stockOf(s.a._id)).toBe(stock);
  });

  it('refuses a payment of less than the cart total (422), refunds it once and keeps the cart', async () => {
    const paid = await payByCard(ctx.app, s.who, 1);
    const res = await order(s.who, { customerName: 'Priya Verma', addressId: s.addressId, ...paid });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(MESSAGES.paymentAmountMismatch);
    const payment = await paymentOf(paid.razorpay_order_id);
    expect(payment?.status).toBe('refunded');
    expect(await refundLedgerOf(ctx.app, payment?.id ?? '')).toHaveLength(1);
    expect(await ordersOf(s.who)).toEqual([]);
    expect((await call(s.who, '/api/e-commerce/get_customer_cart', { customerId: s.who.userId })).json()).toMatchObject(
      { data: { totalQuantity: 3 } },
    );
  });

  it('refuses forged and swapped signatures (400) and changes nothing', async () => {
    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const other = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const forged = await order(s.who, {
      customerName: 'Priya',
      addressId: s.addressId,
      ...paid,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(forged.statusCode).toBe(400);
    const swapped = await order(s.who, {
      customerName: 'Priya',
      addressId: s.addressId,
      ...paid,
      razorpay_signature: other.razorpay_signature,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json<{ message: string }>().message).toBe(MESSAGES.paymentSignatureInvalid);
    expect(await ordersOf(s.who)).toEqual([]);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('paid');
  });

  it("refuses another customer's payment (404) and another customer's address (404, refunded)", async () => {
    const ravi = await shopper();
    const ravisPayment = await payByCard(ctx.app, ravi.who, ravi.cart.totalPrice);
    const stolen = await order(s.who, { customerName: 'Priya', addressId: s.addressId, ...ravisPayment });
    expect(stolen.statusCode).toBe(404);
    expect((await paymentOf(ravisPayment.razorpay_order_id))?.status).toBe('paid');

    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const elsewhere = await order(s.who, { customerName: 'Priya', addressId: ravi.addressId, ...paid });
    expect(elsewhere.statusCode).toBe(404);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('refunded');
    expect(await ordersOf(s.who)).toEqual([]);
  });

  it('refuses a product that sold out after payment with a clear message, and refunds', async () => {
    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    await ctx.app.db.update(products).set({ stock: 0 }).where(eq(products.id, s.b._id));
    const res = await order(s.who, { customerName: 'Priya', addressId: s.addressId, ...paid });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Sorry, ${s.b.name} went out of stock. Your payment will be refunded.`,
    );
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('refunded');
    expect(await stockOf(s.a._id)).toBeGreaterThan(0);
    expect(await ctx.app.db.select().from(orders).where(eq(orders.customerId, s.who.userId))).toEqual([]);
    await ctx.app.db.update(products).set({ stock: 10 }).where(eq(products.id, s.b._id));
  });

  it('places one order when the same cart is paid twice and both orders race; the other payment is refunded', async () => {
    const first = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const second = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    const stockA = await stockOf(s.a._id);
    const results = await Promise.all(
      [first, second].map((paid) => order(s.who, { customerName: 'Priya', addressId: s.addressId, ...paid })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(s.who)).toHaveLength(1);
    expect(await stockOf(s.a._id)).toBe((stockA ?? 0) - 2);
    const statuses = [await paymentOf(first.razorpay_order_id), await paymentOf(second.razorpay_order_id)].map(
      (p) => p?.status,
    );
    expect(statuses.sort()).toEqual(['fulfilled', 'refunded']);
  });

  it('refuses bad bodies (400) before touching the payment', async () => {
    const paid = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    expect((await order(s.who, { addressId: s.addressId, ...paid })).statusCode).toBe(400);
    expect((await order(s.who, { customerName: 'P', addressId: 'nope', ...paid })).statusCode).toBe(400);
    expect((await paymentOf(paid.razorpay_order_id))?.status).toBe('paid');
  });
});

describe('create_razorpay_order for the cart', () => {
  const createOrder = (who: LoggedIn, amount: number) =>
    call(who, '/api/app/customer/create_razorpay_order', { amount, purpose: 'cart' });

  it('asks for exactly the cart total the server computes, naming it when it differs (409)', async () => {
    const s = await shopper();
    const wrong = await createOrder(s.who, s.cart.totalPrice - 1);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toBe(
      `Your cart total is now ₹${s.cart.totalPrice.toLocaleString('en-IN', { maximumFractionDigits: 2 })}. Please review your cart and pay again.`,
    );
    const right = await createOrder(s.who, s.cart.totalPrice);
    expect(right.statusCode).toBe(200);
    expect(right.json<{ data: { amount: number } }>().data.amount).toBe(Math.round(s.cart.totalPrice * 100));
  });

  it('refuses to take money for a cart line that is no longer in stock (409)', async () => {
    const s = await shopper();
    await ctx.app.db.update(products).set({ stock: 0 }).where(eq(products.id, s.b._id));
    const res = await createOrder(s.who, s.cart.totalPrice);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `Sorry, ${s.b.name} is out of stock. Please remove it from your cart.`,
    );
    await ctx.app.db.update(products).set({ stock: 10 }).where(eq(products.id, s.b._id));
  });

  it('refuses to take money for an empty cart (409) and writes no payment', async () => {
    const who = await loginAs(ctx.app);
    const res = await createOrder(who, 100);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Your cart is empty. Please add products before paying.');
    expect(await paymentsOf(ctx.app, who.userId)).toEqual([]);
  });
});

describe('POST /api/user/getCustomerOrder', () => {
  it("lists newest first and never another customer's orders", async () => {
    const s = await shopper();
    const first = await payByCard(ctx.app, s.who, s.cart.totalPrice);
    await order(s.who, { customerName: 'Priya', addressId: s.addressId, ...first });
    const again = (await call(s.who, '/api/e-commerce/add_to_cart', { productId: s.a._id })).json<{ data: Cart }>()
      .data;
    const second = await payByCard(ctx.app, s.who, again.totalPrice);
    await order(s.who, { customerName: 'Priya', addressId: s.addressId, ...second });
    expect((await ordersOf(s.who)).map((o) => o.razorpayOrderId)).toEqual([
      second.razorpay_order_id,
      first.razorpay_order_id,
    ]);
    const other = await loginAs(ctx.app);
    expect((await call(other, '/api/user/getCustomerOrder', { customerId: s.who.userId })).statusCode).toBe(403);
    expect(await ordersOf(other)).toEqual([]);
  });
});
