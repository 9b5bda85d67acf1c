import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';

const onPglite = !process.env.TEST_DATABASE_URL;

describe.skipIf(!onPglite)('PGlite upkeep (embedded only; PostgreSQL has autovacuum)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PGLITE_VACUUM_INTERVAL_SECONDS: '600' } });
  });
  afterAll(async () => ctx.app.close());

  /** pg_class.reltuples is -1 until a table was first analyzed (PostgreSQL 14+). */
  const analyzed = async () => {
    const { rows } = (await ctx.app.db.execute(
      sql`select reltuples from pg_class where relname = 'customers'`,
    )) as unknown as {
      rows: { reltuples: number }[];
    };
    return Number(rows[0]?.reltuples) >= 0;
  };

  it('gives the planner statistics a few seconds after start, without holding up the start', async () => {
    expect(await analyzed()).toBe(false);
    await expect.poll(analyzed, { timeout: 15_000, interval: 250 }).toBe(true);
  });
});
