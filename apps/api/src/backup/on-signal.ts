/**
 * `npm run db:backup` while the server runs on embedded PGlite: the CLI may
 * not open the data directory (db/pglite-owner.ts) nor share the server's
 * database socket (it interleaves clients' protocol messages, decision 007),
 * so it asks the server instead: SIGURG to the owner's pid (ignored by
 * default and sent by no terminal; SIGUSR2 stops the server through
 * close-with-grace, SIGUSR1 opens Node's inspector, SIGWINCH comes with
 * every terminal resize). The server takes
 * the backup through its own pool and writes the outcome to
 * `BACKUP_DIR/.requested.json`, which the CLI waits for. docs/decisions/016.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBackup } from './create.js';

/** What the server answers a request with: the backup's file and size, or the error met. */
export type RequestedBackup = { file: string; bytes: number } | { error: string };

const answerFile = (backupDir: string) => join(backupDir, '.requested.json');

/** Makes `app` take a backup on SIGURG (one at a time); answers the function that stops listening. */
export function answerBackupRequests(app: FastifyInstance): () => void {
  let running = false;
  const take = () => {
    if (running) return;
    running = true;
    const log = app.log.child({ job: 'backup-requested' });
    createBackup(app.config, app.database)
      .then(({ file, bytes }) => {
        log.info({ file, bytes }, 'backup written');
        return { file, bytes };
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        return { error: error instanceof Error ? error.message : String(error) };
      })
      .then(async (answer: RequestedBackup) => {
        await mkdir(app.config.backup.dir, { recursive: true, mode: 0o700 });
        await writeFile(answerFile(app.config.backup.dir), JSON.stringify(answer), { mode: 0o600 });
      })
      .catch((error: unknown) => log.error({ err: error }, 'could not write the answer'))
      .finally(() => {
        running = false;
      });
  };
  process.on('SIGURG', take);
  return () => process.off('SIGURG', take);
}

/**
 * Asks the server `pid` for a backup and waits up to `timeoutMs` for its
 * answer. Rejects when the server cannot be signalled or does not answer in time.
 */
export async function requestBackup(pid: number, backupDir: string, timeoutMs = 10 * 60_000): Promise<RequestedBackup> {
  const asked = Date.now();
  process.kill(pid, 'SIGURG');
  while (Date.now() - asked < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answered = await stat(answerFile(backupDir)).catch(() => null);
    if (answered && answered.mtimeMs >= asked)
      return JSON.parse(await readFile(answerFile(backupDir), 'utf8')) as RequestedBackup;
  }
  throw new Error(`the server (pid ${pid}) did not answer within ${Math.round(timeoutMs / 1000)} s; see its log`);
}
