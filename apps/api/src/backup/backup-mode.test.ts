/**
 * A backup holds every customer's personal data: no other local user may read
 * it, not even while it is being written. BACKUP_DIR may already exist with
 * looser permissions (mkdir's 0700 applies only to a folder it creates), so the
 * file itself must be 0600 from its first byte, not only once renamed.
 */
import { mkdirSync, statSync, watch } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { createBackup } from './create.js';

let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'seva-backups-')), 'shared');
  mkdirSync(dir, { mode: 0o755 });
  ctx = await createTestApp({ env: { BACKUP_DIR: dir } });
});
afterAll(async () => ctx.app.close());

describe('npm run db:backup in an existing, world-readable BACKUP_DIR', () => {
  it('writes the archive 0600 from the start (the partial file too)', async () => {
    const modes: number[] = [];
    const watcher = watch(dir, (_event, name) => {
      if (!name?.startsWith('.staging-') || !name.endsWith('.tar.gz')) return;
      const found = statSync(join(dir, name), { throwIfNoEntry: false });
      if (found) modes.push(found.mode & 0o777);
    });
    const before = process.umask(0o022);
    try {
      const { file } = await createBackup(ctx.config, ctx.database);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(before);
      watcher.close();
    }
    expect(modes.length).toBeGreaterThan(0);
    expect(modes.every((mode) => mode === 0o600)).toBe(true);
  }, 60_000);
});
