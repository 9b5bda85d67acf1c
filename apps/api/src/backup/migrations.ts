/**
 * The schema a restore loads into: the migrations the backup recorded, no
 * more (its rows fit that schema; the server applies any newer ones when it
 * starts, as after an upgrade). Applied the way drizzle's migrator does
 * (drizzle-orm pg-core dialect `migrate`: the same statements and the same
 * drizzle.__drizzle_migrations rows), but inside the restore's transaction.
 */
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Sql } from './catalog.js';
import type { Manifest } from './manifest.js';

/**
 * The code's migrations the backup's schema was built from. Throws when the
 * backup has more than this code knows (restore with the newer version) or
 * its last one is not this code's (another branch's database).
 */
export function migrationsOfBackup(recorded: Manifest['migrations']): MigrationMeta[] {
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  if (recorded.count > all.length)
    throw new Error(
      `the backup's database has ${recorded.count} migrations and this code only ${all.length}: restore it with the version of Seva that made it, or a newer one`,
    );
  const mine = all.slice(0, recorded.count);
  if (recorded.count > 0 && mine.at(-1)!.hash !== recorded.lastHash)
    throw new Error(
      `the backup's migration ${recorded.count} is not this code's: it comes from another version of the schema`,
    );
  return mine;
}

/** Creates drizzle's journal table and applies `migrations` in order through `sql`. */
export async function applyMigrations(sql: Sql, migrations: MigrationMeta[]): Promise<void> {
  await sql('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await sql(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await sql(statement);
    await sql('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
