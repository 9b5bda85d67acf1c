/**
 * Test harness: a real app on a fresh database per call. PGlite in memory,
 * loaded from the migrated snapshot that global-setup.ts built once; or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database cloned from a migrated
 * template. No test sees another file's rows.
 */
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { newId } from '../db/ids.js';
import { openDatabase, type Database } from '../db/client.js';
import { buildServer } from '../server.js';
import type { Providers } from '../providers/types.js';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL runs); undefined on PGlite. */
  databaseUrl: string | undefined;
}

/**
 * A config for tests: sandbox providers, silent logs, a throwaway DATA_DIR.
 * Access tokens last as long as sessions here, because most tests move the
 * clock hours ahead (test/clock.ts) while holding one; the short default and
 * the refresh cookie are tested in auth/refresh.test.ts.
 */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ACCESS_TOKEN_TTL_SECONDS: String(30 * 24 * 60 * 60),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'seva-test-')),
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789',
    ...overrides,
  });
}

async function freshDatabase(): Promise<{ database: Database; url?: string }> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const url = new URL(templateUrl);
    const template = url.pathname.slice(1);
    const name = `seva_test_${newId()}`;
    const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    url.pathname = `/${name}`;
    return { database: await openDatabase({ kind: 'postgres', url: url.toString() }), url: url.toString() };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return { database: await openDatabase({ kind: 'pglite', loadDataDir: snapshot }) };
}

/**
 * Builds the app on a fresh, migrated database. Close it with `ctx.app.close()`
 * (which also closes the database).
 */
export async function createTestApp(
  options: { env?: NodeJS.ProcessEnv; providers?: Partial<Providers> } = {},
): Promise<TestContext> {
  const { database, url } = await freshDatabase();
  const config = testConfig({ ...(url ? { DATABASE_URL: url } : {}), ...options.env });
  const app = await buildServer({ config, database, ...(options.providers ? { providers: options.providers } : {}) });
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return { app, database, config, databaseUrl: url };
}

/**
 * A second API process on `ctx`'s PostgreSQL database, as a load balancer puts
 * beside the first: its own config (`options.env`), connections, caches and
 * Redis clients; nothing in memory shared with `ctx.app`. Throws on PGlite,
 * which one process owns. Close it with `app.close()`.
 */
export async function anotherProcess(
  ctx: TestContext,
  options: { env?: NodeJS.ProcessEnv; providers?: Partial<Providers> } = {},
): Promise<FastifyInstance> {
  if (!ctx.databaseUrl) throw new Error('a second API process needs PostgreSQL (TEST_DATABASE_URL)');
  const database = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl });
  const app = await buildServer({
    config: testConfig({ DATABASE_URL: ctx.databaseUrl, ...options.env }),
    database,
    ...(options.providers ? { providers: options.providers } : {}),
  });
  app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}
