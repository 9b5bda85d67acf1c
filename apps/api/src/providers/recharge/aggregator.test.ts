/**
 * The real aggregator adapter against a local stand-in of its HTTP API: what
 * we send (bearer token, paths, rupees with two decimals) and how each answer,
 * 404 and failure is read. No network beyond 127.0.0.1.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { ProviderError } from '../types.js';
import { paiseToWireRupees } from './aggregator-wire.js';
import { createAggregatorRecharge } from './aggregator.js';
import type { RechargeRequest } from './types.js';

interface Recorded {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Records every request and answers `reply` (after `reply.delayMs`, when set). */
let server: Server;
let baseUrl: string;
let recorded: Recorded[] = [];
let reply: { status: number; body: string; delayMs?: number };

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      recorded.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://stand-in'),
        headers: req.headers,
        body: body ? JSON.parse(body) : undefined,
      });
      const { status, body: answer, delayMs = 0 } = reply;
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  reply = json(200, { status: 1 });
});

const aggregator = (timeoutMs?: number) => createAggregatorRecharge({ baseUrl, token: 'tok-123', timeoutMs });

const request: RechargeRequest = {
  requestId: '66f0c0ffee0123456789abcd',
  serviceId: 1,
  productCode: 'JIO',
  number: '9876543210',
  amountPaise: 29_900,
  circle: 'DL',
  pincode: '201301',
  latitude: 28.6139,
  longitude: 77.209,
  billFetchRef: null,
  requestedAt: new Date('2026-01-02T03:04:05Z'),
};

describe('aggregator lookup', () => {
  it('sends the bearer token and reads operator and circle', async () => {
    reply = json(200, { status: 1, operator: 'JIO', circle: 'DL' });
    expect(await aggregator().lookup('9876543210')).toEqual({ operatorCode: 'JIO', circleCode: 'DL' });
    const [call] = recorded;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/api/v1/lookup');
    expect(call?.url.searchParams.get('number')).toBe('9876543210');
    expect(call?.headers.authorization).toBe('Bearer tok-123');
  });

  it('answers null on a 404 or status 0', async () => {
    reply = json(404, { status: 0, message: 'Number series not found' });
    expect(await aggregator().lookup('6000000000')).toBeNull();
    reply = json(200, { status: 0 });
    expect(await aggregator().lookup('6000000000')).toBeNull();
  });
});

describe('aggregator plans', () => {
  it('maps known categories to our plan shape and drops the others', async () => {
    reply = json(200, {
      status: 1,
      categories: [
        {
          category: 'unlimited',
          label: 'Truly Unlimited',
          plans: [
            {
              id: 'p299',
              amount: '299.00',
              validity: 28,
              data: '1.5 GB/day',
              calls: 'Unlimited',
              description: '1.5 GB/day · 28 days',
            },
          ],
        },
        { category: 'roaming', plans: [{ id: 'r1', amount: 575, validity: '1 day' }] },
        { category: 'data', plans: [{ id: 19, amount: 19.5, validity: 'Existing plan', data: '', benefits: '1 GB' }] },
      ],
    });
    const tabs = await aggregator().plans('JIO', 'DL');
    expect(recorded[0]?.url.pathname).toBe('/api/v1/plans');
    expect(Object.fromEntries(recorded[0]!.url.searchParams)).toEqual({ operator: 'JIO', circle: 'DL' });
    expect(tabs).toEqual([
      {
        category: 'unlimited',
        label: 'Truly Unlimited',
        plans: [
          {
            id: 'p299',
            category: 'unlimited',
            amount: 299,
            validity: '28 days',
            data: '1.5 GB/day',
            calls: 'Unlimited',
            sms: null,
            channels: null,
            description: '1.5 GB/day · 28 days',
            benefits: '',
          },
        ],
      },
      {
        category: 'data',
        label: 'Data',
        plans: [
          {
            id: '19',
            category: 'data',
            amount: 19.5,
            validity: 'Existing plan',
            data: null,
            calls: null,
            sms: null,
            channels: null,
            description: '',
            benefits: '1 GB',
          },
        ],
      },
    ]);
  });

  it('asks DTH packs without a circle; null for an operator without plans', async () => {
    reply = json(200, {
      status: 1,
      categories: [
        {
          category: 'packs',
          plans: [{ id: 'hsm', amount: 399, validity: 30, channels: 240, description: 'Hindi Smart' }],
        },
      ],
    });
    const tabs = await aggregator().plans('TATAPLAY', null);
    expect(Object.fromEntries(recorded[0]!.url.searchParams)).toEqual({ operator: 'TATAPLAY' });
    expect(tabs?.[0]).toMatchObject({
      category: 'packs',
      label: 'Monthly packs',
      plans: [{ channels: 240, amount: 399 }],
    });
    reply = json(404, { status: 0 });
    expect(await aggregator().plans('NOPE', null)).toBeNull();
  });

  it('refuses a plan with a malformed amount', async () => {
    reply = json(200, {
      status: 1,
      categories: [{ category: 'data', plans: [{ id: 'x', amount: 19.999, validity: '1 day' }] }],
    });
    await expect(aggregator().plans('JIO', 'DL')).rejects.toThrow(/could not read/);
  });
});

