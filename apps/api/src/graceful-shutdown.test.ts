/**
 * A rolling restart under load loses nothing (issue 24, "Watching it run"):
 * `npm start` with WEB_CONCURRENCY=2 on PostgreSQL + Redis, autocannon
 * driving payment orders (each writes a `payments` row) and readiness checks
 * at both processes through the one port, and a SIGTERM to one process in the
 * middle. That process drains and closes (main.ts), the primary starts
 * another in its place, and the client counts no error, no timeout and no
 * answer but 2xx, while every payment it was answered for is in the
 * database exactly once. GET /api/metrics at either process answers both
 * processes' metrics (lib/cluster-metrics.ts). Runs in the PostgreSQL leg of CI (TEST_DATABASE_URL
 * and TEST_REDIS_URL); skipped elsewhere.
 */
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './test/app.js';
import { freePort, startCluster, type ClusterRun } from './test/cluster-run.js';
import { loginAs } from './test/login.js';

const needs = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
const title = 'a SIGTERM to one of two API processes under load';

const LOAD_SECONDS = 8;
const SIGTERM_AFTER_MS = 2_500;
const CONNECTIONS = 8;

/** The value of the sample `name{labels}` in Prometheus text, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** GET /api/metrics from loopback (the test's own address), on a connection of its own. */
async function scrape(base: string): Promise<string> {
  const response = await fetch(`${base}/api/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The status of a GET of `url` on a new TCP connection. */
function statusOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).once('error', reject);
  });
}

/** The gateway order id in create_razorpay_order's answer, or undefined. */
function orderIdIn(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

describe.skipIf(needs.length > 0)(needs.length ? `${title} (skipped: set ${needs.join(' and ')})` : title, () => {
  let run: ClusterRun;
  let base: string;
  let databaseUrl: string;
  let token: string;
  let customerId: string;

  beforeAll(async () => {
    // A migrated database of this test's own, and a customer signed in on it (sessions live in the database).
    const ctx = await createTestApp();
    databaseUrl = ctx.databaseUrl ?? '';
    ({ token, userId: customerId } = await loginAs(ctx.app));
    await ctx.app.close();

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    run = startCluster({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL,
      WEB_CONCURRENCY: '2',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RECONCILE_INTERVAL_SECONDS: '1', // a job runs in the leader while it is stopped
    });
    await vi.waitFor(() => expect(run.listening()).toHaveLength(2), { timeout: 60_000, interval: 100 });
  }, 90_000);
  afterAll(async () => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });

  it("answers GET /api/metrics at either process with both processes' metrics, gathered by the primary", async () => {
    const readyz = (text: string) =>
      sample(text, 'http_request_duration_seconds_count', '{method="GET",route="/api/readyz",status_code="200"}');
    const before = readyz(await scrape(base)) ?? 0;
    // Each on a new connection: the primary hands them to the two processes in turn.
    for (let i = 0; i < 6; i++) expect(await statusOnNewConnection(`${base}/api/readyz`)).toBe(200);
    const texts = [await scrape(base), await scrape(base)];
    for (const text of texts) {
      expect(readyz(text)).toBe(before + 6);
      expect(sample(text, 'seva_payments', '{state="created"}')).toBe(0); // read once, not summed per process
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    }
  });

  it('answers every request with a 2xx and keeps every payment it answered for, exactly once', async () => {
    const [stopped] = run.listening();
    const orders: string[] = [];
    let unanswered = 0;
    let strayAnswers = 0; // a 200 to the order request that is not an order: an answer matched to the wrong request
    const load = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      timeout: 5,
      // Clients come and go, as browsers do: each connection is replaced after 20 requests (autocannon
      // leaves the 20th answer, always a readiness check here, out of its counts).
      reconnectRate: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/app/customer/create_razorpay_order',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 11 }),
          onResponse: (status, body) => {
            const id = status === 200 ? orderIdIn(body) : undefined;
            if (id) orders.push(id);
            else if (status === 200) strayAnswers += 1;
          },
        },
        { method: 'GET', path: '/api/readyz' },
      ],
    });
    await sleep(SIGTERM_AFTER_MS);
    process.kill(stopped ?? 0, 'SIGTERM');
    // Scrapes go on while one process drains and its replacement starts: each answers, from every process ready.
    const scrapes: number[] = [];
    const scraping = (async () => {
      while (run.listening().length < 3) {
        scrapes.push((await statusOnNewConnection(`${base}/api/metrics`)) ?? 0);
        await sleep(250);
      }
    })();
    const result = await load;

    const requests = result.requests.sent;
    expect(requests).toBeGreaterThan(500);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(result['2xx']).toBe(result.requests.total);
    expect(strayAnswers).toBe(0);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ gateway_order_id: string }>(
        'select gateway_order_id from payments where customer_id = $1',
        [customerId],
      );
      const stored = rows.map((r) => r.gateway_order_id);
      expect(orders.length).toBeGreaterThan(100);
      expect(new Set(orders).size).toBe(orders.length);
      // Every payment the client was answered for is stored, once (gateway order ids are unique)...
      expect(orders.filter((id) => !stored.includes(id))).toEqual([]);
      // ...and the only ones stored unanswered are those in flight when the load stopped: autocannon
      // drops its connections then, one request on each at most (all its requests alternate, POST first).
      unanswered = stored.length - orders.length;
      expect(unanswered).toBeLessThanOrEqual(CONNECTIONS);
    } finally {
      await db.end();
    }

    // The stopped process answered requests after the signal (those on the connections it had), drained,
    // closed and left; another took its place.
    const signalled = run.lines.findIndex((l) => l.pid === stopped && l.msg === 'shutting down');
    const answeredAfter = run.lines
      .slice(signalled)
      .filter((l) => l.pid === stopped && l.msg === 'request completed').length;
    expect(signalled).toBeGreaterThan(0);
    expect(answeredAfter).toBeGreaterThan(0);
    const of = (pid: number | undefined) => run.lines.filter((l) => l.pid === pid).map((l) => l.msg);
    await vi.waitFor(() => expect(of(stopped)).toContain('closed'), { timeout: 15_000 });
    expect(of(stopped)).toContain('drained the connections');
    await vi.waitFor(() => expect(run.lines.map((l) => l.msg)).toContain('an API process stopped: starting another'));
    await vi.waitFor(() => expect(run.listening()).toHaveLength(3), { timeout: 30_000, interval: 100 });
    await scraping;
    expect(scrapes.length).toBeGreaterThan(10);
    expect(scrapes.filter((status) => status !== 200)).toEqual([]);
    console.info(
      `graceful shutdown under load: ${requests} requests (${orders.length} payments answered, ${unanswered} in flight at the end), ` +
        `${result.errors} errors, ${result.non2xx} non-2xx; ${answeredAfter} answered by the stopping process after ` +
        `SIGTERM; ${JSON.stringify(run.lines.find((l) => l.pid === stopped && l.msg === 'drained the connections'))}`,
    );
  }, 60_000);

  it('stops every process on SIGTERM to the primary, and exits 0', async () => {
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 30_000);
});
