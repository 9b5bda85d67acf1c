import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../types.js';
import { createRazorpayGateway, razorpayRefundKey } from './razorpay.js';

/** A local stand-in of Razorpay's refund endpoint: records requests, answers `reply`. */
let server: Server;
let apiBase: string;
let recorded: { url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
let reply = { status: 200, body: '{"id":"rfnd_Qa1","entity":"refund","status":"processed"}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      recorded.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(body || '{}') });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  reply = { status: 200, body: '{"id":"rfnd_Qa1","entity":"refund","status":"processed"}' };
});

const gateway = () =>
  createRazorpayGateway({ keyId: 'rzp_test_key', keySecret: 'secret', webhookSecret: 'hook', apiBase });

describe('Razorpay refunds', () => {
  it('sends X-Refund-Idempotency made from our ledger key, with basic auth and the amount in paise', async () => {
    const refund = await gateway().refund({
      paymentId: 'pay_Abc123',
      amountPaise: 55100,
      idempotencyKey: 'full:0123456789abcdef01234567',
    });
    expect(refund).toEqual({ id: 'rfnd_Qa1', status: 'processed' });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.url).toBe('/v1/payments/pay_Abc123/refund');
    expect(recorded[0]?.headers['x-refund-idempotency']).toBe('full-0123456789abcdef01234567');
    expect(recorded[0]?.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(recorded[0]?.body).toMatchObject({ amount: 55100, receipt: 'full:0123456789abcdef01234567' });
  });

  it("turns Razorpay's error body into a ProviderError with its description", async () => {
    reply = {
      status: 400,
      body: '{"error":{"code":"BAD_REQUEST_ERROR","description":"The payment has been fully refunded already"}}',
    };
    const attempt = gateway().refund({ paymentId: 'pay_Abc123', amountPaise: 100, idempotencyKey: 'full:x' });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toThrow('The payment has been fully refunded already');
  });

  it('keeps keys within the alphabet and length Razorpay accepts', () => {
    expect(razorpayRefundKey('full:1')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(razorpayRefundKey('full:0123456789abcdef01234567')).toBe('full-0123456789abcdef01234567');
  });
});
