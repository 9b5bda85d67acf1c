/**
 * GET /api/users/matches — "Matches for you" (issue 22): members of the other
 * gender whose profile meets the member's partner preferences and whose own
 * partner preferences accept the member (match-criteria.ts), never the
 * member, a suspended profile or anyone with a block either way.
 *
 * Strict: every preference the member stated is met; relaxed: all but up to
 * MATCH_RELAXED_MISSES (the age range always). Ranked by how many are met,
 * then the guna score with the member (when both have birth details), then
 * the most recently active. Each card says which preferences it meets.
 *
 * One kept statement per mode and scoring (db/prepared.ts): the candidates
 * are one gender in an age range, read through the gender-led indexes of
 * milan_profiles; the page's total rides on its rows (a window count), and a
 * separate count runs only for a page past the end.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  MATCH_RELAXED_MISSES,
  MESSAGES,
  type MatchCard,
  type MatchCriterion,
  type MatchMode,
  type MatchesResponse,
  type matchesQuerySchema,
} from '@seva/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { keptStatement, runPrepared } from '../../../db/prepared.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { cardColumns, opposite, scoreJoin, toCards, visibleTo } from '../search/search.js';
import { MATCH_MEMORY_RANKS, rankedMatches } from '../search/search-memory.js';
import { gunaScores, milanProfiles } from '../tables.js';
import { acceptsMember, matchValues, meetsAge, meetsEveryPreference, unmetPreferences } from './match-criteria.js';

export type MatchesQuery = z.output<typeof matchesQuerySchema>;

/** The member's profile as matching reads it (undefined: no profile). */
async function memberProfile(db: Db, memberId: string) {
  const p = milanProfiles;
  const [row] = await runPrepared(
    db
      .select({
        gender: p.gender,
        dateOfBirth: p.dateOfBirth,
        heightCm: p.heightCm,
        religion: p.religion,
        motherTongue: p.motherTongue,
        maritalStatus: p.maritalStatus,
        diet: p.diet,
        state: p.state,
        partnerPreferences: p.partnerPreferences,
        moonNakshatra: p.moonNakshatra,
        moonRashi: p.moonRashi,
        suspendedAt: p.suspendedAt,
      })
      .from(p)
      .where(eq(p.customerId, memberId))
      .limit(1),
  );
  return row;
}

/** What the statement's SQL depends on: the mode, and the member's gender when a guna score is computable. */
interface MatchShape {
  mode: MatchMode;
  scoreAs: 'male' | 'female' | undefined;
  /** Only profiles created after the placeholder `createdAfter` (the daily e-mail's new matches). */
  newOnly?: true;
}

