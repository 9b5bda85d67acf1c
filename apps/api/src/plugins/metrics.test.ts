/**
 * GET /api/metrics (plugins/metrics.ts): a scraper on loopback reads the
 * Prometheus text with real values (the route templates it hit, the payments
 * by state, database query time, event-loop delay, open sockets, job passes);
 * anyone else needs the bearer token, and without it sees a plain 404.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/app.js';
import { loginAs } from '../test/login.js';
import { payByCard } from '../test/payments.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The value of the sample `name{labels}` in Prometheus text, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } }));
  });
  afterAll(async () => {
    await app.close();
  });

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: 'GET', url: '/api/metrics', ...options });

  it('answers a loopback scraper with every named family, holding the values of the requests just made', async () => {
    const who = await loginAs(app);
    await payByCard(app, who, 101);
    await app.inject({ method: 'POST', url: '/api/app/customer/create_razorpay_order', payload: { amount: 5 } }); // 401
    await app.inject({ method: 'GET', url: '/api/orders/0123456789abcdef01234567/nothing-here' }); // no route

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const orders = '{method="POST",route="/api/app/customer/create_razorpay_order"';
    expect(sample(text, 'http_request_duration_seconds_count', `${orders},status_code="200"}`)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', `${orders},status_code="401"}`)).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', '{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('nothing-here');
    expect(sample(text, 'seva_payments', '{state="paid"}')).toBe(1);
    expect(sample(text, 'seva_payments', '{state="refunded"}')).toBe(0);
    expect(sample(text, 'seva_refunds_waiting')).toBe(0);
    expect(sample(text, 'seva_recharges_pending')).toBe(0);
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(5);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'http_open_connections')).toBe(0); // inject opens no socket
    expect(sample(text, 'socketio_connected_clients')).toBe(0);
    expect(text).toContain('# TYPE seva_job_runs_total counter');
    expect(text).toContain('# TYPE seva_job_failures_total counter');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('counts job passes and their failures by job', async () => {
    app.metrics.jobPass('reconcile-payments', true);
    app.metrics.jobPass('reconcile-payments', false);
    const text = (await scrape()).body;
    expect(sample(text, 'seva_job_runs_total', '{job="reconcile-payments"}')).toBe(2);
    expect(sample(text, 'seva_job_failures_total', '{job="reconcile-payments"}')).toBe(1);
  });

  it('refuses, as a path that does not exist, a request forwarded by a proxy or not from loopback', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const refused of [
      await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } }),
      await scrape({ headers: { forwarded: 'for=203.0.113.9' } }),
      await scrape({ remoteAddress: '203.0.113.9' }),
      await scrape({ remoteAddress: '10.0.0.2' }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(missing.json());
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers anyone holding the bearer token, and refuses a wrong one', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    const withToken = await scrape({
      ...remote,
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '1.2.3.4' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_request_duration_seconds_bucket');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      expect((await scrape({ ...remote, headers: { authorization } })).statusCode).toBe(404);
    }
  });

  it('is absent from the OpenAPI document', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/api/metrics');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers loopback only; no token opens it', async () => {
    const { app } = await createTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(200);
      const remote = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: 'Bearer undefined' },
      });
      expect(remote.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('job passes in GET /api/metrics', () => {
  it('counts the passes the scheduler runs', async () => {
    const { app } = await createTestApp({ env: { RECONCILE_INTERVAL_SECONDS: '1' } });
    try {
      await vi.waitFor(
        async () => {
          const text = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
          expect(sample(text, 'seva_job_runs_total', '{job="reconcile-payments"}')).toBeGreaterThanOrEqual(1);
          expect(sample(text, 'seva_job_failures_total', '{job="reconcile-payments"}')).toBeUndefined();
        },
        { timeout: 10_000, interval: 250 },
      );
    } finally {
      await app.close();
    }
  });
});
