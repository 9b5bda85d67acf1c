/**
 * One API process (cluster.ts starts one or several): reads config, opens the
 * database, applies migrations, seeds demo data, listens (after the start-up
 * work of plugins/jobs.ts, such as moving legacy Milan photos), and shuts down
 * gracefully on SIGINT/SIGTERM. The start-up work runs under the start-up
 * lock (db/advisory-locks.ts), one process at a time.
 *
 * Shutting down, in order (docs/decisions/015-metrics.md): the Socket.IO
 * clients are told to reconnect and no new connection is accepted, while the
 * requests on the connections already open are answered until each goes quiet
 * (app.drain, at most DRAIN_DEADLINE_MS); then app.close() answers what is
 * still in progress and stops the jobs after their current step; the database
 * closes last (its onClose hook would run before the jobs': Fastify runs them
 * in reverse order of registration).
 */
import closeWithGrace from 'close-with-grace';
import { answerBackupRequests } from './backup/on-signal.js';
import { loadConfig } from './config.js';
import { startupLock } from './db/advisory-locks.js';
import { openDatabase, targetFor } from './db/client.js';
import { seedDemoData } from './seed/index.js';
import { buildServer } from './server.js';

const config = loadConfig();
const database = await openDatabase(targetFor(config));
const releaseStartup = await startupLock(config.databaseUrl);
await database.migrate();

const app = await buildServer({ config, database });
if (config.seedDemoData) await seedDemoData(app.db, app.providers);
// On embedded PGlite, `npm run db:backup` asks this process for the backup (backup/on-signal.ts).
if (!config.databaseUrl) {
  const stopAnswering = answerBackupRequests(app);
  app.addHook('onClose', async () => stopAnswering());
}
await app.ready();
await releaseStartup();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  const drained = await app.drain();
  app.log.info(drained, 'drained the connections');
  await app.close();
  await database.close();
  app.log.info('closed');
});

await app.listen({ port: config.port, host: config.host });
