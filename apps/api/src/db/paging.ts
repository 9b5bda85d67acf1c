/** One page of a table's rows, with the number of rows that match. */
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Which page: from 1, `pageSize` rows each. */
export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The rows of `table` matching `where`, sorted by `orderBy`, on page
 * `paging.page`; and how many rows match in all. Both run at once.
 */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  { page, pageSize }: Paging,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: totals[0]?.total ?? 0 };
}
