/**
 * The card payment gateway (DESIGN: Providers): Razorpay in production, a
 * sandbox with the same order / verify / refund / webhook behaviour by
 * default. Amounts are integer paise; currency is INR (SPEC §9).
 */

export interface GatewayOrder {
  /** The gateway's order id (`order_…`), handed to checkout. */
  id: string;
  amount: number;
  currency: 'INR';
}

export interface GatewayRefund {
  /** The gateway's refund id (`rfnd_…`). */
  id: string;
  status: 'pending' | 'processed';
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key the browser's checkout needs (`key_id`). */
  readonly keyId: string;
  /** Creates an order for `amountPaise`; throws ProviderError when the gateway refuses. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /**
   * The payment's `method` (Razorpay payment entity: upi, card, netbanking,
   * wallet, emi…), or null when the gateway cannot say now. Never throws.
   */
  paymentMethod(paymentId: string): Promise<string | null>;
  /** True when `signature` is HMAC-SHA256(`orderId|paymentId`) under the key secret (Razorpay docs). */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** True when `signature` (X-Razorpay-Signature) is HMAC-SHA256 of the raw body under the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Refunds `amountPaise` of a captured payment. `idempotencyKey` is unique per
   * refund we intend, so a retried call never refunds twice. Throws ProviderError.
   */
  refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<GatewayRefund>;
}
