/**
 * Builds the migrated base database once per run: a PGlite snapshot file, and
 * with TEST_DATABASE_URL a migrated PostgreSQL template database.
 */
import { writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { MIGRATIONS_DIR } from '../paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The snapshot is made in this thread (a dump needs the PGlite object); each test's app loads it in its own database thread.
  const pglite = await PGlite.create();
  await migrate(drizzle(pglite), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await pglite.dumpDataDir('none');
  const file = join(mkdtempSync(join(tmpdir(), 'seva-snapshot-')), 'base.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', file);

  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplateUrl', '');
  if (!url) return;
  const template = `seva_template_${process.pid}`;
  const adminUrl = url.replace(/\/[^/]*$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  const templateUrl = url.replace(/\/[^/]*$/, `/${template}`);
  const pgDatabase = await openDatabase({ kind: 'postgres', url: templateUrl });
  await pgDatabase.migrate();
  await pgDatabase.close();
  project.provide('postgresTemplateUrl', templateUrl);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'seva_test_%' or datname = $1`,
      [template],
    );
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  };
}
