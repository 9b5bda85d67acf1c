/**
 * Test helper: pays the way a customer does in the sandbox — create the card
 * order through the API, then press "Pay" in the sandbox checkout.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentPurpose, RazorpayPayment } from '@seva/contracts';
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
