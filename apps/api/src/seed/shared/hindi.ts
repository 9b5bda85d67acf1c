/**
 * The demo content's Hindi for databases seeded before it existed (issue 21, decision 011): seeders insert new
 * rows with their `hi`, and this fills `hi` on existing rows whose `hi` is still empty, so an admin's
 * translation is never overwritten and a restart changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * Sets `hi` (the table's `hi` column, `columns.hi`) to `hindiByKey[key]` on each row of `table` whose `key` column has an entry and whose `hi` is `{}`.
 * Returns how many rows it filled.
 */
export async function fillEmptyHindi(
  db: Db,
  table: PgTable,
  columns: { key: PgColumn; hi: PgColumn },
  hindiByKey: Readonly<Record<string, object>>,
): Promise<number> {
  const empty = sql`${columns.hi} = '{}'::jsonb`;
  const rows = (await db.select({ key: columns.key }).from(table).where(empty)) as { key: string }[];
  const toFill = rows.filter((row) => hindiByKey[row.key] !== undefined);
  for (const { key } of toFill) {
    await db
      .update(table)
      .set({ hi: hindiByKey[key] } as never)
      .where(and(eq(columns.key, key), empty));
  }
  return toFill.length;
}
