/**
 * One API process (cluster.ts starts one or several): reads config, opens the
 * database, applies migrations, seeds demo data, listens (after the start-up
 * work of plugins/jobs.ts, such as moving legacy Milan photos), and shuts down
 * gracefully on SIGINT/SIGTERM. The start-up work runs under the start-up
 * lock (db/advisory-locks.ts), one process at a time.
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
app.addHook('onClose', async () => database.close());
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
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
