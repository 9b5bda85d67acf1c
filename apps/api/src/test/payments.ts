/**
 * Test helpers: pay the way a customer does in the sandbox — create the order
 * through the API, then press "Pay" in the sandbox checkout (card) or approve
 * and capture the order (PayPal); a payment row written straight into the
 * table (for state that no call makes quickly, e.g. a lapsed plan); and the
 * payments module's rows the tests of other modules check (a customer's
 * payments, a payment's refund ledger). A single payment: the payments
 * service's findPaymentByOrder / findPaymentById.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentPurpose, RazorpayPayment } from '@seva/contracts';
import { payments, refunds } from '../modules/payments/tables.js';
import { injectAs, type LoggedIn } from './login.js';

/**
 * Creates an order of `amount` rupees for `who` and completes it with
 * `outcome`; returns checkout's three fields (success) or throws with the
 * server's answer.
 */
export async function payByCard(
  app: FastifyInstance,
  who: LoggedIn,
  amount: number,
  purpose?: { purpose: PaymentPurpose; purposeId?: string },
): Promise<RazorpayPayment> {
  const created = await injectAs(app, who.token, {
    method: 'POST',
    url: '/api/app/customer/create_razorpay_order',
    payload: { amount, ...purpose },
  });
  if (created.statusCode !== 200) throw new Error(`create_razorpay_order ${created.statusCode}: ${created.body}`);
  const orderId = created.json<{ data: { id: string } }>().data.id;
  const paid = await app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/checkout',
    payload: { order_id: orderId, outcome: 'success' },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox checkout ${paid.statusCode}: ${paid.body}`);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.json<RazorpayPayment>();
  return { razorpay_order_id, razorpay_payment_id, razorpay_signature };
}

/**
 * Pays `amount` US dollars for `purpose` by PayPal: creates the order,
 * approves it in the sandbox and captures it. Returns the PayPal order id and
 * the capture's id (`paymentId`).
 */
export async function payByPaypal(
  app: FastifyInstance,
  who: LoggedIn,
  amount: number,
  purpose: PaymentPurpose = 'pitr',
): Promise<{ orderID: string; paymentId: string }> {
  const post = (url: string, payload: object) => injectAs(app, who.token, { method: 'POST', url, payload });
  const orderID = (await post('/api/paypal/pay', { amount, currency: 'USD', purpose })).json<{
    orderID: string;
  }>().orderID;
  await app.inject({
    method: 'POST',
    url: '/api/dev/sandbox/paypal/approve',
    payload: { orderID, outcome: 'approve' },
  });
  const captured = await post('/api/paypal/capture', { orderID });
  return { orderID, paymentId: captured.json<{ data: { paymentId: string } }>().data.paymentId };
}

/** The refund ledger's rows for payment record `paymentId` (`payments.id`). */
export function refundLedgerOf(app: FastifyInstance, paymentId: string) {
  return app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
}

/**
 * Writes a payment row of `values.customerId` for `values.amountPaise`: a
 * fulfilled sandbox payment unless `values` say otherwise (no gateway ids).
 * Answers the row.
 */
export async function insertPayment(
  app: FastifyInstance,
  values: Pick<typeof payments.$inferInsert, 'customerId' | 'amountPaise'> & Partial<typeof payments.$inferInsert>,
) {
  const [row] = await app.db
    .insert(payments)
    .values({ gateway: 'sandbox', status: 'fulfilled', ...values })
    .returning();
  if (!row) throw new Error('the payment was not written');
  return row;
}

/** Every payment row of customer `customerId`. */
export function paymentsOf(app: FastifyInstance, customerId: string) {
  return app.db.select().from(payments).where(eq(payments.customerId, customerId));
}
