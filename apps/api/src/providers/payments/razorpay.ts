/**
 * The real card gateway: Razorpay through its official `razorpay` SDK
 * (Orders API) and, for refunds, its REST API with an idempotency header.
 * Signatures are checked with the SDK's utilities.
 * Selected with PAYMENT_PROVIDER=razorpay (README "Real providers").
 */
import Razorpay from 'razorpay';
import { ProviderError } from '../types.js';
import { checkoutSignatureValid, webhookSignatureValid } from './signature.js';
import type { PaymentGateway } from './types.js';

const RAZORPAY_API = 'https://api.razorpay.com/v1';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's REST base; tests point it at a local stand-in. */
  apiBase?: string;
}

/** Razorpay's error body carries `error.description`; anything else gets a generic text. */
function describe(error: unknown): string {
  const description = (error as { error?: { description?: unknown } })?.error?.description;
  return typeof description === 'string' ? description : 'The payment gateway did not answer. Please try again.';
}

/**
 * Razorpay's `X-Refund-Idempotency` key (Razorpay docs "Create a Normal Refund
 * (Idempotent Request)"): at least 10 characters of letters, digits, `-`, `_`.
 * Our ledger keys (`refund:<24 hex>`) map one to one onto that alphabet.
 */
export function razorpayRefundKey(idempotencyKey: string): string {
  return idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '-').padEnd(10, '_');
}

/**
 * POST /v1/payments/:id/refund with `X-Refund-Idempotency`, straight to
 * Razorpay's REST API: the SDK drops every header but X-Razorpay-Account, so
 * it cannot make a refund idempotent. Returns Razorpay's refund entity;
 * throws Razorpay's error body (`{ error: { description } }`) or a network error.
 */
async function refundOnce(
  config: RazorpayConfig,
  paymentId: string,
  body: { amount: number; receipt: string; notes: Record<string, string> },
  idempotencyKey: string,
): Promise<{ id: string; status: string }> {
  const res = await fetch(`${config.apiBase ?? RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
      'x-refund-idempotency': razorpayRefundKey(idempotencyKey),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw answer;
  return answer as { id: string; status: string };
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
    // GET /v1/payments/:id (Razorpay docs "Fetch a Payment"): the entity's `method`. A slow or failed
    // fetch records no method (the refund text turns generic) rather than holding up the checkout.
    async paymentMethod(paymentId) {
      try {
        const payment = await client.payments.fetch(paymentId);
        return typeof payment.method === 'string' ? payment.method : null;
      } catch {
        return null;
      }
    },
    verifyPaymentSignature: (input) => checkoutSignatureValid(config.keySecret, input),
    verifyWebhookSignature: (rawBody, signature) => webhookSignatureValid(config.webhookSecret, rawBody, signature),
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      try {
        const refund = await refundOnce(
          config,
          paymentId,
          { amount: amountPaise, receipt: idempotencyKey, notes: { idempotency_key: idempotencyKey } },
          idempotencyKey,
        );
        return { id: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
      } catch (error) {
        throw new ProviderError(describe(error), 'razorpay', { cause: error });
      }
    },
  };
}
