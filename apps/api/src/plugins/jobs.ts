/**
 * Background jobs of the API process, each on its own timer: payment
 * reconciliation every `config.reconcileIntervalMs`
 * (jobs/reconcile-payments.ts) and pending-recharge polling every
 * `config.rechargePollIntervalMs` (jobs/poll-recharges.ts) and membership
 * expiry notices every `config.membershipNoticeIntervalMs`
 * (jobs/notify-membership-expiry.ts); on embedded PGlite (no autovacuum),
 * a VACUUM of milan_profiles at start and every `config.milanVacuumIntervalMs`
 * (milan/search-vacuum.ts); and once at start, before the server
 * listens, the move of legacy Milan photos into the private store
 * (milan/legacy-photos.ts). Timers in each
 * process rather than a queue: every step is idempotent, so several API
 * processes may run them at once, and they work the same on PGlite and
 * PostgreSQL. A pass never overlaps the previous one of the same job. Stop
 * with the server.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notifyMembershipExpiry } from '../jobs/notify-membership-expiry.js';
import { pollRecharges } from '../jobs/poll-recharges.js';
import { reconcilePayments } from '../jobs/reconcile-payments.js';
import { moveLegacyPhotos, vacuumMilanProfiles } from '../modules/milan/service.js';

type Pass = (log: FastifyBaseLogger) => Promise<unknown>;

/** Runs `pass` every `every` ms (0: never) until the server closes. */
function schedule(app: FastifyInstance, name: string, every: number, pass: Pass): void {
  if (every <= 0) return;
  let running: Promise<unknown> | null = null;
  const log = app.log.child({ job: name });
  const timer = setInterval(() => {
    if (running) return;
    running = pass(log)
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Runs `pass` once when the server is ready (before it listens). A failure is
 * logged, not fatal: the server starts, and the next start tries again.
 */
function atStart(app: FastifyInstance, name: string, pass: Pass): void {
  const log = app.log.child({ job: name });
  app.addHook('onReady', async () => {
    await pass(log).catch((err: unknown) => log.error({ err }, `${name} failed`));
  });
}

export default fp(async (app: FastifyInstance) => {
  atStart(app, 'move-legacy-milan-photos', (log) => moveLegacyPhotos(app.db, app.providers, log));
  schedule(app, 'reconcile-payments', app.config.reconcileIntervalMs, (log) =>
    reconcilePayments(app.db, app.providers, log),
  );
  schedule(app, 'poll-recharges', app.config.rechargePollIntervalMs, (log) =>
    pollRecharges(app.db, app.providers, log),
  );
  if (!app.config.databaseUrl && app.config.milanVacuumIntervalMs > 0) {
    atStart(app, 'vacuum-milan-profiles', () => vacuumMilanProfiles(app.db));
    schedule(app, 'vacuum-milan-profiles', app.config.milanVacuumIntervalMs, () => vacuumMilanProfiles(app.db));
  }
  schedule(app, 'notify-membership-expiry', app.config.membershipNoticeIntervalMs, (log) =>
    notifyMembershipExpiry(app.db, app.realtime, log),
  );
});
