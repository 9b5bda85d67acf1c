/**
 * A crafted backup file must not reach outside the restore's target: a
 * symbolic or hard link inside the archive (uploads/leak → /etc/passwd, or a
 * table file linked to a secret) would be moved into DATA_DIR/uploads and
 * served publicly, or copied into a table. The restore refuses such an archive
 * and writes nothing; `../` entries are refused too.
 */
import { rmSync, existsSync, lstatSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestContext } from '../test/app.js';
import { createBackup, type BackupResult } from './create.js';
import { restoreBackup } from './restore.js';

let ctx: TestContext;
let backup: BackupResult;
let secret: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.providers.storage.put('backup-test/picture.bin', Buffer.from('picture'), 'application/octet-stream');
  backup = await createBackup(ctx.config, ctx.database);
  secret = join(mkdtempSync(join(tmpdir(), 'seva-secret-')), 'secret.txt');
  writeFileSync(secret, 'the host’s secret\n');
}, 60_000);
afterAll(async () => ctx.app.close());

/** The real backup unpacked, changed by `edit` in its folder, and packed again under a new name. */
async function crafted(edit: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'seva-crafted-'));
  await extract({ file: backup.file, cwd: dir });
  edit(dir);
  const file = `${dir}.tar.gz`;
  await createTar({ gzip: true, file, cwd: dir, portable: true, preservePaths: true }, [
    'manifest.json',
    'database',
    'uploads',
  ]);
  return file;
}

describe('npm run db:restore of a crafted archive', () => {
  it('refuses a symbolic link among the files (uploads/leak → ../pglite/…, public after the move), writing nothing', async () => {
    // Inside the unpacking folder while extracting, so tar lets it through; once uploads/ is moved into
    // DATA_DIR it points at the database's own files, served under /uploads/leak.
    const file = await crafted((dir) => symlinkSync('../pglite/PG_VERSION', join(dir, 'uploads', 'leak')));
    const config = testConfig();
    await expect(restoreBackup(config, file)).rejects.toThrow(/link/);
    expect(lstatSync(join(config.dataDir, 'uploads', 'leak'), { throwIfNoEntry: false })).toBeUndefined();
    expect(existsSync(join(config.dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('refuses a link that leaves the archive, among the files or as a table file', async () => {
    const file = await crafted((dir) => {
      symlinkSync(`../../../../../../../../..${secret}`, join(dir, 'uploads', 'far'));
      const table = join(dir, 'database', 'addresses.copy');
      rmSync(table);
      symlinkSync(`../../../../../../../../..${secret}`, table);
    });
    await expect(restoreBackup(testConfig(), file)).rejects.toThrow(/link/);
  }, 60_000);

  it('refuses an entry whose path leaves the archive (../), writing nothing beside it', async () => {
    const base = mkdtempSync(join(tmpdir(), 'seva-escape-'));
    mkdirSync(join(base, 'inner'));
    writeFileSync(join(base, 'escaped.txt'), 'escaped');
    const file = join(base, 'escape.tar');
    await createTar({ file, cwd: join(base, 'inner'), preservePaths: true, portable: true }, ['../escaped.txt']);
    const config = testConfig();
    await expect(restoreBackup(config, file)).rejects.toThrow();
    expect(existsSync(join(config.dataDir, 'escaped.txt'))).toBe(false);
  }, 60_000);
});
