/**
 * Process entry of `npm start`: runs `config.webConcurrency` API processes
 * (WEB_CONCURRENCY; config.ts). With one, this process is the API (main.ts).
 * With several (PostgreSQL + Redis only), this process is a node:cluster
 * primary: it forks them, they share the port (the primary hands each new
 * connection to the next process in turn) and meet in PostgreSQL and Redis
 * (sockets, rate limits, cache invalidations; jobs run in one of them,
 * db/advisory-locks.ts). Socket.IO needs no sticky sessions here because its
 * clients speak WebSocket only (realtime/index.ts).
 *
 * A process that stops before it listens ends the whole start with code 1
 * (a configuration or database fault a restart would only repeat); one that
 * dies later is replaced. SIGINT/SIGTERM ask every process to drain and close
 * (main.ts), then the primary exits 0. The primary also gathers the
 * processes' metrics for GET /api/metrics (lib/cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig } from './config.js';
import { answerClusterMetrics } from './lib/cluster-metrics.js';

/** The primary's message asking a process to close as SIGTERM would. */
const STOP = 'seva:stop';

/** Forks `count` API processes and keeps them running until a signal asks them to stop. */
function runPrimary(count: number, logLevel: string): void {
  const log = pino({ level: logLevel, base: { pid: process.pid, role: 'primary' } });
  const alive = new Set<Worker>();
  const listening = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once('listening', () => listening.add(worker));
  };
  const stop = () => {
    if (stopping) {
      // A second signal: stop waiting for the processes to drain.
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    log.info('stopping the API processes');
    for (const worker of alive) if (worker.isConnected()) worker.send(STOP);
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const pid = worker.process.pid;
    if (!stopping && !listening.has(worker)) {
      log.fatal({ worker: pid, code, signal }, 'an API process stopped before it listened: stopping them all');
      exitCode = 1;
      stop();
    } else if (!stopping) {
      // Asked to stop on its own (a SIGTERM to that process: a rolling restart) or died: either way, replace it.
      if (code === 0) log.info({ worker: pid }, 'an API process stopped: starting another');
      else log.error({ worker: pid, code, signal }, 'an API process died: starting another');
      fork();
    }
    if (stopping && alive.size === 0) process.exit(exitCode);
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // GET /api/metrics in any process answers every process's metrics, gathered here.
  answerClusterMetrics();

  for (let i = 0; i < count; i++) fork();
  log.info({ processes: count }, 'started the API processes');
}

// Read once here, before forking: invalid settings stop the start at once, and development
// secrets (config.ts) are written by this process rather than raced for by every worker.
const config = loadConfig();

if (cluster.isPrimary && config.webConcurrency > 1) {
  runPrimary(config.webConcurrency, config.logLevel);
} else {
  if (cluster.isWorker) {
    // A terminal's Ctrl-C reaches every process of the group already, and a second signal would
    // cut main.ts's drain short: signal only a process not closing yet (close-with-grace's own flag).
    const grace = closeWithGrace as typeof closeWithGrace & { closing?: boolean };
    process.on('message', (message) => {
      if (message === STOP && !grace.closing) process.kill(process.pid, 'SIGTERM');
    });
  }
  await import('./main.js');
}
