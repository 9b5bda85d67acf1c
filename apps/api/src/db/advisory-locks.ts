/**
 * PostgreSQL advisory locks that make several API processes (cluster.ts, or
 * several machines on one DATABASE_URL) act as one: start-up work (migrations,
 * demo seed, start-up jobs) runs one process at a time, and background jobs
 * run in one process only (the leader) instead of once per process. Each lock
 * lives on a connection of its own, so it ends when that connection does
 * (a crashed process frees it at once). Advisory locks belong to the database
 * they are taken in, so test databases never meet each other's.
 * Without DATABASE_URL (embedded PGlite, one process) there is nobody to wait
 * for: the start-up lock is free and this process always leads.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Arbitrary keys, Seva's own within its database. */
const STARTUP_KEY = 0x5e7a_0001;
const JOBS_KEY = 0x5e7a_0002;

/**
 * Waits until no other API process is starting, then holds the start-up
 * lock. Answers the release (idempotent). Throws when PostgreSQL cannot be reached.
 */
export async function startupLock(databaseUrl: string | undefined): Promise<() => Promise<void>> {
  if (!databaseUrl) return async () => {};
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [STARTUP_KEY]);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.end(); // the lock ends with its session
  };
}

export interface JobLeadership {
  /**
   * True while this process leads the background jobs; when it does not yet,
   * tries once (without waiting) to become the leader. Never throws: a lost
   * connection means not leading, and the next call tries again.
   */
  lead(): Promise<boolean>;
  /** Gives the leadership up (closes its connection). */
  close(): Promise<void>;
}

/** The job leadership among the API processes on `databaseUrl` (unset: always this process). */
export function jobLeadership(databaseUrl: string | undefined, log: FastifyBaseLogger): JobLeadership {
  if (!databaseUrl) return { lead: async () => true, close: async () => {} };
  let client: pg.Client | undefined;
  let leading = false;
  let attempt: Promise<boolean> | undefined;

  const drop = (connection: pg.Client) => {
    if (client !== connection) return;
    client = undefined;
    if (leading) log.warn('lost the job leadership with its database connection');
    leading = false;
    void connection.end().catch(() => {});
  };

  const tryToLead = async (): Promise<boolean> => {
    const connection = client ?? new pg.Client({ connectionString: databaseUrl });
    if (!client) {
      client = connection;
      connection.on('error', () => drop(connection));
      connection.on('end', () => drop(connection));
      await connection.connect();
    }
    const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      JOBS_KEY,
    ]);
    leading = rows[0]?.locked === true;
    if (leading) log.info('leads the background jobs');
    return leading;
  };

  return {
    async lead() {
      if (leading) return true;
      attempt ??= tryToLead()
        .catch((err: unknown) => {
          log.warn({ err }, 'could not ask for the job leadership');
          if (client) drop(client);
          return false;
        })
        .finally(() => {
          attempt = undefined;
        });
      return attempt;
    },
    async close() {
      await attempt;
      const connection = client;
      client = undefined;
      leading = false;
      await connection?.end().catch(() => {});
    },
  };
}
