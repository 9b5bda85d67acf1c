/**
 * `npm run db:backup`: one backup of the database (PGlite under DATA_DIR, or
 * DATABASE_URL) and the local files into BACKUP_DIR (backup/create.ts), with
 * the server's configuration. Prints the file, its size and what it holds.
 * When the API server holds embedded PGlite open, it asks the server to take
 * the backup (SIGURG, backup/on-signal.ts; docs/decisions/016). Exits 1
 * with a message when there is nothing to back up, or on a failure.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createBackup } from '../backup/create.js';
import { loadConfig } from '../config.js';
import { openDatabase, targetFor } from '../db/client.js';
import { DataDirInUseError, liveOwner } from '../db/pglite-owner.js';
import { requestBackup } from '../backup/on-signal.js';

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const since = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Takes the backup; answers the exit code. */
async function run(): Promise<number> {
  const started = performance.now();
  const config = loadConfig();
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    process.stderr.write(`No database to back up: ${pgliteDir} does not exist (set DATA_DIR, or DATABASE_URL).\n`);
    return 1;
  }
  // The server holds embedded PGlite open: it takes the backup itself (backup/on-signal.ts).
  const owner = config.databaseUrl ? null : await liveOwner(pgliteDir);
  if (owner) {
    process.stdout.write(`The API server (pid ${owner.pid}) has the database open; asking it for the backup…\n`);
    const answer = await requestBackup(owner.pid, config.backup.dir);
    if ('error' in answer) throw new Error(answer.error);
    process.stdout.write(
      `Backup written: ${answer.file}\n  ${mib(answer.bytes)} MiB, by the server, in ${since(started)} s\n`,
    );
    return 0;
  }
  const database = await openDatabase(targetFor(config));
  try {
    const { file, bytes, manifest } = await createBackup(config, database);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.files ? manifest.files.uploads.files + manifest.files.private.files : 0;
    process.stdout.write(
      `Backup written: ${file}\n  ${mib(bytes)} MiB, ${manifest.tables.length} tables, ${rows} rows, ` +
        `${files} files${manifest.files ? '' : ' (STORAGE_PROVIDER=s3: files stay in the buckets)'}, ` +
        `${manifest.migrations.count} migrations, ${manifest.source.engine}, in ${since(started)} s\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run().catch((error: unknown) => {
  if (error instanceof DataDirInUseError)
    process.stderr.write(
      `${error.message}\nIt is starting: run the backup again in a minute (docs/runbook-backups.md).\n`,
    );
  else process.stderr.write(`db:backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
