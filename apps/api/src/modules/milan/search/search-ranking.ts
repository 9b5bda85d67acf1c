/**
 * The ranked page of a Milan Sathi search: the ids of one page of matching
 * profiles in the search's order, with the sort keys, as a
 * subquery (`ranked`) that search.ts joins back to milan_profiles for the
 * cards. Only columns of milan_profiles_search_idx (migration 0016) are
 * read, so Postgres answers it by an index-only scan whatever the filters
 * (through a narrower index of milan/tables.ts when one holds the filters), and
 * the heap is read for the page's rows only.
 *
 * Newest: running boosts first, then the newest; one pass over the matches
 * gives the page (a top-N sort).
 *
 * Match (guna score with the viewer, best first, unscored last): the
 * viewer's row of guna_scores (36 moon signs of the other gender, and -1 for
 * "no moon sign", last) ranks the moon signs, and each sign's members are
 * read from the index (gender, moon sign key, …) one sign after another in
 * that order. Postgres sorts only within a run of equal scores (Incremental
 * Sort on the presorted score) and stops once the page is full, so no sort
 * of every candidate. The total is counted apart (search-memory.ts). Issue 22's
 * mutual partner preferences can join this as more conditions in `where`.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MilanGender } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { gunaScores, milanProfiles } from '../tables.js';

/** The viewer's moon sign and gender, for the match ranking. */
export interface RankingViewer {
  gender: MilanGender;
  moonNakshatra: number;
  moonRashi: number;
}

/** Which page, in which order, of the profiles matching `where` (conditions on milan_profiles). */
export interface RankedPageQuery {
  where: SQL | undefined;
  /** The viewer to rank by guna score with; undefined: newest first. */
  matchWith: RankingViewer | undefined;
  limit: number;
  offset: number;
  now: Date;
}

const boostedNow = (now: Date) =>
  sql<boolean>`coalesce(${milanProfiles.boostedUntil} > ${now.toISOString()}::timestamptz, false)`;

/**
 * The moon signs of the other gender as `signs(sign, points)`: each sign key
 * (nakshatra × 12 + rashi, as milan_profiles.moon_sign_key) with its guna
 * points with `viewer` (bride → groom, the bride being the woman), best
 * first, then -1 (no moon sign) with no points.
 */
function signRanking(viewer: RankingViewer): SQL {
  const g = gunaScores;
  const [own, theirs] =
    viewer.gender === 'female'
      ? [
          sql`${g.brideNakshatra} = ${viewer.moonNakshatra} and ${g.brideRashi} = ${viewer.moonRashi}`,
          sql`${g.groomNakshatra} * 12 + ${g.groomRashi}`,
        ]
      : [
          sql`${g.groomNakshatra} = ${viewer.moonNakshatra} and ${g.groomRashi} = ${viewer.moonRashi}`,
          sql`${g.brideNakshatra} * 12 + ${g.brideRashi}`,
        ];
  return sql`(select ${theirs} as sign, ${g.points} as points from ${g} where ${own} union all select -1, null order by points desc nulls last) as signs`;
}

/**
 * The `ranked` subquery of one page: `id`, `rank` (the guna points, or null
 * for newest), `boosted` and `createdAt` (the sort keys), ordered by them. Its columns are named `ranked_…`, apart
 * from milan_profiles' own, because Drizzle names them unqualified. The caller orders its join by the same
 * keys (a subquery's order does not carry over a join).
 */
export function rankedPage(db: Db, query: RankedPageQuery) {
  const p = milanProfiles;
  const { where, matchWith, limit, offset, now } = query;
  if (!matchWith) {
    return db
      .select({
        id: sql<string>`${p.customerId}`.as('ranked_id'),
        rank: sql<number | null>`null::real`.as('ranked_points'),
        boosted: boostedNow(now).as('ranked_boosted'),
        createdAt: sql`${p.createdAt}`.as('ranked_created_at'),
      })
      .from(p)
      .where(where)
      .orderBy(desc(boostedNow(now)), desc(p.createdAt), desc(p.customerId))
      .limit(limit)
      .offset(offset)
      .as('ranked');
  }
  const candidate = db
    .select({
      id: sql<string>`${p.customerId}`.as('ranked_id'),
      boosted: boostedNow(now).as('ranked_boosted'),
      createdAt: sql`${p.createdAt}`.as('ranked_created_at'),
    })
    .from(p)
    .where(and(eq(p.moonSignKey, sql`signs.sign`), where))
    .as('candidate');
  return db
    .select({
      id: sql<string>`${candidate.id}`.as('ranked_id'),
      rank: sql<number | null>`signs.points`.as('ranked_points'),
      boosted: sql<boolean>`${candidate.boosted}`.as('ranked_boosted'),
      createdAt: sql`${candidate.createdAt}`.as('ranked_created_at'),
    })
    .from(signRanking(matchWith))
    .crossJoinLateral(candidate)
    .orderBy(sql`signs.points desc nulls last`, desc(candidate.boosted), desc(candidate.createdAt), desc(candidate.id))
    .limit(limit)
    .offset(offset)
    .as('ranked');
}
