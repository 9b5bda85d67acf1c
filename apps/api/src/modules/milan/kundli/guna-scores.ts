/**
 * The guna_scores table: the guna milan total (kundli engine, bride → groom)
 * for every pair of moon signs a bride and a groom can have, so search can
 * sort by kundli match with one join. A moon sign here is a (nakshatra,
 * rashi) pair: the 108 padas (quarter nakshatras, 3°20' each) fall into 36
 * distinct pairs — each of the 27 nakshatras, and 9 of them again in the
 * next rashi where they straddle a rashi boundary. 36 × 36 = 1,296 rows.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { gunaMilan } from './index.js';
import { gunaScores } from '../tables.js';

const PADA_SPAN = 360 / 108;
const NAKSHATRA_SPAN = 360 / 27;

/** The distinct (nakshatra, rashi) pairs of the 108 padas, in zodiac order (taken at each pada's middle). */
export function moonSignPairs(): { nakshatra: number; rashi: number }[] {
  const pairs = new Map<string, { nakshatra: number; rashi: number }>();
  for (let pada = 0; pada < 108; pada += 1) {
    const longitude = (pada + 0.5) * PADA_SPAN;
    const pair = { nakshatra: Math.floor(longitude / NAKSHATRA_SPAN), rashi: Math.floor(longitude / 30) };
    pairs.set(`${pair.nakshatra}:${pair.rashi}`, pair);
  }
  return [...pairs.values()];
}

/** Every guna_scores row: each bride pair × each groom pair with gunaMilan's total. */
export function gunaScoreRows(): (typeof gunaScores.$inferInsert)[] {
  const pairs = moonSignPairs();
  return pairs.flatMap((bride) =>
    pairs.map((groom) => ({
      brideNakshatra: bride.nakshatra,
      brideRashi: bride.rashi,
      groomNakshatra: groom.nakshatra,
      groomRashi: groom.rashi,
      points: gunaMilan(bride, groom).total,
    })),
  );
}

/** A Postgres array literal of numbers ('{1,2,3}'), passed as one parameter. */
const arrayLiteral = (values: number[]) => `{${values.join(',')}}`;

/**
 * Fills guna_scores unless it already holds exactly the rows the kundli
 * engine gives now (one count-and-sum query). Otherwise, e.g. on a fresh
 * database or after a change to the koota tables, it replaces the table in
 * one transaction with one INSERT … SELECT FROM unnest(five arrays): 1,296
 * rows for five parameters, several times faster than a VALUES list of
 * 6,480, then ANALYZE so the planner hashes the search's join. Safe to run
 * at every start and from several processes at once. Answers the number of
 * rows written.
 */
export async function ensureGunaScores(db: Db): Promise<number> {
  const rows = gunaScoreRows();
  const expectedSum = rows.reduce((total, row) => total + row.points, 0);
  const [stored] = await db
    .select({ n: count(), sum: sql<number | null>`sum(${gunaScores.points})::float8` })
    .from(gunaScores);
  if (stored?.n === rows.length && Math.abs(Number(stored.sum) - expectedSum) < 1e-6) return 0;
  const column = (key: keyof (typeof rows)[number]) => arrayLiteral(rows.map((row) => Number(row[key])));
  await db.transaction(async (tx) => {
    await tx.delete(gunaScores);
    await tx
      .insert(gunaScores)
      .select(
        sql`select * from unnest(${column('brideNakshatra')}::smallint[], ${column('brideRashi')}::smallint[], ${column('groomNakshatra')}::smallint[], ${column('groomRashi')}::smallint[], ${column('points')}::real[])`,
      )
      .onConflictDoNothing();
  });
  // Statistics for the planner (PGlite has no autovacuum): without them it
  // takes a moon sign's 36 rows for 1 and joins search rows by nested loop.
  await db.execute(sql`analyze ${gunaScores}`);
  return rows.length;
}
