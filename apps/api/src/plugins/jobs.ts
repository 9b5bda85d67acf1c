/**
 * Background jobs of the API, each on its own timer: payment
 * reconciliation every `config.reconcileIntervalMs`
 * (jobs/reconcile-payments.ts) and pending-recharge polling every
 * `config.rechargePollIntervalMs` (jobs/poll-recharges.ts) and membership
 * expiry notices every `config.membershipNoticeIntervalMs`
 * (jobs/notify-membership-expiry.ts), recharge reminders every
 * `config.rechargeReminderIntervalMs` (jobs/notify-recharge-reminders.ts, issue 23), the puja-day and yatra
 * departure reminders every `config.reminderIntervalMs` (jobs/notify-reminders.ts, issue 23) and the daily
 * new-matches e-mail every
 * `config.matchDigestIntervalMs` (milan/match-emails/digest.ts, issue 22), the "Download my data" pass every
 * `config.dataExportIntervalMs` (data-export/service.ts, issue 24: pending exports a stopped process left, and
 * deleting expired ones), the security logs' retention daily (`config.retentionIntervalMs`, auth/retention.ts:
 * OTP and password records older than RETENTION.securityLogsYears); on embedded PGlite (no autovacuum),
 * VACUUM (ANALYZE) a few seconds after start and every
 * `config.pgliteVacuumIntervalMs` (db/upkeep.ts); a backup every `config.backup.intervalMs`
 * (BACKUP_INTERVAL_HOURS, backup/scheduled.ts: keeps the newest BACKUP_KEEP); and once at start, before the server
 * listens, the move of legacy Milan photos into the private store
 * (milan/photos/legacy-photos.ts).
 *
 * Every API process keeps the timers, but a pass runs only in the one that
 * leads the jobs (db/advisory-locks.ts, a PostgreSQL advisory lock), so with
 * N processes a job still runs once per interval, not N times; when the
 * leader stops, another process takes over at its next tick. Every step is
 * also idempotent, so the short overlap of a lost connection is harmless.
 * The start-up job runs in each process while main.ts holds the start-up
 * lock, one process after another (the later ones find nothing left to do).
 * A pass never overlaps the previous one of the same job. Stop with the server.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jobLeadership, type JobLeadership } from '../db/advisory-locks.js';
import { notifyMembershipExpiry } from '../jobs/notify-membership-expiry.js';
import { notifyRechargeReminders } from '../jobs/notify-recharge-reminders.js';
import { notifyReminders } from '../jobs/notify-reminders.js';
import { pollRecharges } from '../jobs/poll-recharges.js';
import { reconcilePayments } from '../jobs/reconcile-payments.js';
import { vacuumAnalyze } from '../db/upkeep.js';
import { scheduledBackup } from '../backup/scheduled.js';
import { moveLegacyPhotos, sendMatchDigests } from '../modules/milan/service.js';
import { runDataExportPass } from '../modules/data-export/service.js';
import { purgeSecurityLogs } from '../modules/auth/service.js';

/** One pass of a job; `signal` aborts at shutdown, and a pass over many rows stops after the row in hand. */
type Pass = (log: FastifyBaseLogger, signal: AbortSignal) => Promise<unknown>;

/**
 * Runs `pass` every `every` ms (0: never) while this process leads the jobs,
 * the first time after `firstAfter` ms when given (else after `every`), and
 * counts each pass run and each failure (app.metrics).
 * Answers the stop: no further pass, the running one told to stop after its
 * current step (its signal aborted), and finished.
 */
function schedule(
  app: FastifyInstance,
  leadership: JobLeadership,
  name: string,
  every: number,
  pass: Pass,
  firstAfter?: number,
) {
  if (every <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const log = app.log.child({ job: name });
  const stopping = new AbortController();
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = leadership
      .lead()
      .then(async (leading) => {
        if (!leading) return;
        try {
          await pass(log, stopping.signal);
          app.metrics.jobPass(name, true);
        } catch (err) {
          app.metrics.jobPass(name, false);
          throw err;
        }
      })
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, every);
  timer.unref();
  const first = firstAfter === undefined ? undefined : setTimeout(tick, firstAfter);
  first?.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    stopping.abort();
    await running;
  };
}

/**
 * Runs `pass` once when the server is ready (before it listens). A failure is
 * logged, not fatal: the server starts, and the next start tries again.
 */
function atStart(app: FastifyInstance, name: string, pass: (log: FastifyBaseLogger) => Promise<unknown>): void {
  const log = app.log.child({ job: name });
  app.addHook('onReady', async () => {
    await pass(log).catch((err: unknown) => log.error({ err }, `${name} failed`));
  });
}

export default fp(async (app: FastifyInstance) => {
  const leadership = jobLeadership(app.config.databaseUrl, app.log.child({ job: 'leadership' }));
  atStart(app, 'move-legacy-milan-photos', (log) => moveLegacyPhotos(app.db, app.providers, log));
  const stops = [
    schedule(app, leadership, 'reconcile-payments', app.config.reconcileIntervalMs, (log, signal) =>
      reconcilePayments(app.db, app.providers, log, new Date(), signal),
    ),
    schedule(app, leadership, 'poll-recharges', app.config.rechargePollIntervalMs, (log, signal) =>
      pollRecharges(app.db, app.providers, log, new Date(), signal),
    ),
    schedule(app, leadership, 'notify-membership-expiry', app.config.membershipNoticeIntervalMs, (log) =>
      notifyMembershipExpiry(app.db, app.realtime, log),
    ),
    schedule(app, leadership, 'notify-recharge-reminders', app.config.rechargeReminderIntervalMs, (log) =>
      notifyRechargeReminders(app.db, app.realtime, log),
    ),
    schedule(app, leadership, 'notify-reminders', app.config.reminderIntervalMs, (log) => notifyReminders(app.db, log)),
    schedule(app, leadership, 'send-match-digests', app.config.matchDigestIntervalMs, (log) =>
      sendMatchDigests(app.db, app.providers.email, app.photoLinks, app.config.publicUrl, log),
    ),
    schedule(app, leadership, 'data-exports', app.config.dataExportIntervalMs, (log) =>
      runDataExportPass(app.db, { files: app.providers.privateFiles, realtime: app.realtime, log }),
    ),
    schedule(app, leadership, 'purge-security-logs', app.config.retentionIntervalMs, async (log) => {
      const deleted = await purgeSecurityLogs(app.db);
      if (deleted > 0) log.info({ deleted }, 'deleted security logs past their retention');
    }),
    schedule(app, leadership, 'backup', app.config.backup.intervalMs, (log) =>
      scheduledBackup(app.config, app.database, log),
    ),
    ...(app.config.databaseUrl
      ? []
      : [
          schedule(
            app,
            leadership,
            'vacuum-analyze',
            app.config.pgliteVacuumIntervalMs,
            () => vacuumAnalyze(app.db),
            3_000,
          ),
        ]),
  ];
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
    await leadership.close(); // after the passes: no other process starts one while this one's pass still runs
  });
});
