import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETED_CUSTOMER_NAME, type Order, type Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { freezeClock } from '../../test/clock.js';
import { DEMO_ADMIN_MOBILE, seedDemoCustomers, seedShop } from '../../test/demo-seed.js';
import { downloadInvoice, pdfText } from '../../test/invoices.js';
import { injectAs, latestOtp, loginAs, type LoggedIn } from '../../test/login.js';
import { connectedPair, sendAs, sent } from '../../test/milan-chat.js';
import { multipartImage } from '../../test/admin.js';
import { pngImage } from '../../test/milan.js';
import { paymentsOf, payByCard } from '../../test/payments.js';
import { catalogueOf, shopper } from '../../test/shop.js';
import {
  customerRow,
  insertYatraDeparture,
  messagesOf,
  orderRow,
  personalRowsOf,
  setOrderStatus,
} from '../../test/erasure.js';
import { addDays, indiaToday } from '../../lib/india-dates.js';
import { longDate } from './service.js';
import { settleDataExports } from '../data-export/service.js';

let ctx: TestContext;
let catalogue: Product[];
let admin: LoggedIn;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCustomers(ctx.app.db);
  await seedShop(ctx.app.db, ctx.app.providers);
  catalogue = await catalogueOf(ctx.app);
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => ctx.app.close());

/** `who` bought one product and saved an address (Priya Verma, Varanasi); their order. */
async function boughtOrder(who?: LoggedIn): Promise<{ who: LoggedIn; order: Order }> {
  const product = catalogue.find((p) => p.stock >= 5);
  if (!product) throw new Error('the demo catalogue needs a product in stock');
  const shop = await shopper(ctx.app, [{ productId: product._id, quantity: 1 }], 'Priya Verma', who);
  const paid = await payByCard(ctx.app, shop.who, shop.cart.totalPrice, {
    purpose: 'cart',
    purposeId: shop.addressId,
  });
  const res = await injectAs(ctx.app, shop.who.token, {
    method: 'POST',
    url: '/api/e-commerce/order_product',
    payload: { customerName: 'Priya Verma', addressId: shop.addressId, ...paid },
  });
  if (res.statusCode !== 200) throw new Error(`order_product ${res.statusCode}: ${res.body}`);
  return { who: shop.who, order: res.json<{ data: Order }>().data };
}

