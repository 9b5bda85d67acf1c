/**
 * Razorpay's two signatures, checked with the official package's utilities
 * (razorpay-utils: validatePaymentVerification, validateWebhookSignature) and
 * made with Node's crypto for the sandbox, exactly as Razorpay documents:
 *   checkout: hex HMAC-SHA256 of `order_id|payment_id`, key = key secret
 *   webhook:  hex HMAC-SHA256 of the raw request body, key = webhook secret
 */
import { createHmac } from 'node:crypto';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export function checkoutSignatureValid(
  secret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
): boolean {
  if (!HEX_SHA256.test(signature)) return false;
  return razorpayUtils.validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret);
}

export function webhookSignatureValid(secret: string, rawBody: string, signature: string): boolean {
  if (!HEX_SHA256.test(signature)) return false;
  return razorpayUtils.validateWebhookSignature(rawBody, signature, secret);
}

/** The checkout signature Razorpay would send for this order and payment. */
export function signCheckout(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** The X-Razorpay-Signature Razorpay would send with this raw body. */
export function signWebhook(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}
