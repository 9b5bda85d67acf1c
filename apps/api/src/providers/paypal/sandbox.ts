/**
 * The local PayPal sandbox (default): Orders v2's order life without the
 * network. An order is CREATED, the sandbox approval dialog APPROVES it
 * (POST /api/dev/sandbox/paypal/approve) and a capture COMPLETES it.
 * Capturing an unapproved order fails like PayPal (422 ORDER_NOT_APPROVED);
 * the same PayPal-Request-Id answers the same result again; another request
 * id on a completed order fails with ORDER_ALREADY_CAPTURED.
 *
 * State lives in this process's memory: orders made before a restart, or by
 * another API process, are unknown here (404 RESOURCE_NOT_FOUND). That suits
 * development and tests, which run one process; real PayPal has no such limit.
 * Ids are derived from the request ids, so a run is reproducible.
 */
import { createHash } from 'node:crypto';
import { PaypalError, type PaypalCapture, type PaypalGateway, type PaypalPayer, type PaypalRefund } from './types.js';

export interface SandboxPaypalGateway extends PaypalGateway {
  readonly name: 'paypal-sandbox';
  /**
   * The payer approves `orderId` in the sandbox dialog: CREATED → APPROVED
   * (again on an approved order: the same payer). Returns the payer id.
   * Throws PaypalError RESOURCE_NOT_FOUND (404) or ORDER_ALREADY_CAPTURED (422).
   */
  approve(orderId: string): { payerId: string };
}

interface SandboxOrder {
  id: string;
  amountCents: number;
  customId: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  payer?: PaypalPayer;
  capture?: { requestId: string; result: PaypalCapture };
  refundedCents: number;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A PayPal-shaped id (upper-case letters and digits) derived from `seed`. */
export function sandboxPaypalId(seed: string, length = 17): string {
  const digest = createHash('sha256').update(seed).digest();
  return Array.from(digest.subarray(0, length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** PayPal's own words for the failures the sandbox reproduces. */
const fail = {
  notFound: () => new PaypalError('The specified resource does not exist.', 'RESOURCE_NOT_FOUND', 404),
  notApproved: () => new PaypalError('Payer has not yet approved the Order for payment.', 'ORDER_NOT_APPROVED', 422),
  alreadyCaptured: () =>
    new PaypalError(
      "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
      'ORDER_ALREADY_CAPTURED',
      422,
    ),
  refundTooLarge: () =>
    new PaypalError(
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      'REFUND_AMOUNT_EXCEEDED',
      422,
    ),
};

/** A new in-memory sandbox; `clientId` is what GET /api/paypal/config hands the web. */
export function createSandboxPaypal(config: { clientId: string }): SandboxPaypalGateway {
  const orders = new Map<string, SandboxOrder>();
  const ordersByRequest = new Map<string, string>();
  const capturesById = new Map<string, SandboxOrder>();
  const refunds = new Map<string, PaypalRefund>();

  const orderOf = (orderId: string): SandboxOrder => {
    const order = orders.get(orderId);
    if (!order) throw fail.notFound();
    return order;
  };

  return {
    name: 'paypal-sandbox',
    clientId: config.clientId,
    sandbox: true,

    async createOrder({ amountCents, requestId, customId }) {
      const known = ordersByRequest.get(requestId);
      if (known) return { id: known };
      const id = sandboxPaypalId(`order:${requestId}`);
      orders.set(id, { id, amountCents, customId, status: 'CREATED', refundedCents: 0 });
      ordersByRequest.set(requestId, id);
      return { id };
    },

    approve(orderId) {
      const order = orderOf(orderId);
      if (order.status === 'COMPLETED') throw fail.alreadyCaptured();
      const payerId = sandboxPaypalId(`payer:${orderId}`, 13);
      order.payer ??= {
        id: payerId,
        name: 'Sandbox Buyer',
        email: `buyer-${payerId.toLowerCase()}@sandbox.paypal.test`,
      };
      order.status = 'APPROVED';
      return { payerId: order.payer.id };
    },

    async captureOrder({ orderId, requestId }) {
      const order = orderOf(orderId);
      if (order.capture) {
        if (order.capture.requestId === requestId) return order.capture.result;
        throw fail.alreadyCaptured();
      }
      if (order.status !== 'APPROVED' || !order.payer) throw fail.notApproved();
      const result: PaypalCapture = {
        orderId,
        status: 'COMPLETED',
        captureId: sandboxPaypalId(`capture:${orderId}`),
        amountCents: order.amountCents,
        payer: order.payer,
        time: new Date().toISOString(),
      };
      order.status = 'COMPLETED';
      order.capture = { requestId, result };
      capturesById.set(result.captureId, order);
      return result;
    },

    async getCapture(orderId) {
      const { capture } = orderOf(orderId);
      if (!capture) throw fail.notApproved();
      return capture.result;
    },

    async refundCapture({ captureId, amountCents, requestId }) {
      const known = refunds.get(requestId);
      if (known) return known;
      const order = capturesById.get(captureId);
      if (!order) throw fail.notFound();
      if (order.refundedCents + amountCents > order.amountCents) throw fail.refundTooLarge();
      order.refundedCents += amountCents;
      const refund: PaypalRefund = { id: sandboxPaypalId(`refund:${requestId}`), status: 'processed' };
      refunds.set(requestId, refund);
      return refund;
    },
  };
}
