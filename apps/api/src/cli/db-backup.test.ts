/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them: real
 * processes with the server's configuration. Their errors in every run; with
 * TEST_DATABASE_URL, a backup of a PostgreSQL database restored through the
 * CLI into a new one, with its table of checks.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { create as createTar } from 'tar';
import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { createTestApp } from '../test/app.js';

const execute = promisify(execFile);
const cliFile = (name: string) => fileURLToPath(new URL(`./${name}.ts`, import.meta.url));

/** Runs CLI `name` with `env` over the test environment; resolves with its exit code and output. */
async function run(name: 'db-backup' | 'db-restore', args: string[], env: NodeJS.ProcessEnv) {
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  try {
    const { stdout, stderr } = await execute(process.execPath, ['--import', 'tsx', cliFile(name), ...args], {
      env: full,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('db:backup and db:restore CLIs', () => {
  it('say what is wrong: no database, no file, not a backup', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-cli-'));
    const nothing = await run('db-backup', [], { DATA_DIR: dataDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('No database to back up');

    const usage = await run('db-restore', [], { DATA_DIR: dataDir });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run db:restore -- <backup file');
    const missing = await run('db-restore', [join(dataDir, 'nope.tar.gz')], { DATA_DIR: dataDir });
    expect(missing.stderr).toContain('No such file');

    writeFileSync(join(dataDir, 'notes.txt'), 'hello');
    const archive = join(dataDir, 'other.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: dataDir }, ['notes.txt']);
    const other = await run('db-restore', [archive], { DATA_DIR: join(dataDir, 'target') });
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('this is not a Seva backup');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'back up a PostgreSQL database and restore it into a new one, printing each table’s check',
    { timeout: 120_000 },
    async () => {
      const ctx = await createTestApp();
      const name = `seva_restore_${newId()}`;
      const admin = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, '/postgres'),
      });
      await admin.connect();
      try {
        await admin.query(`create database "${name}"`);
        const backupDir = mkdtempSync(join(tmpdir(), 'seva-cli-backups-'));
        const backup = await run('db-backup', [], {
          DATA_DIR: ctx.config.dataDir,
          DATABASE_URL: ctx.databaseUrl,
          BACKUP_DIR: backupDir,
        });
        expect(backup.stderr).toBe('');
        const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1];
        expect(file).toMatch(/seva-.+\.tar\.gz$/);
        expect(backup.stdout).toMatch(/\d+ tables, \d+ rows, \d+ files, \d+ migrations, postgresql/);

        const restored = await run('db-restore', [file!], {
          DATA_DIR: mkdtempSync(join(tmpdir(), 'seva-cli-')),
          DATABASE_URL: ctx.databaseUrl!.replace(/\/[^/]*$/, `/${name}`),
        });
        expect(restored.code).toBe(0);
        expect(restored.stdout).toMatch(/^ {2}customers +\d+ {2}ok$/m);
        expect(restored.stdout).not.toContain('MISMATCH');
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
        await ctx.app.close();
      }
    },
  );
});
