/**
 * The sandbox card gateway (default): Razorpay's order / verify / refund /
 * webhook behaviour without the network. Orders and payments get
 * Razorpay-shaped ids; signatures use a local secret with Razorpay's
 * algorithm, so the verification path is the one production runs.
 */
import { randomBytes } from 'node:crypto';
import { checkoutSignatureValid, signCheckout, signWebhook, webhookSignatureValid } from './signature.js';
import type { PaymentGateway } from './types.js';

/** A Razorpay-shaped id: prefix + 14 base62-ish characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** What checkout hands the browser when the customer pays `orderId` by `method` (UPI when not said). */
  completePayment(orderId: string, method?: string): { paymentId: string; signature: string };
  /** The signature header for a webhook body, as Razorpay would send it. */
  signWebhook(rawBody: string): string;
}

export function createSandboxGateway(config: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): SandboxGateway {
  const refunds = new Map<string, string>();
  // Razorpay's payment entity keeps its method; the sandbox remembers it per payment id for paymentMethod.
  const methods = new Map<string, string>();
  return {
    name: 'sandbox',
    keyId: config.keyId,
    async createOrder({ amountPaise }) {
      return { id: gatewayId('order'), amount: amountPaise, currency: 'INR' };
    },
    paymentMethod: async (paymentId) => methods.get(paymentId) ?? null,
    verifyPaymentSignature: (input) => checkoutSignatureValid(config.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => webhookSignatureValid(config.webhookSecret, rawBody, signature),
    async refund({ idempotencyKey }) {
      // Like Razorpay, the same idempotency key answers the same refund.
      const id = refunds.get(idempotencyKey) ?? gatewayId('rfnd');
      refunds.set(idempotencyKey, id);
      return { id, status: 'processed' };
    },
    completePayment(orderId, method = 'upi') {
      const paymentId = gatewayId('pay');
      methods.set(paymentId, method);
      return { paymentId, signature: signCheckout(config.keySecret, orderId, paymentId) };
    },
    signWebhook: (rawBody) => signWebhook(config.webhookSecret, rawBody),
  };
}
