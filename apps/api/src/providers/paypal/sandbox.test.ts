import { describe, expect, it } from 'vitest';
import { createSandboxPaypal } from './sandbox.js';
import { PaypalError } from './types.js';

const newSandbox = () => createSandboxPaypal({ clientId: 'paypal-sandbox' });
const order = { amountCents: 4999, currency: 'USD' as const, customId: 'a'.repeat(24) };

/** The PaypalError a call rejects with (fails the test when it resolves or throws something else). */
async function paypalError(call: Promise<unknown>): Promise<PaypalError> {
  const error = await call.then(
    () => new Error('expected a PaypalError'),
    (e: unknown) => e,
  );
  if (!(error instanceof PaypalError)) throw error;
  return error;
}

describe('sandbox PayPal (Orders v2 life, PayPal-Request-Id idempotency)', () => {
  it('creates one order per request id', async () => {
    const paypal = newSandbox();
    const a = await paypal.createOrder({ ...order, requestId: 'order-1' });
    expect(a.id).toMatch(/^[0-9A-Z]{17}$/);
    expect(await paypal.createOrder({ ...order, requestId: 'order-1' })).toEqual(a);
    expect((await paypal.createOrder({ ...order, requestId: 'order-2' })).id).not.toBe(a.id);
  });

  it('refuses to capture a CREATED order: 422 ORDER_NOT_APPROVED, no money moved', async () => {
    const paypal = newSandbox();
    const { id } = await paypal.createOrder({ ...order, requestId: 'order-1' });
    const error = await paypalError(paypal.captureOrder({ orderId: id, requestId: 'capture-1' }));
    expect(error).toMatchObject({ issue: 'ORDER_NOT_APPROVED', httpStatus: 422, refused: true, statusCode: 502 });
  });

  it('answers the same capture for the same request id, and ORDER_ALREADY_CAPTURED for another', async () => {
    const paypal = newSandbox();
    const { id } = await paypal.createOrder({ ...order, requestId: 'order-1' });
    const { payerId } = paypal.approve(id);
    expect(paypal.approve(id)).toEqual({ payerId });

    const first = await paypal.captureOrder({ orderId: id, requestId: 'capture-1' });
    expect(first).toMatchObject({ orderId: id, status: 'COMPLETED', amountCents: 4999, payer: { id: payerId } });
    expect(await paypal.captureOrder({ orderId: id, requestId: 'capture-1' })).toEqual(first);
    expect(await paypal.getCapture(id)).toEqual(first);

    const again = await paypalError(paypal.captureOrder({ orderId: id, requestId: 'capture-2' }));
    expect(again).toMatchObject({ issue: 'ORDER_ALREADY_CAPTURED', httpStatus: 422, refused: false });
    expect(() => paypal.approve(id)).toThrow(PaypalError);
  });

  it('knows no order it did not make (404 RESOURCE_NOT_FOUND)', async () => {
    const paypal = newSandbox();
    const error = await paypalError(paypal.captureOrder({ orderId: 'UNKNOWN', requestId: 'capture-1' }));
    expect(error).toMatchObject({ issue: 'RESOURCE_NOT_FOUND', httpStatus: 404 });
    expect(() => paypal.approve('UNKNOWN')).toThrow(/does not exist/);
  });

  it('refunds once per request id and never more than was captured', async () => {
    const paypal = newSandbox();
    const { id } = await paypal.createOrder({ ...order, requestId: 'order-1' });
    paypal.approve(id);
    const { captureId } = await paypal.captureOrder({ orderId: id, requestId: 'capture-1' });
    const refund = await paypal.refundCapture({ captureId, amountCents: 4999, requestId: 'full:1' });
    expect(refund).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{17}$/), status: 'processed' });
    expect(await paypal.refundCapture({ captureId, amountCents: 4999, requestId: 'full:1' })).toEqual(refund);
    const excess = await paypalError(paypal.refundCapture({ captureId, amountCents: 1, requestId: 'full:2' }));
    expect(excess).toMatchObject({ issue: 'REFUND_AMOUNT_EXCEEDED', httpStatus: 422 });
  });
});
