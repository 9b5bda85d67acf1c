/**
 * GET /api/metrics: the process's (or, under a cluster, every process's:
 * lib/cluster-metrics.ts) metrics in the Prometheus text format, for a
 * scraper on this machine or one holding METRICS_TOKEN (lib/scrape-access.ts).
 * Anyone else gets the same 404 as a path that does not exist, so the route
 * is not advertised and a token cannot be guessed against a visible 401. Left
 * out of the OpenAPI page and of the rate limit (a scraper calls every 15 s).
 *
 * What is measured (plugins/metrics-collectors.ts): Node's standard process
 * metrics (CPU, memory, GC, event-loop delay: prom-client's defaults, no
 * prefix), HTTP requests by route template and status, database query time,
 * open connections and Socket.IO clients, payments by state, refunds waiting,
 * recharges pending and background job passes. Decorates `app.metrics`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { metricsText, shareWithPrimary } from '../lib/cluster-metrics.js';
import { mayScrape } from '../lib/scrape-access.js';
import {
  databaseQueries,
  httpRequests,
  jobPasses,
  moneyWaiting,
  openSockets,
  UNMATCHED_ROUTE,
} from './metrics-collectors.js';

export interface Metrics {
  readonly registry: Registry;
  /** Counts one pass of background job `job`; `ok` false when it failed (plugins/jobs.ts). */
  jobPass(job: string, ok: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/api/metrics';

export default fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = httpRequests(registry);
    const queries = databaseQueries(registry);
    app.database.observeQueries((seconds) => queries.observe(seconds));
    openSockets(registry, app);
    moneyWaiting(registry, app);
    const jobs = jobPasses(registry);
    shareWithPrimary(registry);

    app.decorate('metrics', {
      registry,
      jobPass(job: string, ok: boolean) {
        jobs.runs.inc({ job });
        if (!ok) jobs.failures.inc({ job });
      },
    } satisfies Metrics);

    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get(METRICS_PATH, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request.socket.remoteAddress, request.headers, app.config.metricsToken)) {
        return reply.callNotFound();
      }
      const text = await metricsText(registry);
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);
