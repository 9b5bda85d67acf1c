/**
 * The scheduled backup (plugins/jobs.ts, BACKUP_INTERVAL_HOURS): taken inside
 * the server that leads the jobs, through one of its own pool's connections
 * (so it works on embedded PGlite, which no second process may open), then
 * BACKUP_DIR pruned to the newest BACKUP_KEEP.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createBackup, type BackupResult } from './create.js';
import { pruneBackups } from './prune.js';

/** Takes one backup and prunes the old ones; logs both. Rejects with the error met (the job logs it). */
export async function scheduledBackup(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<BackupResult> {
  const started = performance.now();
  const result = await createBackup(config, database);
  const deleted = await pruneBackups(config.backup.dir, config.backup.keep);
  log.info(
    { file: result.file, bytes: result.bytes, ms: Math.round(performance.now() - started), deleted },
    'backup written',
  );
  return result;
}