const status = (who: LoggedIn) => injectAs(ctx.app, who.token, { method: 'GET', url: '/api/me/deletion' });
const askOtp = (who: LoggedIn) => injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/deletion/otp' });
const confirm = (who: LoggedIn, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/deletion', payload });

/** Asks for the deletion code as `who`; its challenge and the code the SMS carried. */
async function deletionCode(who: LoggedIn): Promise<{ challengeId: string; otp: string }> {
  const res = await askOtp(who);
  expect(res.statusCode, res.body).toBe(200);
  return { challengeId: res.json<{ challengeId: string }>().challengeId, otp: await latestOtp(ctx.app, who.mobile) };
}

describe('Delete my account', () => {
  it('erases the person, keeps the delivered order and payment under a placeholder name, and frees the number', async () => {
    const advance = freezeClock();
    const { a, b, conversationId } = await connectedPair(ctx.app);
    await sent(ctx.app, a, conversationId, 'Namaste Ananya, my number is 98…');
    const reply = await sent(ctx.app, b, conversationId, 'Namaste Rahul');
    const upload = await injectAs(ctx.app, a.token, {
      method: 'POST',
      url: `/api/users/${a.userId}/upload-image`,
      ...multipartImage(await pngImage(), 'me.png', 'image/png'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [photo] = (await personalRowsOf(ctx.app, a.userId)).photos;
    const photoKey = `milan/${a.userId}/${photo?.image.src.split('/').at(-1) ?? ''}`;
    expect(await ctx.app.providers.privateFiles.get(photoKey)).not.toBeNull();
    const { order } = await boughtOrder(a);
    await setOrderStatus(ctx.app, order._id, 'delivered');

    expect((await status(a)).json()).toEqual({ status: true, canDelete: true, blockers: [] });
    advance(31);
    const { challengeId, otp } = await deletionCode(a);
    const res = await confirm(a, { otp, challengeId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Your account has been deleted.' });

    // Every token stops at once.
    expect((await status(a)).statusCode).toBe(401);
    // The person is gone from the customer row, addresses, Milan Sathi and storage.
    const row = await customerRow(ctx.app, a.userId);
    expect(row).toMatchObject({ firstName: DELETED_CUSTOMER_NAME, lastName: '', email: '', passwordHash: null });
    expect(row?.mobile).not.toBe(a.mobile);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await personalRowsOf(ctx.app, a.userId)).toEqual({ addresses: [], profiles: [], photos: [] });
    expect(await ctx.app.providers.privateFiles.get(photoKey)).toBeNull();
    // Their messages lose their text and read as deleted; the other member's own stay.
    const messages = await messagesOf(ctx.app, conversationId);
    const mine = messages.find((m) => m.senderId === a.userId);
    expect(mine).toMatchObject({ body: '' });
    expect(mine?.deletedAt).toBeInstanceOf(Date);
    expect(messages.find((m) => m.id === reply._id)?.body).toBe('Namaste Rahul');
    // The other member keeps the conversation, read-only: the deleted side's messages read as deleted.
    const list = await injectAs(ctx.app, b.token, { method: 'GET', url: '/api/conversations' });
    expect(list.json()).toMatchObject({
      results: [
        { _id: conversationId, memberDeleted: true, canSend: false, member: { firstName: DELETED_CUSTOMER_NAME } },
      ],
    });
    const chat = await injectAs(ctx.app, b.token, {
      method: 'GET',
      url: `/api/conversations/${conversationId}/messages`,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json<{ results: unknown[] }>().results).toEqual([
      expect.objectContaining({ senderId: a.userId, body: '', deleted: true }),
      expect.objectContaining({ senderId: b.userId, body: 'Namaste Rahul' }),
    ]);
    const refused = await sendAs(ctx.app, b, conversationId, 'Are you there?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'member_deleted' });

    // The order and payment stay, under the placeholder name; the invoice still prints for an admin.
    const kept = await orderRow(ctx.app, order._id);
    expect(kept).toMatchObject({ customerName: DELETED_CUSTOMER_NAME, status: 'delivered' });
    expect(kept?.address).toMatchObject({ name: DELETED_CUSTOMER_NAME, mobile: '', houseNo: '', pincode: '' });
    expect((await paymentsOf(ctx.app, a.userId)).length).toBeGreaterThan(0);
    const invoice = await downloadInvoice(ctx.app, admin, `/api/admin/shop/orders/${order._id}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.bytes);
    expect(text).toContain(DELETED_CUSTOMER_NAME);
    expect(text).not.toContain('Priya Verma');
    expect(text).not.toContain('Assi Ghat');

    // The same number signs up again as a new customer with no history.
    advance(31);
    const again = await loginAs(ctx.app, a.mobile);
    expect(again.userId).not.toBe(a.userId);
    const history = await injectAs(ctx.app, again.token, {
      method: 'POST',
      url: '/api/user/getCustomerOrder',
      payload: { customerId: again.userId },
    });
    expect(history.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('removes the customer\'s "Download my data" ZIPs with the account', async () => {
    const advance = freezeClock();
    const who = await loginAs(ctx.app, '9123400077');
    expect((await injectAs(ctx.app, who.token, { method: 'POST', url: '/api/me/data-export' })).statusCode).toBe(202);
    await settleDataExports(ctx.app.db);
    const listed = await injectAs(ctx.app, who.token, { method: 'GET', url: '/api/me/data-exports' });
    const [ready] = listed.json<{ results: { _id: string; status: string }[] }>().results;
    expect(ready?.status).toBe('ready');
    const fileKey = `data-exports/${who.userId}/${ready?._id ?? ''}.zip`;
    expect(await ctx.app.providers.privateFiles.get(fileKey)).not.toBeNull();

    advance(31);
    const res = await confirm(who, await deletionCode(who));
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.app.providers.privateFiles.get(fileKey)).toBeNull();
  });

  it('deletes nothing on a wrong code, and the code still works after it', async () => {
    freezeClock();
    const who = await loginAs(ctx.app);
    vi.setSystemTime(Date.now() + 31_000);
    const { challengeId, otp } = await deletionCode(who);
    const wrong = otp === '0000' ? '1111' : '0000';
    const res = await confirm(who, { otp: wrong, challengeId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The OTP is incorrect. Please check the code and try again.' });
    expect((await status(who)).statusCode).toBe(200);
    const row = await customerRow(ctx.app, who.userId);
    expect(row?.deletedAt).toBeNull();
    expect((await confirm(who, { otp, challengeId })).statusCode).toBe(200);
  });

  it('refuses while an order is on its way, naming it and what to do, and sends no code', async () => {
    freezeClock();
    const { who, order } = await boughtOrder();
    vi.setSystemTime(Date.now() + 31_000);
    const blockers = (await status(who)).json();
    expect(blockers).toMatchObject({ canDelete: false, blockers: [{ kind: 'order', reference: order.reference }] });
    expect(blockers.blockers[0].message).toBe(
      `Your order ${order.reference} has not been delivered yet. Please wait until it is delivered, or ask us to cancel it.`,
    );
    const res = await askOtp(who);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'deletion_blocked' });
    await expect(latestOtp(ctx.app, who.mobile)).resolves.toBeDefined(); // only the login's code
    const refused = await confirm(who, { otp: '1234', challengeId: 'x'.repeat(22) });
    expect(refused.statusCode).toBe(400);
    const row = await customerRow(ctx.app, who.userId);
    expect(row?.deletedAt).toBeNull();
  });

  it('names an upcoming yatra with its date and what to do, and lets the account go once it is cancelled and refunded', async () => {
    const start = addDays(indiaToday(new Date()), 60);
    const { yatraId, departureId } = await insertYatraDeparture(ctx.app, 'Kedarnath Yatra', start);
    const who = await loginAs(ctx.app);
    const paid = await payByCard(ctx.app, who, 20_000, { purpose: 'yatra' });
    const booked = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/user/bookyatra',
      payload: {
        yatraId,
        departureId,
        occupancy: 'single',
        travellers: [{ name: 'Sunita Sharma', age: 52, gender: 'female', idProofType: 'aadhaar' }],
        totalPrice: 20_000,
        razorpayOrderId: paid.razorpay_order_id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpaySignature: paid.razorpay_signature,
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const blockers = (await status(who)).json<{ blockers: { kind: string; message: string }[] }>().blockers;
    expect(blockers).toEqual([
      expect.objectContaining({
        kind: 'yatra',
        date: start,
        message: `Cancel your yatra booking to Kedarnath Yatra on ${longDate(start)} first, or wait until it is over.`,
      }),
    ]);
    const hindi = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/me/deletion/otp',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json<{ message: string }>().message).toContain('खुले हैं');

    const bookingId = booked.json<{ data: { _id: string } }>().data._id;
    const cancelled = await injectAs(ctx.app, who.token, {
      method: 'POST',
      url: '/api/user/cancelYatraBooking',
      payload: { bookingId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await status(who)).json<{ blockers: { kind: string; message: string }[] }>().blockers;
    // The refund, if still on its way, is the only thing left; the yatra no longer blocks.
    expect(after.filter((b) => b.kind !== 'refund')).toEqual([]);
    for (const refund of after) expect(refund.message).toMatch(/^A refund of ₹[\d,]+ is still on its way to you\./);
  });

  it("cannot be triggered by another customer with the owner's code, nor without a session, nor by an admin", async () => {
    freezeClock();
    const owner = await loginAs(ctx.app);
    const stranger = await loginAs(ctx.app);
    vi.setSystemTime(Date.now() + 31_000);
    const { challengeId, otp } = await deletionCode(owner);
    // The stranger's own number has no code of that challenge: nothing of the owner's is touched.
    expect((await confirm(stranger, { otp, challengeId })).statusCode).toBe(400);
    const noSession = await ctx.app.inject({ method: 'POST', url: '/api/me/deletion', payload: { otp, challengeId } });
    expect(noSession.statusCode).toBe(401);
    expect((await customerRow(ctx.app, owner.userId))?.deletedAt).toBeNull();
    expect((await status(owner)).statusCode).toBe(200);
    const asAdmin = await askOtp(admin);
    expect(asAdmin.statusCode).toBe(403);
  });
});