describe('aggregator bill fetch', () => {
  it('posts operator and number and reads the bill in paise', async () => {
    reply = json(200, {
      status: 1,
      bill: {
        customer_name: 'Sunita Devi',
        amount: '1234.50',
        bill_number: 'BSES000123456',
        bill_date: '2026-01-01',
        due_date: '2026-01-16',
        bill_fetch_ref: 'BF9X2',
      },
    });
    const bill = await aggregator().fetchBill({ productCode: 'BSES_RAJDHANI', number: '101234567' });
    expect(recorded[0]).toMatchObject({ method: 'POST', body: { operator: 'BSES_RAJDHANI', number: '101234567' } });
    expect(recorded[0]?.url.pathname).toBe('/api/v1/bills/fetch');
    expect(recorded[0]?.headers['content-type']).toBe('application/json');
    expect(bill).toEqual({
      customerName: 'Sunita Devi',
      amountPaise: 123_450,
      billNumber: 'BSES000123456',
      billDate: '2026-01-01',
      dueDate: '2026-01-16',
      billFetchRef: 'BF9X2',
    });
  });

  it('answers null when no bill is due and throws the biller’s message otherwise', async () => {
    reply = json(200, { status: 0, code: 'NO_BILL_DUE', message: 'No bill due' });
    expect(await aggregator().fetchBill({ productCode: 'BSES_RAJDHANI', number: '1' })).toBeNull();
    reply = json(200, { status: 0, code: 'INVALID_CONSUMER', message: 'Consumer number not found.' });
    const attempt = aggregator().fetchBill({ productCode: 'BSES_RAJDHANI', number: '1' });
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toThrow('Consumer number not found.');
  });
});

