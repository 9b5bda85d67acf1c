/**
 * Where a restore writes the database, the same steps for both engines: one
 * transaction that holds the whole restore (migrations, data, checks), so a
 * refused or failed restore leaves the target as it found it.
 * - PostgreSQL (DATABASE_URL): a node-postgres client, `COPY … FROM STDIN`.
 * - Embedded PGlite (DATA_DIR/pglite): PGlite opened in this process on a
 *   side folder (`COPY … FROM '/dev/blob'`: its socket server cannot take
 *   COPY FROM STDIN), moved into place only when the restore commits.
 */
import { createReadStream } from 'node:fs';
import { readFile, rename, rm, rmdir } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { liveOwner } from '../db/pglite-owner.js';
import { SESSION_SETTINGS, ident, type Sql } from './catalog.js';
import { isEmptyDir } from './files.js';

export interface RestoreTarget {
  /** Says which database this is, for messages (no password). */
  description: string;
  sql: Sql;
  /** Loads a COPY text file into `table`'s `columns`. */
  copyIn(table: string, columns: string[], file: string): Promise<void>;
  /** Commits (`true`) or rolls back, and closes. PGlite: its folder moves into place only on commit. */
  finish(commit: boolean): Promise<void>;
}

/** Thrown when the target already holds data: a restore never writes over it. */
export class TargetNotEmptyError extends Error {}

const COPY_IN = (table: string, columns: string[], source: string) =>
  `COPY public.${ident(table)} (${columns.map(ident).join(', ')}) FROM ${source}`;

/** Opens the restore's transaction on the PostgreSQL database at `url`; throws TargetNotEmptyError when it has tables. */
async function postgresTarget(url: string): Promise<RestoreTarget> {
  const where = new URL(url);
  const description = `PostgreSQL database "${where.pathname.slice(1)}" at ${where.host}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sql: Sql = async (text, params) => (await client.query(text, params)).rows;
  try {
    const [{ count }] = (await sql<{ count: string }>(
      `select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    )) as [{ count: string }];
    if (Number(count) > 0)
      throw new TargetNotEmptyError(
        `${description} is not empty (${count} tables, views or sequences). A restore writes only into an empty database: create one (e.g. \`createdb seva_restored\`) and point DATABASE_URL at it.`,
      );
    await client.query('BEGIN');
    for (const setting of SESSION_SETTINGS) await client.query(setting);
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    description,
    sql,
    copyIn: (table, columns, file) =>
      pipeline(createReadStream(file), client.query(copyFrom(COPY_IN(table, columns, 'STDIN')))),
    async finish(commit) {
      try {
        await client.query(commit ? 'COMMIT' : 'ROLLBACK');
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The restore's transaction on a new PGlite beside `dataDir`, opened at its first
 * statement; throws TargetNotEmptyError when `dataDir` holds anything or is open.
 */
async function pgliteTarget(dataDir: string): Promise<RestoreTarget> {
  const description = `PGlite data directory ${dataDir}`;
  const owner = await liveOwner(dataDir);
  if (owner)
    throw new TargetNotEmptyError(`${description} is open in process ${owner.pid} (the API server?): stop it first.`);
  if (!(await isEmptyDir(dataDir)))
    throw new TargetNotEmptyError(
      `${description} is not empty. A restore writes only into an empty data directory: point DATA_DIR at a new folder, or move ${dataDir} away.`,
    );
  const building = `${dataDir}.restoring`;
  // PGlite starts (its initdb: seconds) at the first statement, so a bad archive is refused before it.
  let opened: Promise<PGlite> | undefined;
  const open = () =>
    (opened ??= (async () => {
      await rm(building, { recursive: true, force: true }); // a restore that died half-way
      const db = await PGlite.create({ dataDir: building });
      await db.exec(['BEGIN', ...SESSION_SETTINGS].join(';\n'));
      return db;
    })());
  // Without parameters, as a simple query (a migration's piece may hold several statements).
  const sql: Sql = async (text, params) => {
    const db = await open();
    return (params?.length ? (await db.query(text, params)).rows : ((await db.exec(text)).at(-1)?.rows ?? [])) as never;
  };
  return {
    description,
    sql,
    async copyIn(table, columns, file) {
      const db = await open();
      await db.query(COPY_IN(table, columns, "'/dev/blob'"), [], { blob: new Blob([await readFile(file)]) });
    },
    async finish(commit) {
      const db = await opened?.catch(() => null); // never opened, or failed to: nothing written
      if (!db) return;
      try {
        await db.exec(commit ? 'COMMIT' : 'ROLLBACK');
      } finally {
        await db.close();
      }
      if (!commit) return rm(building, { recursive: true, force: true });
      if (!(await isEmptyDir(dataDir))) throw new TargetNotEmptyError(`${description} filled up during the restore.`);
      await rmdir(dataDir).catch(() => {});
      await rename(building, dataDir);
    },
  };
}

/** The restore target for a configuration: DATABASE_URL, else PGlite under DATA_DIR/pglite. */
export function openRestoreTarget(config: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<RestoreTarget> {
  return config.databaseUrl ? postgresTarget(config.databaseUrl) : pgliteTarget(config.pgliteDir);
}
