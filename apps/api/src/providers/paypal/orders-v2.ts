/**
 * The real PayPal gateway: Orders v2 and Payments v2 through PayPal's official
 * `@paypal/paypal-server-sdk` (OAuth client credentials handled by the SDK).
 * Every write sends a PayPal-Request-Id (`paypalRequestId`), PayPal's
 * idempotency key. Selected with PAYPAL_PROVIDER=paypal (README "Real providers").
 */
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import { dollarsToCents } from '@seva/contracts';
import { PaypalError, type PaypalCapture, type PaypalCaptureStatus, type PaypalGateway } from './types.js';

interface OrdersV2Config {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
}

const UNREACHABLE = 'PayPal did not answer. Please try again.';
const CAPTURE_STATUSES: readonly PaypalCaptureStatus[] = [
  'COMPLETED',
  'PENDING',
  'DECLINED',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
];

/** PayPal's error body (`name`, `message`, `details[].issue/description`) → PaypalError. */
function toPaypalError(error: unknown): PaypalError {
  if (error instanceof PaypalError) return error;
  if (error instanceof ApiError) {
    const body = error.result as
      { name?: string; message?: string; details?: { issue?: string; description?: string }[] } | undefined;
    const detail = body?.details?.[0];
    const issue = detail?.issue ?? body?.name ?? `HTTP_${error.statusCode}`;
    const humane = error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 401;
    const message = humane ? (detail?.description ?? body?.message ?? UNREACHABLE) : UNREACHABLE;
    return new PaypalError(message, issue, error.statusCode, { cause: error });
  }
  return new PaypalError(UNREACHABLE, 'UNREACHABLE', 0, { cause: error });
}

/** The first capture of an order PayPal answered with (prefer return=representation). */
function toCapture(order: Order): PaypalCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  const status = CAPTURE_STATUSES.find((s) => s === capture?.status);
  const amountCents = capture?.amount ? dollarsToCents(Number(capture.amount.value)) : null;
  if (!order.id || !capture?.id || !status || amountCents === null)
    throw new PaypalError('PayPal answered without a capture.', 'NO_CAPTURE', 200);
  const name = [order.payer?.name?.givenName, order.payer?.name?.surname].filter(Boolean).join(' ');
  return {
    orderId: order.id,
    status,
    captureId: capture.id,
    amountCents,
    payer: { name, email: order.payer?.emailAddress ?? '', id: order.payer?.payerId ?? '' },
    time: capture.createTime ?? order.updateTime ?? new Date().toISOString(),
  };
}

/**
 * The PayPal gateway on PayPal's sandbox or live environment (PayPal Orders
 * v2 / Payments v2 docs). Amounts in cents, sent as USD strings ("49.99").
 * Every method throws PaypalError (502 unless the caller reads `refused`).
 * Makes no network call until used.
 */
export function createOrdersV2Paypal(config: OrdersV2Config): PaypalGateway {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  return {
    name: 'paypal',
    clientId: config.clientId,
    sandbox: false,

    async createOrder({ amountCents, currency, requestId, customId }) {
      try {
        const { result } = await orders.createOrder({
          paypalRequestId: requestId,
          prefer: 'return=minimal',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [{ amount: { currencyCode: currency, value: (amountCents / 100).toFixed(2) }, customId }],
          },
        });
        if (!result.id) throw new PaypalError('PayPal answered without an order id.', 'NO_ORDER', 200);
        return { id: result.id };
      } catch (error) {
        throw toPaypalError(error);
      }
    },

    async captureOrder({ orderId, requestId }) {
      try {
        const { result } = await orders.captureOrder({
          id: orderId,
          paypalRequestId: requestId,
          prefer: 'return=representation',
        });
        return toCapture(result);
      } catch (error) {
        throw toPaypalError(error);
      }
    },

    async getCapture(orderId) {
      try {
        const { result } = await orders.getOrder({ id: orderId });
        return toCapture(result);
      } catch (error) {
        throw toPaypalError(error);
      }
    },

    async refundCapture({ captureId, amountCents, requestId }) {
      try {
        const { result } = await payments.refundCapturedPayment({
          captureId,
          paypalRequestId: requestId,
          prefer: 'return=representation',
          body: { amount: { currencyCode: 'USD', value: (amountCents / 100).toFixed(2) } },
        });
        const status = `${result.status ?? ''}`;
        if (!result.id || (status !== 'COMPLETED' && status !== 'PENDING'))
          throw new PaypalError(
            `PayPal did not refund the payment (${status || 'no status'}).`,
            `REFUND_${status}`,
            200,
          );
        return { id: result.id, status: status === 'COMPLETED' ? 'processed' : 'pending' };
      } catch (error) {
        throw toPaypalError(error);
      }
    },
  };
}
