import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { customers } from '../modules/customers/tables.js';
import { keptStatement, MAX_PREPARED_SHAPES, preparedName, runPrepared } from './prepared.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

/** The names of the statements the server holds prepared on the connection that answers this read. */
async function preparedOnServer(): Promise<string[]> {
  const result = (await ctx.app.db.execute(sql`select name from pg_prepared_statements`)) as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}

/**
 * A statement reading a customer's id by mobile number (placeholder `mobile`), counting its builds;
 * its SQL text is its own for each `variant` (a positive number).
 */
function byMobileStatement(key: string, builds: { count: number }, variant = 1) {
  return keptStatement(ctx.app.db, key, () => {
    builds.count += 1;
    return ctx.app.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.mobile} = ${sql.placeholder('mobile')} and ${sql.raw(String(variant))} > 0`);
  });
}

describe('keptStatement', () => {
  it('builds a shape once and answers each call with its own values', async () => {
    const builds = { count: 0 };
    const [known] = await ctx.app.db.insert(customers).values({ mobile: '9811122233' }).returning({ id: customers.id });
    const first = await byMobileStatement('kept test: by mobile', builds).execute({ mobile: '9811122233' });
    const second = await byMobileStatement('kept test: by mobile', builds).execute({ mobile: '9800000000' });
    expect(first).toEqual([{ id: known!.id }]);
    expect(second).toEqual([]);
    expect(builds.count).toBe(1);
  });

  it('refuses to run without a value for a placeholder the statement reads', async () => {
    await expect(byMobileStatement('kept test: by mobile', { count: 0 }).execute({})).rejects.toThrow(/mobile/);
  });
});

describe('runPrepared', () => {
  it('answers what the query answers, from one statement the server keeps per shape', async () => {
    const byMobile = (mobile: string) =>
      ctx.app.db
        .select({ id: customers.id })
        .from(customers)
        .where(sql`${customers.mobile} = ${mobile}`);
    const [direct, first, second] = [
      await byMobile('9876543210'),
      await runPrepared(byMobile('9876543210')),
      await runPrepared(byMobile('9123456780')),
    ];
    expect(first).toEqual(direct);
    expect(second).toEqual([]);
    const name = preparedName(byMobile('0').toSQL().sql);
    expect(name).toMatch(/^seva_/);
    // PGlite has one connection, so the statement it prepared is the one this read sees.
    if (!ctx.databaseUrl) expect(await preparedOnServer()).toContain(name);
  });

  it(`names at most ${MAX_PREPARED_SHAPES} shapes; others still run, unnamed`, async () => {
    const shape = (i: number) =>
      ctx.app.db
        .select({ n: sql<number>`${sql.raw(String(i))}::int` })
        .from(customers)
        .limit(1);
    for (let i = 0; preparedName(shape(i).toSQL().sql) !== undefined; i += 1) {
      if (i > MAX_PREPARED_SHAPES) throw new Error('the cap on named shapes did not hold');
    }
    const beyond = shape(MAX_PREPARED_SHAPES + 10);
    expect(preparedName(beyond.toSQL().sql)).toBeUndefined();
    await expect(runPrepared(beyond)).resolves.toEqual(await beyond);
  });

  it('keeps no statement past the cap: a new shape is built for every call, and still answers', async () => {
    const builds = { count: 0 };
    const statement = () => byMobileStatement('kept test: beyond the cap', builds, 2);
    await expect(statement().execute({ mobile: '9811122233' })).resolves.toHaveLength(1);
    await expect(statement().execute({ mobile: '9811122233' })).resolves.toHaveLength(1);
    expect(builds.count).toBe(2);
  });
});
