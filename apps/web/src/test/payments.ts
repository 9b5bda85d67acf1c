/**
 * What a faked card checkout answers, for page tests that replace payWithCard,
 * and the PayPal sandbox for page tests that pay through PayPal.
 * The mock itself stays in each test file, because vi.mock is hoisted per file:
 *
 *   vi.mock('@/lib/payments', async (importOriginal) => ({
 *     ...(await importOriginal<typeof Payments>()),
 *     payWithCard: vi.fn(),
 *   }));
 */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { CardPaymentResult } from '@/lib/payments';
import { paypalResult } from '@/lib/payments/test-helpers';
import type { FakeRoutes } from './fake-api';

/** The Razorpay ids a paid checkout hands back, which the page sends on with its order. */
export const PAYMENT = {
  razorpay_order_id: 'order_Q1w2E3r4T5y6U7',
  razorpay_payment_id: 'pay_Z9y8X7w6V5u4T3',
  razorpay_signature: 'a'.repeat(64),
};
export const PAID: CardPaymentResult = { status: true, message: 'Payment successful.', result: PAYMENT };
export const DISMISSED: CardPaymentResult = { status: false, message: 'Payment was dismissed by the user.' };

/**
 * The PayPal sandbox over the fake API: its config, the order, the sandbox
 * dialog's approval (or cancellation) and the capture, answering
 * paypalResult. Spread into fakeApi's routes; the page runs the real payWithPaypal.
 */
export const PAYPAL_SANDBOX_ROUTES: FakeRoutes = {
  'GET /api/paypal/config': { body: { success: true, clientId: 'sandbox', sandbox: true } },
  'POST /api/paypal/pay': { body: { success: true, orderID: paypalResult.paypal_order_id } },
  'POST /api/dev/sandbox/paypal/approve': (body) =>
    (body as { outcome: string }).outcome === 'approve'
      ? { body: { success: true, orderID: paypalResult.paypal_order_id, payerID: 'PAYER-1' } }
      : { body: { success: false, cancelled: true } },
  'POST /api/paypal/capture': { body: { success: true, data: paypalResult } },
};

/**
 * From a booking form set to a country abroad: "Continue to PayPal", PayPal's
 * sandbox button, then Approve (or Cancel) in the sandbox's approval dialog.
 */
export async function payThroughPaypal(
  user: ReturnType<typeof userEvent.setup>,
  outcome: 'approve' | 'cancel' = 'approve',
) {
  await user.click(screen.getByRole('button', { name: /^Continue to PayPal/ }));
  await user.click(await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' }));
  const approval = await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' });
  await user.click(
    within(approval).getByRole('button', { name: outcome === 'approve' ? 'Approve payment' : 'Cancel' }),
  );
}
