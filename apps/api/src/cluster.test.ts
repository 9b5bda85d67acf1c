/**
 * `npm start`'s entry (cluster.ts) with WEB_CONCURRENCY=2 on PostgreSQL +
 * Redis, run as real processes: two API processes start together on a fresh,
 * empty database (the start-up lock lets one migrate while the other waits),
 * share the port, run the jobs in one of them, replace a process that dies
 * (the jobs move to another), and all stop on SIGTERM. Runs in the PostgreSQL
 * leg of CI (TEST_DATABASE_URL and TEST_REDIS_URL); skipped elsewhere.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from './db/ids.js';
import { freePort, startCluster, type ClusterRun } from './test/cluster-run.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const needs = [databaseUrl ? '' : 'TEST_DATABASE_URL', redisUrl ? '' : 'TEST_REDIS_URL'].filter(Boolean);
const title = 'npm start with WEB_CONCURRENCY=2';

/** A new, empty PostgreSQL database on the test server (global-setup drops seva_test_* at the end). */
async function emptyDatabase(): Promise<string> {
  const url = new URL(databaseUrl ?? '');
  const name = `seva_test_${newId()}`;
  const admin = new pg.Client({ connectionString: databaseUrl?.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs cluster.ts as `npm start` does with two API processes, and `env`. */
const start = (env: NodeJS.ProcessEnv): ClusterRun => startCluster({ WEB_CONCURRENCY: '2', ...env });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(needs.length > 0)(needs.length ? `${title} (skipped: set ${needs.join(' and ')})` : title, () => {
  let run: ClusterRun;
  let base: string;
  const listening = () => run.listening();
  const leaders = () => run.lines.filter((l) => l.msg === 'leads the background jobs').map((l) => l.pid);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    run = start({
      PORT: String(port),
      DATABASE_URL: await emptyDatabase(),
      REDIS_URL: redisUrl,
      RECHARGE_POLL_INTERVAL_SECONDS: '1',
    });
    await vi.waitFor(() => expect(listening()).toHaveLength(2), { timeout: 90_000, interval: 250 });
  }, 120_000);
  afterAll(async () => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });

  it('starts two API processes on one port and one migrated database, the jobs led by one of them', async () => {
    const [one, two] = listening();
    expect(one).not.toBe(run.child.pid);
    expect(two).not.toBe(run.child.pid);
    for (let i = 0; i < 4; i++) expect((await fetch(`${base}/api/readyz`)).status).toBe(200);
    await vi.waitFor(() => expect(leaders()).toHaveLength(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(leaders()).toHaveLength(1);
    expect(listening()).toContain(leaders()[0]);
  });

  it('replaces a process that dies, and the jobs move to a living one', async () => {
    const [leader] = leaders();
    process.kill(leader ?? 0, 'SIGKILL');
    await vi.waitFor(() => expect(listening()).toHaveLength(3), { timeout: 60_000, interval: 250 });
    await vi.waitFor(() => expect(leaders()).toHaveLength(2), { timeout: 10_000 });
    const newLeader = leaders()[1] ?? 0;
    expect(newLeader).not.toBe(leader);
    expect(isAlive(newLeader)).toBe(true);
    expect((await fetch(`${base}/api/readyz`)).status).toBe(200);
  }, 90_000);

  it('stops every process on SIGTERM, and exits 0', async () => {
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    for (const pid of listening()) expect(isAlive(pid)).toBe(false);
  }, 30_000);

  it('stops the whole start when a process cannot start', async () => {
    const failing = start({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      REDIS_URL: redisUrl,
    });
    expect(await failing.exited).toBe(1);
    expect(failing.lines.map((l) => l.msg)).toContain('an API process stopped before it listened: stopping them all');
  }, 60_000);
});
