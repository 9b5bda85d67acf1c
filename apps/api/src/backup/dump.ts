/**
 * The database half of a backup: every table of `public` written with
 * `COPY … TO STDOUT` (PostgreSQL's text format, the one pg_dump uses) inside
 * ONE repeatable-read, read-only transaction, so the tables, their checksums,
 * the sequences and the migrations all come from the same snapshot while the
 * server goes on writing. Works the same on PostgreSQL and on embedded PGlite
 * reached through its socket (docs/decisions/016).
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { SESSION_SETTINGS, ident, listSequences, listTables, tableChecksum, type Sql } from './catalog.js';
import type { Manifest } from './manifest.js';

/** What the dump learnt, for the manifest. */
export type DatabaseSnapshot = Pick<Manifest, 'createdAt' | 'source' | 'migrations' | 'tables' | 'sequences'>;

/** The path of a table's data inside an unpacked backup. */
export const tableFile = (root: string, table: string): string => join(root, 'database', `${table}.copy`);

/**
 * Writes `<dir>/database/<table>.copy` for every table through `client` (on `engine`)
 * (held for the whole dump; nothing else may use it meanwhile) and answers
 * the snapshot's numbers. Rejects with the database's error; the transaction
 * is rolled back either way (it writes nothing).
 */
export async function dumpDatabase(
  client: pg.ClientBase,
  engine: DatabaseSnapshot['source']['engine'],
  dir: string,
): Promise<DatabaseSnapshot> {
  const sql: Sql = async (text, params) => (await client.query(text, params)).rows;
  await mkdir(join(dir, 'database'), { recursive: true });
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    const [{ now, version }] = (await sql<{ now: Date; version: string }>(
      'select now() as now, version() as version',
    )) as [{ now: Date; version: string }];
    const tables: DatabaseSnapshot['tables'] = [];
    for (const table of await listTables(sql)) {
      const columns = table.columns.map(ident).join(', ');
      await pipeline(
        client.query(copyTo(`COPY public.${ident(table.name)} (${columns}) TO STDOUT`)),
        createWriteStream(tableFile(dir, table.name)),
      );
      const { rows, checksum } = await tableChecksum(sql, table);
      tables.push({ name: table.name, columns: table.columns, references: table.references, rows, checksum });
    }
    const sequences = await listSequences(sql);
    const [{ applied }] = (await sql<{ applied: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as applied",
    )) as [{ applied: boolean }];
    const migrations = applied
      ? await sql<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')
      : [];
    await client.query('COMMIT');
    return {
      createdAt: new Date(now).toISOString(),
      source: { engine, version },
      migrations: { count: migrations.length, lastHash: migrations.at(-1)?.hash ?? null },
      tables,
      sequences,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