/** The statements of `shape`: a page of card rows with their unmet preferences and the total, and the count alone. */
function matchQueries(db: Db, shape: MatchShape) {
  const p = milanProfiles;
  const viewerId = sql.placeholder('viewerId');
  const misses = sql<number>`cardinality(${unmetPreferences})`;
  const where = and(
    ...visibleTo(db, viewerId),
    eq(p.gender, sql.placeholder('gender')),
    meetsAge,
    shape.mode === 'strict' ? meetsEveryPreference : sql`${misses} <= ${sql.raw(String(MATCH_RELAXED_MISSES))}`,
    acceptsMember,
    shape.newOnly ? sql`${p.createdAt} > ${sql.placeholder('createdAfter')}::timestamptz` : undefined,
  );
  const scoreOn = scoreJoin(shape.scoreAs);
  const points = scoreOn ? sql<number | null>`${gunaScores.points}` : sql<number | null>`null::real`;
  // The page's ids in order, with the sort keys, the reasons and the total, from the candidates' match columns
  // alone; the card's columns (first name, photo, shortlist… each a subquery) are then read for those rows only.
  const candidates = db
    .select({
      id: sql<string>`${p.customerId}`.as('ranked_id'),
      misses: misses.as('ranked_misses'),
      unmet: unmetPreferences.as('ranked_unmet'),
      points: points.as('ranked_points'),
      lastActiveAt: sql`${p.lastActiveAt}`.as('ranked_last_active_at'),
      total: sql<number>`count(*) over ()`.as('ranked_total'),
    })
    .from(p)
    .$dynamic();
  const ranks = (scoreOn ? candidates.leftJoin(gunaScores, scoreOn) : candidates)
    .where(where)
    .orderBy(asc(misses), sql`${points} desc nulls last`, sql`${p.lastActiveAt} desc nulls last`, desc(p.customerId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const ranked = ranks.as('ranked');
  return {
    ranks,
    rows: db
      .select({
        ...cardColumns(db, viewerId),
        points: sql<number | null>`${ranked.points}`,
        unmet: sql<MatchCriterion[]>`${ranked.unmet}`,
        total: sql<number>`${ranked.total}`.mapWith(Number),
      })
      .from(p)
      .innerJoin(ranked, eq(p.customerId, ranked.id))
      .orderBy(
        asc(ranked.misses),
        sql`${ranked.points} desc nulls last`,
        sql`${ranked.lastActiveAt} desc nulls last`,
        desc(p.customerId),
      ),
    count: db.select({ total: count() }).from(p).where(where),
  };
}

/**
 * The cards of the profiles `ids` (placeholder, text[]) the member (placeholder
 * `viewerId`) may see now: a ranking kept in memory is read again through the
 * same visibility (suspended, blocked either way), so a block hides at once.
 */
function cardsQuery(db: Db) {
  const p = milanProfiles;
  const viewerId = sql.placeholder('viewerId');
  return db
    .select(cardColumns(db, viewerId))
    .from(p)
    .where(and(sql`${p.customerId} = any(${sql.placeholder('ids')}::text[])`, ...visibleTo(db, viewerId)));
}

/** Thrown when the member has no profile (409) or it is suspended (403); answered when matching may run. */
async function matchingMember(db: Db, memberId: string) {
  const member = await memberProfile(db, memberId);
  if (!member) throw httpErrors.conflict(MESSAGES.profileRequired);
  if (member.suspendedAt) throw httpErrors.forbidden(MESSAGES.accountSuspended);
  return member;
}

/** Runs the kept statements of one page of `member`'s matches in `mode`, with their reasons. */
async function matchPage(
  db: Db,
  links: PhotoLinks,
  memberId: string,
  member: NonNullable<Awaited<ReturnType<typeof memberProfile>>>,
  page: { mode: MatchMode; page: number; pageSize: number; createdAfter?: Date },
  now: Date,
) {
  const scored = member.moonNakshatra !== null && member.moonRashi !== null;
  const shape: MatchShape = {
    mode: page.mode,
    scoreAs: scored ? member.gender : undefined,
    ...(page.createdAfter ? { newOnly: true as const } : {}),
  };
  const { values: matching, stated } = matchValues(member, now);
  const values = {
    ...matching,
    viewerId: memberId,
    gender: opposite(member.gender),
    nakshatra: member.moonNakshatra,
    rashi: member.moonRashi,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
    ...(page.createdAfter ? { createdAfter: page.createdAfter.toISOString() } : {}),
  };
  const key = JSON.stringify(shape);
  const offset = (page.page - 1) * page.pageSize;
  const fromMemory = !page.createdAfter && offset + page.pageSize <= MATCH_MEMORY_RANKS;
  const { rows, total } = fromMemory
    ? await keptRanksPage(db, memberId, key, shape, values, offset, page.pageSize)
    : await rankedPage(db, key, shape, values, page.page);
  const cards = toCards(rows, links, { id: memberId }, now);
  const results: MatchCard[] = cards.map((card, index) => {
    const unmet = rows[index]?.unmet ?? [];
    return { ...card, match: { met: stated.length - unmet.length, stated: stated.length, unmet } };
  });
  return { results, total, stated };
}

type MatchValues = Record<string, unknown>;

/** One page ranked and read in one statement (past the ranks kept in memory, and the daily e-mail's). */
async function rankedPage(db: Db, key: string, shape: MatchShape, values: MatchValues, page: number) {
  const rows = await keptStatement(db, `milan-matches rows ${key}`, () => matchQueries(db, shape).rows).execute(values);
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((await keptStatement(db, `milan-matches count ${key}`, () => matchQueries(db, shape).count).execute(values))[0]
          ?.total ?? 0)
      : 0);
  return { rows, total };
}

/**
 * One page from the member's ranking kept in memory (search-memory.ts rankedMatches: ranked once
 * for MATCH_MEMORY_RANKS, dropped by any profile's save or after SEARCH_MEMORY_TTL_MS), with the
 * page's cards read now.
 */
async function keptRanksPage(
  db: Db,
  memberId: string,
  key: string,
  shape: MatchShape,
  values: MatchValues,
  offset: number,
  pageSize: number,
) {
  const ranking = await rankedMatches(db, `${memberId} ${key}`, async () => {
    const ranks = await keptStatement(db, `milan-matches ranks ${key}`, () => matchQueries(db, shape).ranks).execute({
      ...values,
      limit: MATCH_MEMORY_RANKS,
      offset: 0,
    });
    return {
      ranks: ranks.map(({ id, misses, unmet, points }) => ({ id, misses: Number(misses), unmet, points })),
      total: Number(ranks[0]?.total ?? 0),
    };
  });
  const slice = ranking.ranks.slice(offset, offset + pageSize);
  if (slice.length === 0) return { rows: [], total: ranking.total };
  const found = await keptStatement(db, 'milan-matches cards', () => cardsQuery(db)).execute({
    viewerId: memberId,
    ids: slice.map((rank) => rank.id),
  });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = slice.flatMap((rank) => {
    const row = byId.get(rank.id);
    return row ? [{ ...row, points: rank.points, unmet: rank.unmet as MatchCriterion[] }] : [];
  });
  return { rows, total: ranking.total };
}

/**
 * One page of matches for `memberId` in `query.mode`, as cards with their
 * reasons. Throws 409 (profileRequired) without a profile, 403 when the
 * member's profile is suspended.
 */
export async function listMatches(
  db: Db,
  links: PhotoLinks,
  memberId: string,
  query: MatchesQuery,
  now = new Date(),
): Promise<MatchesResponse> {
  const member = await matchingMember(db, memberId);
  const { results, total, stated } = await matchPage(db, links, memberId, member, query, now);
  return { status: true, results, total, page: query.page, pageSize: query.pageSize, mode: query.mode, stated };
}

/**
 * The daily new-matches e-mail's matches (issue 22): `memberId`'s strict
 * mutual matches whose profiles were created after `createdAfter`, best fit
 * first as on "Matches for you", at most `limit` cards (with their reasons)
 * and how many there are in all. Throws like listMatches (409 without a
 * profile, 403 when suspended).
 */
export async function newStrictMatches(
  db: Db,
  links: PhotoLinks,
  memberId: string,
  createdAfter: Date,
  limit: number,
  now = new Date(),
): Promise<{ results: MatchCard[]; total: number }> {
  const member = await matchingMember(db, memberId);
  const { results, total } = await matchPage(
    db,
    links,
    memberId,
    member,
    { mode: 'strict', page: 1, pageSize: limit, createdAfter },
    now,
  );
  return { results, total };
}
