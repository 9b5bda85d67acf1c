/**
 * Keeps the newest backups of BACKUP_DIR and deletes the older ones (the
 * schedule runs it after each backup). Only files named as backups are
 * touched (manifest.ts BACKUP_FILE); their names sort by time.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_FILE } from './manifest.js';

/** Deletes all but the `keep` newest backups in `dir`; answers the deleted file names (oldest first). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
