/**
 * Upkeep of search's index-only scans (search-ranking.ts) on embedded PGlite,
 * which has no autovacuum: an index-only scan reads the heap for every row of
 * a page not marked all-visible, and every profile write clears that mark.
 * VACUUM sets it again (and ANALYZE refreshes the planner's statistics).
 * PostgreSQL's autovacuum does both by itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { milanProfiles } from './tables.js';

/** VACUUM (ANALYZE) milan_profiles; outside any transaction. Takes a fraction of a second at 10,000 members. */
export async function vacuumMilanProfiles(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${milanProfiles}`);
}
