import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr, type Order, type Product } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { DEMO_ADMIN_MOBILE, seedDemoCustomers, seedShop } from '../../test/demo-seed.js';
import { downloadInvoice, INVOICE_NUMBER, pdfText } from '../../test/invoices.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { insertPayment, payByCard } from '../../test/payments.js';
import { catalogueOf, DELIVERY_ADDRESS, shopper } from '../../test/shop.js';
import { orders } from './tables.js';

// Seva registered in Delhi here: a delivery to Varanasi (Uttar Pradesh) is an inter-state supply, taxed as IGST.
let ctx: TestContext;
let catalogue: Product[];
let admin: LoggedIn;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { BRAND_GST_STATE: 'Delhi', BRAND_GSTIN: '07AAACS1234K1Z2', BRAND_LEGAL_NAME: 'Seva Test Traders' },
  });
  await seedDemoCustomers(ctx.app.db);
  await seedShop(ctx.app.db, ctx.app.providers);
  catalogue = await catalogueOf(ctx.app);
  admin = await loginAs(ctx.app, DEMO_ADMIN_MOBILE);
});
afterAll(async () => ctx.app.close());

/** A new customer who bought 2 × an incense product and 1 × a book; their order. */
async function boughtOrder(): Promise<{ who: LoggedIn; order: Order }> {
  const inStock = catalogue.filter((p) => p.stock >= 10);
  const incense = inStock.find((p) => /agarbatti|dhoop|incense/i.test(p.name)) ?? inStock[0];
  const other = inStock.find((p) => p._id !== incense?._id);
  if (!incense || !other) throw new Error('the demo catalogue needs products in stock');
  const lines = [
    { productId: incense._id, quantity: 2 },
    { productId: other._id, quantity: 1 },
  ];
  const { who, cart, addressId } = await shopper(ctx.app, lines);
  const paid = await payByCard(ctx.app, who, cart.totalPrice, { purpose: 'cart', purposeId: addressId });
  const res = await injectAs(ctx.app, who.token, {
    method: 'POST',
    url: '/api/e-commerce/order_product',
    payload: { customerName: 'Priya Verma', addressId, ...paid },
  });
  if (res.statusCode !== 200) throw new Error(`order_product ${res.statusCode}: ${res.body}`);
  return { who, order: res.json<{ data: Order }>().data };
}

const invoiceUrl = (id: string) => `/api/orders/${id}/invoice.pdf`;

describe('GET /api/orders/:id/invoice.pdf', () => {
  it("gives the buyer a PDF tax invoice with the order's number, Seva's GSTIN, IGST across states and the total", async () => {
    const { who, order } = await boughtOrder();
    expect(order.invoiceNumber).toMatch(INVOICE_NUMBER);
    const res = await downloadInvoice(ctx.app, who, invoiceUrl(order._id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fileName = `invoice-${order.invoiceNumber?.replaceAll('/', '-')}.pdf`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.bytes);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${order.invoiceNumber}`);
    expect(text).toContain('Seva Test Traders');
    expect(text).toContain('GSTIN: 07AAACS1234K1Z2');
    expect(text).toContain(`Order: ${order.reference}`);
    expect(text).toContain('Place of supply: Uttar Pradesh (09)');
    expect(text).toContain(DELIVERY_ADDRESS.houseNo);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(`Total (paid): ₹${formatInr(order.amount).replace('₹', '')}`);
    expect(text).toMatch(/Amount in words: .*Rupees.*Only/);
    expect(text).toContain(order.razorpayPaymentId);
    // The same number every time: given once, at payment.
    const again = await pdfText((await downloadInvoice(ctx.app, who, invoiceUrl(order._id))).bytes);
    expect(again).toContain(`Invoice number: ${order.invoiceNumber}`);
  });

  it("answers 404 for another customer's order and 401 without a session; an admin of the shop may download", async () => {
    const { order } = await boughtOrder();
    const stranger = await loginAs(ctx.app);
    const res = await downloadInvoice(ctx.app, stranger, invoiceUrl(order._id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'This order or booking was not found.' });
    expect((await downloadInvoice(ctx.app, null, invoiceUrl(order._id))).statusCode).toBe(401);
    const asAdmin = await downloadInvoice(ctx.app, admin, `/api/admin/shop/orders/${order._id}/invoice.pdf`);
    expect(asAdmin.statusCode).toBe(200);
    expect(await pdfText(asAdmin.bytes)).toContain(`${order.invoiceNumber}`);
  });

  it('gives concurrent payments consecutive numbers, none shared', async () => {
    const bought = await Promise.all([boughtOrder(), boughtOrder(), boughtOrder(), boughtOrder()]);
    const numbers = bought.map(({ order }) => order.invoiceNumber ?? '');
    expect(new Set(numbers).size).toBe(4);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual([0, 1, 2, 3].map((i) => (sequences[0] ?? 0) + i));
  });

  it('refuses an order whose payment is not complete (409), and numbers an order paid before invoices at its first download', async () => {
    const who = await loginAs(ctx.app);
    const insertOrder = async (status: 'created' | 'fulfilled') => {
      const payment = await insertPayment(ctx.app, { customerId: who.userId, amountPaise: 19900, status });
      const [row] = await ctx.app.db
        .insert(orders)
        .values({
          customerId: who.userId,
          paymentId: payment.id,
          customerName: 'Priya Verma',
          items: [],
          amountPaise: 19900,
          address: { name: 'Priya Verma', landmark: '', addressType: 'home', ...DELIVERY_ADDRESS },
        })
        .returning();
      return row?.id ?? '';
    };
    const unpaid = await downloadInvoice(ctx.app, who, invoiceUrl(await insertOrder('created')));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ message: 'The invoice is ready once the payment is complete.' });

    const older = await insertOrder('fulfilled');
    const listed = async () =>
      (
        await injectAs(ctx.app, who.token, {
          method: 'POST',
          url: '/api/user/getCustomerOrder',
          payload: { customerId: who.userId },
        })
      ).json<{ data: Order[] }>().data;
    expect((await listed()).find((o) => o._id === older)?.invoiceNumber ?? null).toBeNull();
    const [first, second] = await Promise.all([
      downloadInvoice(ctx.app, who, invoiceUrl(older)),
      downloadInvoice(ctx.app, who, invoiceUrl(older)),
    ]);
    expect(first?.statusCode).toBe(200);
    const number = (await listed()).find((o) => o._id === older)?.invoiceNumber;
    expect(number).toMatch(INVOICE_NUMBER);
    expect(first?.headers['content-disposition']).toBe(second?.headers['content-disposition']);
  });
});
