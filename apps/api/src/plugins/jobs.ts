/**
 * Background jobs of the API process: payment reconciliation every
 * `config.reconcileIntervalMs` (jobs/reconcile-payments.ts). A timer in each
 * process rather than a queue: every step is idempotent, so several API
 * processes may run it at once, and it works the same on PGlite and
 * PostgreSQL. Stops with the server.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reconcilePayments } from '../jobs/reconcile-payments.js';

export default fp(async (app: FastifyInstance) => {
  const every = app.config.reconcileIntervalMs;
  if (every <= 0) return;
  let running: Promise<unknown> | null = null;
  const log = app.log.child({ job: 'reconcile-payments' });
  const timer = setInterval(() => {
    if (running) return;
    running = reconcilePayments(app.db, app.providers, log)
      .catch((err: unknown) => log.error({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
