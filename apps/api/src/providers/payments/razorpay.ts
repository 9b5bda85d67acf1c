/**
 * The real card gateway: Razorpay through its official `razorpay` SDK
 * (Orders API, Refunds API). Signatures are checked with the SDK's utilities.
 * Selected with PAYMENT_PROVIDER=razorpay (README "Real providers").
 */
import Razorpay from 'razorpay';
import { ProviderError } from '../types.js';
import { checkoutSignatureValid, webhookSignatureValid } from './signature.js';
import type { PaymentGateway } from './types.js';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Razorpay's error body carries `error.description`; anything else gets a generic text. */
function describe(error: unknown): string {
  const description = (error as { error?: { description?: unknown } })?.error?.description;
  return typeof description === 'string' ? description : 'The payment gateway did not answer. Please try again.';
}

export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
        return { id: order.id, amount: Number(order.amount), currency: 'INR' };
      } catch (error) {
        throw new ProviderError(describe(error), 'razorpay', { cause: error });
      }
    },
    verifyPaymentSignature: (input) => checkoutSignatureValid(config.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => webhookSignatureValid(config.webhookSecret, rawBody, signature),
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      try {
        // `receipt` carries our idempotency key; the refund row is written (unique key) before this call.
        const refund = await client.payments.refund(paymentId, {
          amount: amountPaise,
          receipt: idempotencyKey,
          notes: { idempotency_key: idempotencyKey },
        });
        return { id: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
      } catch (error) {
        throw new ProviderError(describe(error), 'razorpay', { cause: error });
      }
    },
  };
}
