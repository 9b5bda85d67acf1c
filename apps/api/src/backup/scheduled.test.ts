/**
 * The backup schedule: BACKUP_INTERVAL_HOURS makes the server take backups
 * on its own (plugins/jobs.ts), and BACKUP_KEEP prunes BACKUP_DIR to the
 * newest, leaving files that are not backups alone.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/app.js';
import { pruneBackups } from './prune.js';

const OLD = ['seva-2000-01-01T000000Z.tar.gz', 'seva-2000-01-02T000000Z.tar.gz', 'seva-2000-01-03T000000Z.tar.gz'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pruneBackups', () => {
  it('deletes all but the newest `keep` backups, by the time in their names, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seva-prune-'));
    for (const name of [...OLD, 'seva-1999-12-31T235959Z.tar.gz', 'notes.txt', '.staging-x.tar.gz'])
      writeFileSync(join(dir, name), 'x');
    expect(await pruneBackups(dir, 2)).toEqual(['seva-1999-12-31T235959Z.tar.gz', OLD[0]]);
    expect(readdirSync(dir).sort()).toEqual(['.staging-x.tar.gz', 'notes.txt', OLD[1], OLD[2]]);
    expect(await pruneBackups(dir, 2)).toEqual([]);
  });
});

describe('backup configuration', () => {
  it('is off by default, into DATA_DIR/backups, keeping 7', () => {
    const config = testConfig();
    expect(config.backup).toEqual({ dir: join(config.dataDir, 'backups'), intervalMs: 0, keep: 7 });
  });

  it('reads BACKUP_DIR, BACKUP_INTERVAL_HOURS (fractions too) and BACKUP_KEEP, refusing to keep none', () => {
    const dir = join(tmpdir(), 'seva-backups-elsewhere');
    expect(testConfig({ BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '1.5', BACKUP_KEEP: '30' }).backup).toEqual({
      dir,
      intervalMs: 5_400_000,
      keep: 30,
    });
    expect(() => testConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => testConfig({ BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});

describe('BACKUP_INTERVAL_HOURS', () => {
  it('makes the server take backups every interval, keeping the newest BACKUP_KEEP', async () => {
    // 0.0003 h ≈ 1.1 s between backups.
    const ctx = await createTestApp({ env: { BACKUP_INTERVAL_HOURS: '0.0003', BACKUP_KEEP: '2' } });
    try {
      const dir = ctx.config.backup.dir;
      mkdirSync(dir, { recursive: true });
      for (const name of OLD) writeFileSync(join(dir, name), 'x');
      const backups = () => readdirSync(dir).filter((name) => name.endsWith('.tar.gz') && !name.startsWith('.'));
      for (let waited = 0; backups().some((name) => OLD.includes(name)) && waited < 15_000; waited += 100)
        await pause(100);
      const kept = backups();
      expect(kept).toHaveLength(2);
      expect(kept.filter((name) => OLD.includes(name))).toEqual([]);
      expect(kept.every((name) => /^seva-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/.test(name))).toBe(true);
    } finally {
      await ctx.app.close();
    }
  }, 30_000);
});
