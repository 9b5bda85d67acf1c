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

/**
 * Which page, in which order, of the profiles matching `where` (conditions on
 * milan_profiles). Built once per shape (db/prepared.ts keptStatement): the
 * values are the placeholders `now` (ISO time, for running boosts), `limit`,
 * `offset` and, for the match sort, `nakshatra` and `rashi` (the viewer's moon sign).
 */
export interface RankedPageQuery {
  where: SQL | undefined;
  /** The viewer's gender to rank by guna score with; undefined: newest first. */
  matchAs: MilanGender | undefined;
}

/** Whether a profile's boost runs at the placeholder `now`. */
export const boostedNow = () =>
  sql<boolean>`coalesce(${milanProfiles.boostedUntil} > ${sql.placeholder('now')}::timestamptz, false)`;

/**
 * The moon signs of the other gender as `signs(sign, points)`: each sign key
 * (nakshatra × 12 + rashi, as milan_profiles.moon_sign_key) with its guna
 * points with a viewer of `gender` whose moon sign is the placeholders
 * `nakshatra` and `rashi` (bride → groom, the bride being the woman), best
 * first, then -1 (no moon sign) with no points.
 */
function signRanking(gender: MilanGender): SQL {
  const g = gunaScores;
  const nakshatra = sql.placeholder('nakshatra');
  const rashi = sql.placeholder('rashi');
  const [own, theirs] =
    gender === 'female'
      ? [
          sql`${g.brideNakshatra} = ${nakshatra} and ${g.brideRashi} = ${rashi}`,
          sql`${g.groomNakshatra} * 12 + ${g.groomRashi}`,
        ]
      : [
          sql`${g.groomNakshatra} = ${nakshatra} and ${g.groomRashi} = ${rashi}`,
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
  const { where, matchAs } = query;
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  if (!matchAs) {
    return db
      .select({
        id: sql<string>`${p.customerId}`.as('ranked_id'),
        rank: sql<number | null>`null::real`.as('ranked_points'),
        boosted: boostedNow().as('ranked_boosted'),
        createdAt: sql`${p.createdAt}`.as('ranked_created_at'),
      })
      .from(p)
      .where(where)
      .orderBy(desc(boostedNow()), desc(p.createdAt), desc(p.customerId))
      .limit(limit)
      .offset(offset)
      .as('ranked');
  }
  const candidate = db
    .select({
      id: sql<string>`${p.customerId}`.as('ranked_id'),
      boosted: boostedNow().as('ranked_boosted'),
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
    .from(signRanking(matchAs))
    .crossJoinLateral(candidate)
    .orderBy(sql`signs.points desc nulls last`, desc(candidate.boosted), desc(candidate.createdAt), desc(candidate.id))
    .limit(limit)
    .offset(offset)
    .as('ranked');
}
