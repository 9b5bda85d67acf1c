/**
 * Upkeep embedded PGlite needs and PostgreSQL's autovacuum does by itself:
 * VACUUM (ANALYZE) of the whole database.
 *  - ANALYZE gives the planner statistics. Without them PGlite took 15 ms to
 *    plan the cart's three-table join (1 ms with them; issue 18's profile):
 *    every signed-in read paid it.
 *  - VACUUM marks pages all-visible, so index-only scans (Milan Sathi search,
 *    milan/search/search-ranking.ts) do not read the table for every row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** VACUUM (ANALYZE) every table; outside any transaction. About 2 s on the demo data, 10,000 members included. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
