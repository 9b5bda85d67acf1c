/**
 * Takes one backup: the database's consistent snapshot (dump.ts) and, with
 * local storage, the files under DATA_DIR/uploads and DATA_DIR/private, in
 * one gzip-compressed tar `BACKUP_DIR/seva-<UTC time>.tar.gz`: manifest.json,
 * database/<table>.copy, uploads/…, private/…. Written under a temporary
 * name and renamed when complete, so a file with a backup's name is whole.
 */
import { chmod, mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create as createTar } from 'tar';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { dumpDatabase } from './dump.js';
import { FILE_FOLDERS, listFiles } from './files.js';
import { MANIFEST_VERSION, backupFileName, type Manifest } from './manifest.js';

export interface BackupResult {
  /** The backup's absolute path. */
  file: string;
  /** Its size in bytes. */
  bytes: number;
  manifest: Manifest;
}

/**
 * Backs up `database` (opened for `config`: PGlite or DATABASE_URL) and the
 * local files into `config.backup.dir` (created 0700; the file is 0600: it
 * holds customers' personal data). Borrows one pool connection for the
 * snapshot. Rejects with the database's or the file system's error, leaving
 * no partial file behind.
 */
export async function createBackup(config: Config, database: Database): Promise<BackupResult> {
  const dir = config.backup.dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(dir, '.staging-'));
  const partial = `${staging}.tar.gz`;
  try {
    const client = await database.connect();
    const snapshot = await dumpDatabase(client, config.databaseUrl ? 'postgresql' : 'pglite', staging).finally(() =>
      client.release(),
    );
    const entries = ['manifest.json', 'database'];
    let files: Manifest['files'] = null;
    if (config.storage.provider === 'local') {
      const found = { uploads: { files: 0, bytes: 0 }, private: { files: 0, bytes: 0 } };
      for (const folder of FILE_FOLDERS) {
        const source = join(config.dataDir, folder);
        const { paths, bytes } = await listFiles(source);
        found[folder] = { files: paths.length, bytes };
        if (paths.length === 0) continue;
        // The archive names files uploads/<key>: a link in the staging folder reaches them where they are, uncopied.
        await symlink(source, join(staging, folder), 'dir');
        entries.push(...paths.map((path) => `${folder}/${path}`));
      }
      files = found;
    }
    const manifest: Manifest = { format: 'seva-backup', version: MANIFEST_VERSION, ...snapshot, files };
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // 0600 from its first byte: BACKUP_DIR may predate us with looser permissions than mkdir's 0700.
    await createTar({ gzip: true, file: partial, mode: 0o600, cwd: staging, portable: true, strict: true }, entries);
    const file = join(dir, backupFileName(new Date(snapshot.createdAt)));
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
