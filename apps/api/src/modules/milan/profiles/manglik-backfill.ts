/**
 * Mangal dosha for profiles saved before it was computed (migration 0027 added
 * `milan_profiles.manglik`, null on every older row): at start-up, each profile
 * with birth time and place but no `manglik` gets it from the same chart as a
 * save would (birthChartColumnsOf), so the kundli and the manglik search filter
 * know it without the member saving again. Safe at every start and from several
 * processes at once: it only fills nulls, with the value the birth details give.
 */
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { BirthPlaceKey } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { milanProfiles } from '../tables.js';
import { birthChartColumnsOf } from './profiles.js';

/** Profiles read per round. */
const BATCH = 500;

/**
 * Fills `manglik` where it is null and the birth time and place are known, in
 * id order (each row read once, even one whose details give no answer); answers
 * how many rows it filled. Birth details the chart cannot read (an unknown place,
 * an impossible time) leave the row as it was.
 */
export async function fillMissingManglik(db: Db): Promise<number> {
  const p = milanProfiles;
  let filled = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .select({
        customerId: p.customerId,
        dateOfBirth: p.dateOfBirth,
        birthTime: p.birthTime,
        birthPlace: p.birthPlace,
      })
      .from(p)
      .where(and(isNull(p.manglik), isNotNull(p.birthTime), isNotNull(p.birthPlace), gt(p.customerId, after)))
      .orderBy(asc(p.customerId))
      .limit(BATCH);
    for (const row of rows) {
      const manglik = manglikOf(row);
      if (manglik === null) continue;
      await db
        .update(p)
        .set({ manglik })
        .where(and(eq(p.customerId, row.customerId), isNull(p.manglik)));
      filled++;
    }
    if (rows.length < BATCH) return filled;
    after = rows[rows.length - 1]!.customerId;
  }
}

/** The chart's Mangal dosha for `row`, or null when its birth details cannot be read. */
function manglikOf(row: { dateOfBirth: string; birthTime: string | null; birthPlace: string | null }): boolean | null {
  try {
    // An unknown place key throws like an impossible time: caught below.
    return birthChartColumnsOf({ ...row, birthPlace: row.birthPlace as BirthPlaceKey | null }).manglik;
  } catch {
    return null;
  }
}
