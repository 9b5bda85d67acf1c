import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PitrBooking, PujaBooking, PujaDetails, PujaSummary } from '@seva/contracts';
import { loginAdmin } from '../../test/admin.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { downloadInvoice, INVOICE_NUMBER, pdfText } from '../../test/invoices.js';
import { injectAs, loginAs, type LoggedIn } from '../../test/login.js';
import { payByCard, payByPaypal } from '../../test/payments.js';
import { GAYA_RITUAL, pitrForm } from '../../test/pitr.js';
import { DELIVERY_ADDRESS } from '../../test/shop.js';
import { pujas } from './tables.js';

// Seva's default registration: Uttar Pradesh (config.ts BRAND_GST_STATE). Kashi is in it; Gaya (Bihar) is not.
let ctx: TestContext;
let kashi: PujaDetails;
let gaya: PujaDetails;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.insert(pujas).values([
    GAYA_RITUAL,
    {
      slug: 'rudrabhishek-kashi',
      name: 'Rudrabhishek',
      deity: 'Shiva',
      temple: 'Shri Kashi Vishwanath Temple',
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      packages: [{ code: 'individual', name: 'Individual', persons: 1, pricePaise: 110000, priceUsdCents: 1499 }],
      schedule: { everyDays: 1 },
    },
  ]);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/e-commerce/get_puja' })).json<{
    data: PujaSummary[];
  }>().data;
  const details = async (kind: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/e-commerce/get_puja_details/${list.find((p) => p.kind === kind)?._id}`,
      })
    ).json<{ data: PujaDetails }>().data;
  kashi = await details('puja');
  gaya = await details('pitr');
});
afterAll(async () => ctx.app.close());

const post = (who: LoggedIn, url: string, payload: object) =>
  injectAs(ctx.app, who.token, { method: 'POST', url, payload });

/** A new customer's ₹1,100 Rudrabhishek booking at Kashi. */
async function pujaBooking() {
  const who = await loginAs(ctx.app);
  const address = await post(who, '/api/e-commerce/add_address', {
    userId: who.userId,
    name: 'Priya Verma',
    ...DELIVERY_ADDRESS,
  });
  const paid = await payByCard(ctx.app, who, 1100, { purpose: 'puja', purposeId: kashi._id });
  const res = await post(who, '/api/e-commerce/book_puja', {
    pujaId: kashi._id,
    packageCode: 'individual',
    date: kashi.dates[0],
    devotees: ['Priya Verma'],
    gotra: 'Kashyap',
    sankalp: '',
    addressId: address.json<{ data: { _id: string } }>().data._id,
    ...paid,
  });
  if (res.statusCode !== 200) throw new Error(`book_puja ${res.statusCode}: ${res.body}`);
  return { who, booking: res.json<{ data: PujaBooking }>().data };
}

describe('puja and pitr paksha invoices', () => {
  it('invoices a puja at a temple in Seva’s state with CGST and SGST at 18 % under SAC 999591, naming the devotees', async () => {
    const { who, booking } = await pujaBooking();
    const res = await downloadInvoice(ctx.app, who, `/api/puja/bookings/${booking._id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-SV-\d\d-\d\d-\d{6}\.pdf"$/);
    const text = await pdfText(res.bytes);
    expect(text).toMatch(/Invoice number: SV\/\d\d-\d\d\/\d{6}/);
    expect(text.match(/Invoice number: (\S+)/)?.[1]).toMatch(INVOICE_NUMBER);
    expect(text).toContain('GSTIN: 09ABCDE1234F1Z5');
    expect(text).toContain(`Puja booking: ${booking.reference}`);
    expect(text).toContain('Place of supply: Uttar Pradesh (09)');
    expect(text).toContain('999591');
    // ₹1,100 with 18 % in it: taxable 110000 × 100 / 118 = 93220 paise, tax 16780 = 8390 + 8390.
    expect(text).toContain('Taxable value: ₹932.20');
    expect(text).toContain('CGST: ₹83.90');
    expect(text).toContain('SGST: ₹83.90');
    expect(text).toContain('Total (paid): ₹1,100.00');
    expect(text).toContain('One Thousand One Hundred Rupees Only');
    expect(text).toContain('Devotees: Priya Verma');

    const stranger = await loginAs(ctx.app);
    expect((await downloadInvoice(ctx.app, stranger, `/api/puja/bookings/${booking._id}/invoice.pdf`)).statusCode).toBe(
      404,
    );
    const desk = await loginAdmin(ctx.app, ['bookings']);
    const asAdmin = await downloadInvoice(ctx.app, desk, `/api/admin/puja/bookings/${booking._id}/invoice.pdf`);
    expect(asAdmin.statusCode).toBe(200);
    const shopDesk = await loginAdmin(ctx.app, ['shop']);
    const wrongDesk = await downloadInvoice(ctx.app, shopDesk, `/api/admin/puja/bookings/${booking._id}/invoice.pdf`);
    expect(wrongDesk.statusCode).toBe(403);
  });

  it('invoices a pitr paksha ritual at Gaya (Bihar) with IGST, and one paid in dollars from abroad as a zero-rated export', async () => {
    const ramesh = await loginAs(ctx.app);
    const card = await payByCard(ctx.app, ramesh, 5100, { purpose: 'pitr' });
    const india = await post(ramesh, '/api/app/customer/book_pitra_puja', {
      ...pitrForm(gaya, 'India', 5100),
      paymentId: card.razorpay_payment_id,
      ...card,
    });
    const inr = india.json<{ data: PitrBooking }>().data;
    const text = await pdfText(
      (await downloadInvoice(ctx.app, ramesh, `/api/pitr/bookings/${inr._id}/invoice.pdf`)).bytes,
    );
    expect(text).toContain(`Pitr paksha booking: ${inr.reference}`);
    expect(text).toContain('Place of supply: Bihar (10)');
    // 510000 × 100 / 118 = 432203 paise taxable, 77797 IGST.
    expect(text).toContain('IGST: ₹777.97');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Total (paid): ₹5,100.00');
    expect(text).toContain('Ancestors: Late Shri Mohan Lal Sharma');

    const paypal = await payByPaypal(ctx.app, ramesh, 69);
    const abroad = await post(ramesh, '/api/app/customer/book_pitra_puja_with_paypal', {
      ...pitrForm(gaya, 'United States', 69),
      paymentId: paypal.paymentId,
      paypal_order_id: paypal.orderID,
    });
    const usd = abroad.json<{ data: PitrBooking }>().data;
    const exported = await pdfText(
      (await downloadInvoice(ctx.app, ramesh, `/api/pitr/bookings/${usd._id}/invoice.pdf`)).bytes,
    );
    expect(exported).toContain('Place of supply: Outside India (export)');
    expect(exported).toContain('Total (paid): US$69.00');
    expect(exported).toContain('Sixty Nine Dollars Only');
    expect(exported).toContain('Export of services');
    expect(exported).toContain('Paid by PayPal');
  });
});