describe('aggregator recharge', () => {
  it('posts the request with the amount in rupees and reads success', async () => {
    reply = json(200, { status: 1, txn_id: 'AGG778899', operator_ref: 'JIO0099887766', message: 'Recharge done' });
    const answer = await aggregator().recharge({ ...request, amountPaise: 1_999 });
    expect(answer).toEqual({
      status: 'success',
      providerOrderId: 'AGG778899',
      operatorReference: 'JIO0099887766',
      message: 'Recharge done',
    });
    expect(recorded[0]?.url.pathname).toBe('/api/v1/recharge');
    expect(recorded[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(recorded[0]?.body).toEqual({
      request_id: '66f0c0ffee0123456789abcd',
      operator: 'JIO',
      number: '9876543210',
      amount: '19.99',
      circle: 'DL',
      pincode: '201301',
      latitude: 28.6139,
      longitude: 77.209,
      bill_fetch_ref: null,
    });
  });

  it('reads pending and failed, with a default message when none is given', async () => {
    reply = json(200, { status: 2, txn_id: 'AGG1', operator_ref: null, message: '' });
    expect(await aggregator().recharge(request)).toEqual({
      status: 'pending',
      providerOrderId: 'AGG1',
      operatorReference: null,
      message: 'The operator is still processing this recharge.',
    });
    reply = json(200, { status: 0, txn_id: null, message: 'Invalid amount for operator' });
    expect(await aggregator().recharge(request)).toMatchObject({
      status: 'failed',
      message: 'Invalid amount for operator',
    });
  });

  it('never reads a 500, a timeout or an unreadable body as failed', async () => {
    reply = { status: 500, body: '<html>Bad gateway</html>' };
    await expect(aggregator().recharge(request)).rejects.toThrow(/HTTP 500.*not known yet/);
    reply = { ...json(200, { status: 1 }), delayMs: 500 };
    await expect(aggregator(100).recharge(request)).rejects.toThrow(/did not answer the recharge within 0.1 s/);
    reply = json(200, { status: 'done' });
    await expect(aggregator().recharge(request)).rejects.toBeInstanceOf(ProviderError);
    const nowhere = createAggregatorRecharge({ baseUrl: 'http://127.0.0.1:1', token: 't', timeoutMs: 2000 });
    await expect(nowhere.recharge(request)).rejects.toThrow(/could not be reached/);
  });
});

describe('aggregator status', () => {
  it('reads the state of a request by its id', async () => {
    reply = json(200, { status: 1, request_id: request.requestId, txn_id: 'AGG2', operator_ref: 'OPR9' });
    expect(await aggregator().status(request)).toEqual({
      status: 'success',
      providerOrderId: 'AGG2',
      operatorReference: 'OPR9',
      message: 'Recharge successful.',
    });
    expect(recorded[0]).toMatchObject({ method: 'GET' });
    expect(recorded[0]?.url.pathname).toBe(`/api/v1/recharge/${request.requestId}`);
  });

  it("answers 'unknown' on the aggregator's 404, and throws on an HTML 404 or an answer about another request", async () => {
    reply = json(404, { status: 0, code: 'NOT_FOUND' });
    expect(await aggregator().status(request)).toBe('unknown');
    reply = { status: 404, body: '<html>Not Found</html>' };
    await expect(aggregator().status(request)).rejects.toBeInstanceOf(ProviderError);
    reply = json(200, { status: 1, request_id: 'someone-else' });
    await expect(aggregator().status(request)).rejects.toThrow(/another request/);
  });

  it('throws ProviderError on a 500 and on a timeout', async () => {
    reply = json(500, { status: 0, message: 'Internal error' });
    await expect(aggregator().status(request)).rejects.toThrow(/HTTP 500 \(Internal error\)/);
    reply = { ...json(200, { status: 1 }), delayMs: 500 };
    await expect(aggregator(100).status(request)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('configuration', () => {
  it('is what the app uses when RECHARGE_PROVIDER=aggregator', async () => {
    const { app } = await createTestApp({
      env: {
        RECHARGE_PROVIDER: 'aggregator',
        RECHARGE_AGGREGATOR_URL: baseUrl,
        RECHARGE_AGGREGATOR_TOKEN: 'app-token',
      },
    });
    expect(app.providers.recharge.name).toBe('aggregator');
    reply = json(200, { status: 1, operator: 'VI', circle: 'MB' });
    expect(await app.providers.recharge.lookup('9123456789')).toEqual({ operatorCode: 'VI', circleCode: 'MB' });
    expect(recorded[0]?.headers.authorization).toBe('Bearer app-token');
    await app.close();
  });

  it('keeps the sandbox by default, pending for RECHARGE_SANDBOX_PENDING_SECONDS', async () => {
    const { app } = await createTestApp({ env: { RECHARGE_SANDBOX_PENDING_SECONDS: '2' } });
    const recharge = app.providers.recharge;
    expect(recharge.name).toBe('sandbox');
    const pending = { ...request, number: '9123451111' };
    const at = (ms: number) => new Date(request.requestedAt.getTime() + ms);
    expect(await recharge.status(pending, at(1_999))).toMatchObject({ status: 'pending' });
    expect(await recharge.status(pending, at(2_000))).toMatchObject({ status: 'success' });
    expect(recorded).toHaveLength(0);
    await app.close();
  });
});

describe('paise on the wire', () => {
  it('writes integer paise as rupees with two decimals, exactly', () => {
    expect(paiseToWireRupees(29_900)).toBe('299.00');
    expect(paiseToWireRupees(1_999)).toBe('19.99');
    expect(paiseToWireRupees(5)).toBe('0.05');
    expect(paiseToWireRupees(2_00_000_00)).toBe('200000.00');
    expect(() => paiseToWireRupees(10.5)).toThrow(RangeError);
  });
});
