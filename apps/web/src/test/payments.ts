/**
 * What a faked card checkout answers, for page tests that replace payWithCard.
 * The mock itself stays in each test file, because vi.mock is hoisted per file:
 *
 *   vi.mock('@/lib/payments', async (importOriginal) => ({
 *     ...(await importOriginal<typeof Payments>()),
 *     payWithCard: vi.fn(),
 *   }));
 */
import type { CardPaymentResult } from '@/lib/payments';

/** The Razorpay ids a paid checkout hands back, which the page sends on with its order. */
export const PAYMENT = {
  razorpay_order_id: 'order_Q1w2E3r4T5y6U7',
  razorpay_payment_id: 'pay_Z9y8X7w6V5u4T3',
  razorpay_signature: 'a'.repeat(64),
};
export const PAID: CardPaymentResult = { status: true, message: 'Payment successful.', result: PAYMENT };
export const DISMISSED: CardPaymentResult = { status: false, message: 'Payment was dismissed by the user.' };
