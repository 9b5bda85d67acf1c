/**
 * The PayPal gateway (DESIGN: Providers): PayPal Orders v2 through the
 * official server SDK, or a local sandbox with the same order life
 * (CREATED → APPROVED → COMPLETED). Amounts are integer US cents; the
 * currency is always USD (SPEC §9). Every write carries a PayPal-Request-Id,
 * so a retried call answers what the first one did and moves no money twice.
 */
import { ProviderError } from '../errors.js';

export interface PaypalPayer {
  /** "Given Surname" as PayPal has it; '' when PayPal gave none. */
  name: string;
  email: string;
  /** PayPal's payer id (13 characters). */
  id: string;
}

/** A capture's status (Orders v2 `purchase_units[].payments.captures[].status`). */
export type PaypalCaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export interface PaypalCapture {
  orderId: string;
  /** COMPLETED when the money moved; DECLINED / FAILED when it did not; PENDING while PayPal holds it. */
  status: PaypalCaptureStatus;
  /** PayPal's capture id: what a refund names. */
  captureId: string;
  amountCents: number;
  payer: PaypalPayer;
  /** When PayPal made the capture, ISO-8601. */
  time: string;
}

export interface PaypalRefund {
  /** PayPal's refund id. */
  id: string;
  /** Our ledger's words: COMPLETED → processed, PENDING → pending. */
  status: 'pending' | 'processed';
}

export interface PaypalGateway {
  /** Stored as `payments.gateway`: the real API, or the local sandbox. */
  readonly name: 'paypal' | 'paypal-sandbox';
  /** The public client id the browser's PayPal JS SDK loads with. */
  readonly clientId: string;
  /** True for the local sandbox: the web shows the sandbox approval dialog instead of PayPal's buttons. */
  readonly sandbox: boolean;
  /**
   * Creates an intent=CAPTURE order for `amountCents` USD. `customId` is our
   * payment id (purchase unit custom_id); `requestId` the PayPal-Request-Id.
   * Returns PayPal's order id. Throws PaypalError.
   */
  createOrder(input: { amountCents: number; currency: 'USD'; requestId: string; customId: string }): Promise<{
    id: string;
  }>;
  /**
   * Captures an approved order. The same `requestId` answers the same capture
   * again. Throws PaypalError: `refused` (ORDER_NOT_APPROVED, INSTRUMENT_DECLINED,
   * …) when no money moved; ORDER_ALREADY_CAPTURED for another request id.
   */
  captureOrder(input: { orderId: string; requestId: string }): Promise<PaypalCapture>;
  /**
   * The capture of an order that was already captured (Orders v2 "show order
   * details"): a read, never a second capture. Throws PaypalError.
   */
  getCapture(orderId: string): Promise<PaypalCapture>;
  /** Refunds `amountCents` of a capture; the same `requestId` never refunds twice. Throws PaypalError. */
  refundCapture(input: { captureId: string; amountCents: number; requestId: string }): Promise<PaypalRefund>;
}

/**
 * Orders v2 issues (PayPal "Orders API troubleshooting", "Handle payment
 * failures") after which no money moved and the order cannot be captured as
 * it stands: the payment is failed and the customer pays again.
 */
const REFUSALS = new Set([
  'ORDER_NOT_APPROVED',
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'CARD_EXPIRED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'ORDER_EXPIRED',
  'COMPLIANCE_VIOLATION',
  'RESOURCE_NOT_FOUND',
  'INVALID_RESOURCE_ID',
]);

/**
 * A PayPal call failed. A ProviderError (502) unless the caller knows
 * better: `issue` is PayPal's `details[0].issue` (or its error `name`),
 * `httpStatus` PayPal's answer (0 when it never answered).
 */
export class PaypalError extends ProviderError {
  constructor(
    message: string,
    readonly issue: string,
    readonly httpStatus: number,
    options?: { cause?: unknown },
  ) {
    super(message, 'paypal', options);
    this.name = 'PaypalError';
  }

  /** True when PayPal refused for a reason of the order or payer and no money moved. */
  get refused(): boolean {
    return REFUSALS.has(this.issue);
  }
}
