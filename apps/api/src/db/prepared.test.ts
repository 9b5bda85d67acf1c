import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { customers } from '../modules/customers/tables.js';
import { MAX_PREPARED_SHAPES, preparedName, runPrepared } from './prepared.js';

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
});
