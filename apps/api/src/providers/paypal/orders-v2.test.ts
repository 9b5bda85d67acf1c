/**
 * The real adapter without the network: the SDK's controllers are stubbed at
 * their prototypes, so these tests pin what we send (PayPal-Request-Id, USD
 * amounts as strings) and how PayPal's answers and errors are read.
 */
import {
  CaptureStatus,
  CustomError,
  OrdersController,
  PaymentsController,
  RefundStatus,
  type Order,
} from '@paypal/paypal-server-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrdersV2Paypal } from './orders-v2.js';
import { PaypalError } from './types.js';

afterEach(() => vi.restoreAllMocks());

const gateway = () => createOrdersV2Paypal({ clientId: 'client-id', clientSecret: 'secret', environment: 'sandbox' });

/** An SDK response around `result`. */
function answer<T>(result: T) {
  return {
    result,
    statusCode: 201,
    headers: {},
    body: '',
    request: { method: 'POST' as const, url: 'https://paypal' },
  };
}

/** The error the SDK throws for a PayPal error body. */
function paypalFailure(statusCode: number, result: object): CustomError {
  const error = new CustomError(
    { request: { method: 'POST', url: 'https://paypal' }, response: { statusCode, headers: {}, body: '' } },
    'The error response.',
  );
  return Object.assign(error, { result });
}

const capturedOrder: Order = {
  id: '5O190127TN364715T',
  payer: { name: { givenName: 'John', surname: 'Doe' }, emailAddress: 'john@example.com', payerId: 'QYR5Z8XDVJNXQ' },
  purchaseUnits: [
    {
      payments: {
        captures: [
          {
            id: '3C679366HH908993F',
            status: CaptureStatus.Completed,
            amount: { currencyCode: 'USD', value: '49.99' },
            createTime: '2026-01-02T03:04:05Z',
          },
        ],
      },
    },
  ],
};

describe('PayPal Orders v2 adapter', () => {
  it('creates an intent=CAPTURE order in USD with the PayPal-Request-Id', async () => {
    const create = vi
      .spyOn(OrdersController.prototype, 'createOrder')
      .mockResolvedValue(answer({ id: '5O190127TN364715T' }));
    const order = await gateway().createOrder({
      amountCents: 4999,
      currency: 'USD',
      requestId: 'order-abc',
      customId: 'abc',
    });
    expect(order).toEqual({ id: '5O190127TN364715T' });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        paypalRequestId: 'order-abc',
        body: {
          intent: 'CAPTURE',
          purchaseUnits: [{ amount: { currencyCode: 'USD', value: '49.99' }, customId: 'abc' }],
        },
      }),
    );
  });

  it('reads the capture, payer and time from the capture answer', async () => {
    const capture = vi.spyOn(OrdersController.prototype, 'captureOrder').mockResolvedValue(answer(capturedOrder));
    const result = await gateway().captureOrder({ orderId: '5O190127TN364715T', requestId: 'capture-abc' });
    expect(result).toEqual({
      orderId: '5O190127TN364715T',
      status: 'COMPLETED',
      captureId: '3C679366HH908993F',
      amountCents: 4999,
      payer: { name: 'John Doe', email: 'john@example.com', id: 'QYR5Z8XDVJNXQ' },
      time: '2026-01-02T03:04:05Z',
    });
    expect(capture).toHaveBeenCalledWith(
      expect.objectContaining({ id: '5O190127TN364715T', paypalRequestId: 'capture-abc' }),
    );
  });

  it("turns PayPal's 422 ORDER_NOT_APPROVED into a refusal", async () => {
    vi.spyOn(OrdersController.prototype, 'captureOrder').mockRejectedValue(
      paypalFailure(422, {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }],
      }),
    );
    const error = await gateway()
      .captureOrder({ orderId: 'X', requestId: 'capture-x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({
      issue: 'ORDER_NOT_APPROVED',
      httpStatus: 422,
      refused: true,
      message: 'Payer has not yet approved the Order for payment.',
    });
  });

  it('hides server and credential failures behind a retry message, never a refusal', async () => {
    vi.spyOn(OrdersController.prototype, 'captureOrder').mockRejectedValue(
      paypalFailure(401, { name: 'AUTHENTICATION_FAILURE', message: 'Client Authentication failed' }),
    );
    const error = await gateway()
      .captureOrder({ orderId: 'X', requestId: 'capture-x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      issue: 'AUTHENTICATION_FAILURE',
      refused: false,
      statusCode: 502,
      message: 'PayPal did not answer. Please try again.',
    });

    vi.spyOn(OrdersController.prototype, 'getOrder').mockRejectedValue(new Error('socket hang up'));
    await expect(gateway().getCapture('X')).rejects.toMatchObject({ issue: 'UNREACHABLE', httpStatus: 0 });
  });

  it('refunds with the ledger key as PayPal-Request-Id and maps COMPLETED to processed', async () => {
    const refund = vi
      .spyOn(PaymentsController.prototype, 'refundCapturedPayment')
      .mockResolvedValue(answer({ id: '1JU08902781691411', status: RefundStatus.Completed }));
    const result = await gateway().refundCapture({
      captureId: '3C679366HH908993F',
      amountCents: 4999,
      requestId: 'full:1',
    });
    expect(result).toEqual({ id: '1JU08902781691411', status: 'processed' });
    expect(refund).toHaveBeenCalledWith(
      expect.objectContaining({
        captureId: '3C679366HH908993F',
        paypalRequestId: 'full:1',
        body: { amount: { currencyCode: 'USD', value: '49.99' } },
      }),
    );
  });
});
