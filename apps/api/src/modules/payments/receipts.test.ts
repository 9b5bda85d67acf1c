import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@seva/contracts';
import type { SandboxGateway } from '../../providers/payments/sandbox.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { loginAs } from '../../test/login.js';
import { notificationsOf } from '../../test/notifications.js';
import { payAndRecharge, paymentOf, postRecharge, prepaid } from '../../test/recharge.js';
import { updateCustomer } from '../customers/service.js';
import { settleDeliveries } from '../notifications/service.js';
import type { PaymentRow } from './moves.js';
import { formatMinorUnits, receiptOf } from './receipts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const outbox = async (to: string) => {
  await settleDeliveries(ctx.app.db);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', query: { to } });
  return res.json<{ data: OutboxItem[] }>().data;
};

describe('payment receipts', () => {
  it('formats amounts from minor units with two decimals', () => {
    expect(formatMinorUnits(123400, 'INR')).toBe('₹1,234.00');
    expect(formatMinorUnits(12345678, 'INR')).toBe('₹1,23,456.78');
    expect(formatMinorUnits(1250, 'USD')).toBe('$12.50');
  });

  it('write the amount, what was bought, the payment id, the date in IST and the invoice link', () => {
    const payment = {
      id: 'p1',
      amountPaise: 123400,
      currency: 'INR',
      purpose: 'cart',
      gatewayPaymentId: 'pay_ABC123',
      paidAt: new Date('2026-03-01T20:00:00Z'),
      createdAt: new Date('2026-03-01T19:59:00Z'),
    } as PaymentRow;
    const receipt = receiptOf(payment, 'order SV-OD-26-000042', 'https://seva.example.in');
    expect(receipt.sms).toBe(
      'Seva: received ₹1,234.00 for order SV-OD-26-000042. Ref pay_ABC123. Invoice: https://seva.example.in/history/product-history',
    );
    expect(receipt.email.subject).toBe('Seva receipt: ₹1,234.00 for order SV-OD-26-000042');
    expect(receipt.email.text).toContain('Date: 2 Mar 2026, 1:30 am IST');
    expect(receipt.email.html).toContain('<td>pay_ABC123</td>');
  });

  it('come once by SMS and e-mail after a paid recharge, however often its capture is replayed', async () => {
    const me = await loginAs(ctx.app);
    const email = `r-${me.userId}@example.in`;
    await updateCustomer(ctx.app.db, me.userId, { email, emailVerifiedAt: new Date() });
    const { res, paid, result } = await payAndRecharge(ctx.app, me, prepaid('9876501234', 249));
    expect(res.statusCode).toBe(200);
    const reference = result?.data.reference;
    expect(reference).toMatch(/^SV-RC-/);

    // The browser posts the same checkout again, and the gateway redelivers its capture.
    expect((await postRecharge(ctx.app, me, 'rechargeData', prepaid('9876501234', 249), paid)).statusCode).toBe(409);
    const gateway = ctx.app.providers.payments as SandboxGateway;
    for (const eventId of ['evt_r1', 'evt_r2']) {
      const rawBody = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id } } },
      });
      const hook = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': gateway.signWebhook(rawBody),
          'x-razorpay-event-id': eventId,
        },
        payload: rawBody,
      });
      expect(hook.statusCode).toBe(200);
    }

    const receipts = (await outbox(me.mobile)).filter((m) => m.body.startsWith('Seva: received'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toBe(
      `Seva: received ₹249.00 for recharge ${reference}. Ref ${paid.razorpay_payment_id}. Invoice: ${ctx.config.publicUrl}/history/recharge-history`,
    );
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Seva receipt: ₹249.00 for recharge ${reference}`);
    const stored = await notificationsOf(ctx.app, me.userId, 'payment_receipt');
    const payment = await paymentOf(ctx.app, paid.razorpay_order_id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: 'Payment received', dedupeKey: `receipt:${payment?.id}` });
  });
});
