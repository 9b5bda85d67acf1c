/**
 * `npm run db:backup`: one backup of the database (PGlite under DATA_DIR, or
 * DATABASE_URL) and the local files into BACKUP_DIR (backup/create.ts), with
 * the server's configuration. Prints the file, its size and what it holds.
 * Exits 1 with a message when there is nothing to back up, when the API
 * server holds embedded PGlite open (docs/decisions/015: stop it, or let it
 * take its own with BACKUP_INTERVAL_HOURS), or on a failure.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createBackup } from '../backup/create.js';
import { loadConfig } from '../config.js';
import { openDatabase, targetFor } from '../db/client.js';
import { DataDirInUseError } from '../db/pglite-owner.js';

/** Takes the backup; answers the exit code. */
async function run(): Promise<number> {
  const started = performance.now();
  const config = loadConfig();
  const pgliteDir = join(config.dataDir, 'pglite');
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    process.stderr.write(`No database to back up: ${pgliteDir} does not exist (set DATA_DIR, or DATABASE_URL).\n`);
    return 1;
  }
  const database = await openDatabase(targetFor(config));
  try {
    const { file, bytes, manifest } = await createBackup(config, database);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.files ? manifest.files.uploads.files + manifest.files.private.files : 0;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Backup written: ${file}\n  ${(bytes / 1024 / 1024).toFixed(2)} MiB, ${manifest.tables.length} tables, ${rows} rows, ` +
        `${files} files${manifest.files ? '' : ' (STORAGE_PROVIDER=s3: files stay in the buckets)'}, ` +
        `${manifest.migrations.count} migrations, ${manifest.source.engine}, in ${seconds} s\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run().catch((error: unknown) => {
  if (error instanceof DataDirInUseError)
    process.stderr.write(
      `${error.message}\nStop the API server and run the backup again (it takes seconds), ` +
        'or let the server take backups itself: BACKUP_INTERVAL_HOURS (docs/runbook-backups.md).\n',
    );
  else process.stderr.write(`db:backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
