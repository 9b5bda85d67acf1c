/**
 * Restores a backup (create.ts) into an EMPTY database and data directory:
 * unpacks it, applies the migrations it recorded, loads every table in
 * foreign-key order, puts the sequences back, checks each table's row count
 * and checksum against the manifest — all in one transaction, so any failure
 * or mismatch leaves the database untouched — then moves the files into
 * DATA_DIR/uploads and DATA_DIR/private. Refuses, changing nothing, when the
 * database or the file folders already hold something.
 */
import { mkdir, mkdtemp, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { extract } from 'tar';
import type { Config } from '../config.js';
import { listTables, loadOrder, tableChecksum } from './catalog.js';
import { tableFile } from './dump.js';
import { FILE_FOLDERS, isEmptyDir, listFiles } from './files.js';
import { parseManifest, type Manifest } from './manifest.js';
import { applyMigrations, migrationsOfBackup } from './migrations.js';
import { TargetNotEmptyError, openRestoreTarget, type RestoreTarget } from './restore-target.js';

export interface RestoredTable {
  name: string;
  rows: number;
  expectedRows: number;
  /** True when the row count and the checksum both match the manifest. */
  ok: boolean;
}

export interface RestoreSummary {
  /** Where the database went. */
  target: string;
  manifest: Manifest;
  tables: RestoredTable[];
  /** Files restored per folder; null when the backup held none or storage is S3. */
  files: Record<string, { files: number; bytes: number }> | null;
}

/** Thrown when the restored tables do not match the manifest (the transaction was rolled back). */
export class RestoreMismatchError extends Error {
  constructor(readonly tables: RestoredTable[]) {
    super(
      `the restored data does not match the backup: ${tables
        .filter((t) => !t.ok)
        .map((t) => t.name)
        .join(', ')}`,
    );
  }
}

/** Refuses when local file folders already hold files (S3 storage keeps none here). */
async function assertFoldersEmpty(config: Config): Promise<void> {
  if (config.storage.provider !== 'local') return;
  for (const folder of FILE_FOLDERS) {
    const dir = join(config.dataDir, folder);
    if (!(await isEmptyDir(dir)))
      throw new TargetNotEmptyError(
        `${dir} is not empty. A restore writes files only into empty folders: point DATA_DIR at a new folder, or move ${dir} away.`,
      );
  }
}

/** Entry types a backup holds (create.ts): regular files and folders, never links nor devices. */
const PLAIN_ENTRIES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Unpacks the archive `file` into `dir`. Throws, having written no link, when
 * it holds anything but files and folders: a link inside the archive (say
 * uploads/x → ../pglite/…) would point, once the folders are moved into
 * DATA_DIR, at files that are not the public's. tar itself refuses entries and
 * links leaving `dir` (strict).
 */
async function extractPlain(file: string, dir: string): Promise<void> {
  const refused: string[] = [];
  await extract({
    file,
    cwd: dir,
    strict: true,
    filter: (path, entry) => {
      const type = 'type' in entry ? entry.type : 'File';
      if (PLAIN_ENTRIES.has(type)) return true;
      refused.push(`${path} (${type})`);
      return false;
    },
  });
  if (refused.length)
    throw new Error(`the backup holds entries no backup has (a link or a device): ${refused.join(', ')}`);
}

/**
 * Restores the backup at `file` for `config` (DATABASE_URL or DATA_DIR/pglite,
 * DATA_DIR's file folders). Throws TargetNotEmptyError (nothing changed),
 * RestoreMismatchError (database rolled back), or the error met.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreSummary> {
  await assertFoldersEmpty(config);
  await mkdir(config.dataDir, { recursive: true });
  const unpacked = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    // The target is checked (and its transaction opened) before the archive is unpacked: a refusal is at once.
    const target = await openRestoreTarget({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, 'pglite'),
    });
    let manifest: Manifest;
    let tables: RestoredTable[];
    try {
      await extractPlain(file, unpacked);
      manifest = parseManifest(await readFile(join(unpacked, 'manifest.json'), 'utf8').catch(() => '{}'));
      await applyMigrations(target.sql, migrationsOfBackup(manifest.migrations));
      tables = await loadTables(target, manifest, unpacked);
    } catch (error) {
      await target.finish(false);
      throw error;
    }
    await target.finish(true);
    const files = manifest.files && config.storage.provider === 'local' ? await moveFiles(config, unpacked) : null;
    return { target: target.description, manifest, tables, files };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/**
 * Loads the unpacked tables into `target` (its schema migrated), puts the
 * sequences back and checks every table against the manifest. Throws
 * RestoreMismatchError when one differs.
 */
async function loadTables(target: RestoreTarget, manifest: Manifest, unpacked: string): Promise<RestoredTable[]> {
  const schema = new Map((await listTables(target.sql)).map((table) => [table.name, table]));
  for (const table of loadOrder(manifest.tables)) {
    const here = schema.get(table.name);
    if (!here || here.columns.join() !== table.columns.join())
      throw new Error(`table ${table.name} has other columns here than in the backup`);
    await target.copyIn(table.name, table.columns, tableFile(unpacked, table.name));
  }
  for (const sequence of manifest.sequences)
    await target.sql('select setval($1, $2::bigint, $3)', [
      `public."${sequence.name}"`,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  const tables: RestoredTable[] = [];
  for (const table of manifest.tables) {
    const found = await tableChecksum(target.sql, schema.get(table.name)!);
    const ok = found.rows === table.rows && found.checksum === table.checksum;
    tables.push({ name: table.name, rows: found.rows, expectedRows: table.rows, ok });
  }
  if (tables.some((table) => !table.ok)) throw new RestoreMismatchError(tables);
  return tables;
}

/** Moves the unpacked file folders into DATA_DIR (checked empty before), answering what arrived. */
async function moveFiles(config: Config, unpacked: string): Promise<Record<string, { files: number; bytes: number }>> {
  const moved: Record<string, { files: number; bytes: number }> = {};
  for (const folder of FILE_FOLDERS) {
    const from = join(unpacked, folder);
    const to = join(config.dataDir, folder);
    const { paths } = await listFiles(from);
    if (paths.length) {
      await rmdir(to).catch(() => {});
      await rename(from, to);
    }
    const { paths: arrived, bytes } = await listFiles(to);
    moved[folder] = { files: arrived.length, bytes };
  }
  return moved;
}
