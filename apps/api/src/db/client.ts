/**
 * The database: PGlite embedded (DATABASE_URL unset; files under DATA_DIR/pglite,
 * or in memory for tests) or a real PostgreSQL. Either way the API reaches it
 * through node-postgres: PGlite runs on its own worker thread behind a Unix
 * socket (db/pglite-thread.ts, docs/decisions/006), so its queries never hold
 * up the thread that serves HTTP. Both answer the same Drizzle API, typed as `Db`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { trackTransactions } from './after-commit.js';
import { claimDataDir } from './pglite-owner.js';
import { startPgliteThread, type PgliteThread } from './pglite-thread.js';
import type { Db } from './handles.js';
import * as schema from './schema.js';

export type { Db, Schema, Tx } from './handles.js';

export interface Database {
  db: Db;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Calls `listener` with the seconds each query took, from the call to the
   * answer (time waiting behind a transaction on the same connection included);
   * plugins/metrics.ts turns them into a histogram.
   */
  observeQueries(listener: QueryListener): void;
  /** Borrows one of the pool's connections (release it); a backup holds one for its whole snapshot (backup/dump.ts). */
  connect(): Promise<pg.PoolClient>;
  close(): Promise<void>;
}

/** Hears one query's duration in seconds. */
export type QueryListener = (seconds: number) => void;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Uint8Array<ArrayBuffer>; sharedBuffersMb?: number }
  | { kind: 'postgres'; url: string };

/**
 * Opens the database named by `target`; PGlite without `dataDir` lives in
 * memory (started from the `loadDataDir` dump when given).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return overPool(new pg.Pool({ connectionString: target.url, max: 10 }));
  // One process at a time on a data directory (db/pglite-owner.ts): throws DataDirInUseError.
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const claim = target.dataDir ? await claimDataDir(target.dataDir) : undefined;
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      ...(target.sharedBuffersMb ? { sharedBuffersMb: target.sharedBuffersMb } : {}),
    });
    await claim?.serving(join(thread.connection.host, `.s.PGSQL.${thread.connection.port}`));
  } catch (error) {
    await claim?.release();
    throw error;
  }
  // PGlite is one backend: one connection, kept open (a transaction holds it; other queries queue in the pool).
  const pool = new pg.Pool({ ...thread.connection, max: 1, idleTimeoutMillis: 0 });
  return overPool(pool, async () => {
    await thread.close();
    await claim?.release();
  });
}

/** The Database over a node-postgres pool; `closeServer` runs after the pool ends. */
function overPool(pool: pg.Pool, closeServer?: () => Promise<void>): Database {
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  trackTransactions(db);
  const listeners: QueryListener[] = [];
  pool.on('connect', (client) => timeQueries(client, listeners));
  return {
    db,
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    observeQueries: (listener) => listeners.push(listener),
    connect: () => pool.connect(),
    close: async () => {
      await pool.end();
      await closeServer?.();
    },
  };
}

/**
 * Times every query of `client` (a pool's connection: pool.query and a
 * transaction's queries both end here) for `listeners`. Promise-form calls
 * (Drizzle's) and callback-form calls are timed; a streamed query (a
 * Submittable) passes through untimed.
 */
function timeQueries(client: pg.PoolClient, listeners: readonly QueryListener[]): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const observe = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        observe(started);
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      void result.then(
        () => observe(started),
        () => observe(started),
      );
    return result;
  }) as typeof client.query;
}

/** The target for a config: DATABASE_URL, else PGlite files under DATA_DIR/pglite. */
export function targetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffersMb?: number | undefined;
}): DatabaseTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  const dataDir = join(config.dataDir, 'pglite');
  return config.pgliteSharedBuffersMb
    ? { kind: 'pglite', dataDir, sharedBuffersMb: config.pgliteSharedBuffersMb }
    : { kind: 'pglite', dataDir };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
