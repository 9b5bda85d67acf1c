/**
 * The metrics plugins/metrics.ts registers, one function each: HTTP
 * requests by route template and status, database query time, open
 * connections and Socket.IO clients, the money waiting (payments by state,
 * refunds waiting, recharges pending: one cheap counting query each, run at
 * scrape time) and background job passes. Durations are seconds.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { countPaymentsByStatus, countUnconfirmedRefunds } from '../modules/payments/service.js';
import { countPendingRecharges } from '../modules/recharge/service.js';

/** The label of a request no route matched (a 404): never the raw URL, which has no bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Request latency by method, route template (`/api/orders/:id`) and status; its _count is the request count. */
export function httpRequests(registry: Registry): Histogram<'method' | 'route' | 'status_code'> {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code: latency in seconds (its _count is the request count)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
}

/** How long each database query took, wait for the connection included. */
export function databaseQueries(registry: Registry): Histogram {
  return new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database queries: time from the call to the answer, in seconds',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
}

/** Open TCP connections of the HTTP server (WebSockets included) and connected Socket.IO clients. */
export function openSockets(registry: Registry, app: FastifyInstance): void {
  new Gauge({
    name: 'http_open_connections',
    help: 'Open TCP connections to the HTTP server, WebSockets included',
    registers: [registry],
    async collect() {
      const open = await new Promise<number>((resolve, reject) =>
        app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
      this.set(open);
    },
  });
  new Gauge({
    name: 'socketio_connected_clients',
    help: 'Socket.IO clients connected to this process',
    registers: [registry],
    collect() {
      this.set(app.realtime.io.engine.clientsCount);
    },
  });
}

/**
 * The money waiting, read from the database at scrape time. Every process
 * reads the same rows, so across a cluster the first answer stands (not the sum).
 */
export function moneyWaiting(registry: Registry, app: FastifyInstance): void {
  new Gauge({
    name: 'seva_payments',
    help: 'Payments by state (created, paid, fulfilled, refunded, failed)',
    labelNames: ['state'],
    aggregator: 'first',
    registers: [registry],
    async collect() {
      for (const [state, count] of Object.entries(await countPaymentsByStatus(app.db))) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'seva_refunds_waiting',
    help: 'Refunds reserved or sent but not yet confirmed by the gateway',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.set(await countUnconfirmedRefunds(app.db));
    },
  });
  new Gauge({
    name: 'seva_recharges_pending',
    help: 'Recharges waiting for the operator’s answer',
    aggregator: 'first',
    registers: [registry],
    async collect() {
      this.set(await countPendingRecharges(app.db));
    },
  });
}

/** Job passes run by this process (as the jobs' leader) and the ones that failed, per job. */
export function jobPasses(registry: Registry): { runs: Counter<'job'>; failures: Counter<'job'> } {
  return {
    runs: new Counter({
      name: 'seva_job_runs_total',
      help: 'Background job passes run, per job',
      labelNames: ['job'],
      registers: [registry],
    }),
    failures: new Counter({
      name: 'seva_job_failures_total',
      help: 'Background job passes that failed, per job',
      labelNames: ['job'],
      registers: [registry],
    }),
  };
}
