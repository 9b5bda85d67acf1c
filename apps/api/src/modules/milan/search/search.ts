/**
 * GET /api/users/search and GET /api/users/featured: profile cards (first
 * name, age, city, profession, primary photo — the Milan Sathi issue's
 * privacy rule). Never the viewer, a suspended profile or anyone with a block
 * either way. The filters are plain column comparisons on milan_profiles
 * under `suspended_at is null` (ages become date-of-birth bounds; blocks are
 * two hashed NOT IN subqueries), all on columns of the covering index
 * milan_profiles_search_idx, so any combination is read from an index. A
 * page is one statement (PGlite runs one at a time, so round trips count):
 * search-ranking.ts picks the page's ids in order with the total, from the
 * index alone (for the match sort, moon sign by moon sign in score order);
 * then the cards' columns, the score (guna_scores on the two moon signs),
 * the first name, primary photo and accepted-connection check are read for
 * those rows only. A separate count runs only for a page past the end. A
 * photo kept for connections, shown to an accepted one, carries links signed
 * for the viewer (photos/photo-links.ts).
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, exists, gt, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ageOn,
  MESSAGES,
  MILAN_GENDERS,
  type MilanGender,
  type ProfileCard,
  type ProfileSearchResponse,
  type profileSearchQuerySchema,
} from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { runPrepared } from '../../../db/prepared.js';
import { firstNameOf } from '../../customers/service.js';
import { notBlockedWith, selfAndBlockedEitherWay } from '../shared/blocks.js';
import { acceptedWith } from '../shared/connection-state.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { primaryPhotoOf } from '../photos/photos.js';
import { rankedPage, type RankingViewer } from './search-ranking.js';
import { filterSetTotal, searchViewerProfile, type SearchViewerProfile } from './search-memory.js';
import { gunaScores, milanPhotos, milanProfiles } from '../tables.js';

export type SearchQuery = z.output<typeof profileSearchQuerySchema>;

export const FEATURED_LIMIT = 8;
export const MATCH_SORT_LOGIN_MESSAGE = 'Please log in to sort profiles by kundli match.';
export const MATCH_SORT_BIRTH_MESSAGE =
  'Add your birth date, time and place to your profile to sort profiles by kundli match.';
export const MATCH_SORT_GENDER_MESSAGE =
  'Kundli match is between a bride and a groom: search the other gender to sort by it.';

const opposite = (gender: MilanGender): MilanGender => (gender === 'female' ? 'male' : 'female');

/**
 * The latest date of birth (YYYY-MM-DD) of someone at least `age` whole years
 * old on `now`'s UTC date — the way `ageOn` counts. 29 February maps to 28
 * February in a common year.
 */
export function latestBirthDate(age: number, now: Date): string {
  const year = now.getUTCFullYear() - age;
  const month = now.getUTCMonth();
  let day = new Date(Date.UTC(year, month, now.getUTCDate()));
  if (day.getUTCMonth() !== month) day = new Date(Date.UTC(year, month + 1, 0));
  return day.toISOString().slice(0, 10);
}

/** Who is looking: nobody (a visitor), or a member with or without a profile (its gender and moon sign). */
interface Viewer {
  id: string;
  profile: SearchViewerProfile | undefined;
}

async function viewerOf(db: Db, viewerId: string | null): Promise<Viewer | null> {
  return viewerId ? { id: viewerId, profile: await searchViewerProfile(db, viewerId) } : null;
}

/**
 * The viewer's moon sign when a guna score is computable with the profiles
 * of `gender`: the viewer has a moon sign and looks at the other gender.
 */
function scoringViewer(viewer: Viewer | null, gender: MilanGender | undefined): RankingViewer | undefined {
  const mine = viewer?.profile;
  if (!mine || mine.moonRashi === null || mine.moonNakshatra === null || gender !== opposite(mine.gender)) {
    return undefined;
  }
  return { gender: mine.gender, moonNakshatra: mine.moonNakshatra, moonRashi: mine.moonRashi };
}

/**
 * The join condition of guna_scores with the profile row for `scorer`
 * (bride → groom, the bride being the woman), or undefined (no score).
 */
function scoreJoin(scorer: RankingViewer | undefined): SQL | undefined {
  if (!scorer) return undefined;
  const mine = { nakshatra: scorer.moonNakshatra, rashi: scorer.moonRashi };
  const theirs = { nakshatra: milanProfiles.moonNakshatra, rashi: milanProfiles.moonRashi };
  const [bride, groom] = scorer.gender === 'female' ? [mine, theirs] : [theirs, mine];
  return and(
    eq(gunaScores.brideNakshatra, bride.nakshatra),
    eq(gunaScores.brideRashi, bride.rashi),
    eq(gunaScores.groomNakshatra, groom.nakshatra),
    eq(gunaScores.groomRashi, groom.rashi),
  );
}

/** Conditions every card list shares: not suspended, not the viewer, no block either way. */
function visibleTo(db: Db, viewer: Viewer | null): SQL[] {
  const conditions: SQL[] = [isNull(milanProfiles.suspendedAt)];
  if (viewer) {
    conditions.push(
      ne(milanProfiles.customerId, viewer.id),
      ...notBlockedWith(db, viewer.id, milanProfiles.customerId),
    );
  }
  return conditions;
}

/**
 * How many profiles matching `filters` the viewer does not see for being
 * themself or blocked either way: a few primary-key reads, whatever the
 * number of matches (the page subtracts it from the filter set's total).
 */
function hiddenFromViewer(db: Db, viewer: Viewer | null, filters: SQL | undefined): SQL<number> {
  if (!viewer) return sql<number>`0`;
  const p = milanProfiles;
  const hidden = inArray(p.customerId, selfAndBlockedEitherWay(viewer.id));
  return sql<number>`(${db.select({ n: count() }).from(p).where(and(filters, hidden))})`;
}

const boostedNow = (now: Date) =>
  sql<boolean>`coalesce(${milanProfiles.boostedUntil} > ${now.toISOString()}::timestamptz, false)`;

/**
 * The card's columns of the milan_profiles row in scope: the first name, the
 * primary photo and whether the viewer may not see it (kept for
 * connections, no accepted connection) are scalar subqueries, so Postgres
 * runs them for the rows the statement answers only.
 */
function cardColumns(db: Db, viewer: Viewer | null) {
  const p = milanProfiles;
  const guarded = sql`${p.photoVisibility} = 'connections'`;
  return {
    id: p.customerId,
    firstName: firstNameOf(db, p.customerId),
    dateOfBirth: p.dateOfBirth,
    city: p.city,
    state: p.state,
    occupation: p.occupation,
    jobTitle: p.jobTitle,
    boostedUntil: p.boostedUntil,
    verifiedAt: p.verifiedAt,
    photoVisibility: p.photoVisibility,
    photo: primaryPhotoOf(db, p.customerId),
    photosHidden: viewer
      ? sql<boolean>`(${guarded} and not ${acceptedWith(db, viewer.id, p.customerId)})`
      : sql<boolean>`(${guarded})`,
  };
}

/**
 * Card rows from milan_profiles, guna_scores left-joined on `scoreOn` for
 * the score (else none), and `hidden` (a column of the statement: the
 * matches the viewer does not see, hiddenFromViewer).
 */
function cardRows(db: Db, viewer: Viewer | null, scoreOn: SQL | undefined, hidden: SQL<number>) {
  const query = db
    .select({
      ...cardColumns(db, viewer),
      points: scoreOn ? sql<number | null>`${gunaScores.points}` : sql<number | null>`null::real`,
      hidden: hidden.mapWith(Number),
    })
    .from(milanProfiles)
    .$dynamic();
  return scoreOn ? query.leftJoin(gunaScores, scoreOn) : query;
}

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** Cards from card rows as `viewer` sees them (`now` for the age, running boosts and photo links). */
function toCards(rows: CardRow[], links: PhotoLinks, viewer: Viewer | null, now: Date): ProfileCard[] {
  const viewerId = viewer?.id ?? null;
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName ?? '',
    age: ageOn(row.dateOfBirth, now),
    city: row.city,
    state: row.state,
    occupation: row.occupation,
    jobTitle: row.jobTitle,
    photo:
      row.photosHidden || !row.photo
        ? null
        : links.sign(row.photo, { id: row.id, photoVisibility: row.photoVisibility }, viewerId, now),
    photosHidden: row.photosHidden,
    gunaScore: row.points,
    boosted: row.boostedUntil !== null && row.boostedUntil > now,
    verified: row.verifiedAt !== null,
  }));
}

/** The WHERE conditions of a search (beyond visibleTo) from its filters. */
function filterConditions(query: SearchQuery, gender: MilanGender | undefined, now: Date): SQL[] {
  const p = milanProfiles;
  const conditions: (SQL | undefined)[] = [
    // Both genders, spelled out (every profile has one of them), keep milan_profiles_search_idx usable.
    gender ? eq(p.gender, gender) : inArray(p.gender, [...MILAN_GENDERS]),
    query.religion !== undefined ? eq(p.religion, query.religion) : undefined,
    query.ageMin !== undefined ? lte(p.dateOfBirth, latestBirthDate(query.ageMin, now)) : undefined,
    query.ageMax !== undefined ? gt(p.dateOfBirth, latestBirthDate(query.ageMax + 1, now)) : undefined,
    query.heightMin !== undefined ? gte(p.heightCm, query.heightMin) : undefined,
    query.heightMax !== undefined ? lte(p.heightCm, query.heightMax) : undefined,
    query.caste !== undefined ? eq(sql`lower(${p.caste})`, query.caste.toLowerCase()) : undefined,
    query.motherTongue !== undefined ? eq(p.motherTongue, query.motherTongue) : undefined,
    query.maritalStatus !== undefined ? eq(p.maritalStatus, query.maritalStatus) : undefined,
    query.education !== undefined ? eq(p.education, query.education) : undefined,
    query.occupation !== undefined ? eq(p.occupation, query.occupation) : undefined,
    query.incomeBand !== undefined ? eq(p.incomeBand, query.incomeBand) : undefined,
    // The state is compared exactly (the pages offer INDIAN_STATES), keeping the state + city index usable.
    query.state !== undefined ? eq(p.state, query.state) : undefined,
    query.city !== undefined ? eq(sql`lower(${p.city})`, query.city.toLowerCase()) : undefined,
    query.diet !== undefined ? eq(p.diet, query.diet) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The statements of a search, not yet run, for `viewerId` (null: a visitor):
 * the page of card rows (each with the matches hidden from the viewer), the
 * filter set's count (`filterCount`, the same for every viewer:
 * search-memory.ts keeps it) and the viewer's own count for a page past the
 * end. Exported so the bench can EXPLAIN exactly what the route runs
 * (`.toSQL()`). Throws like searchProfiles.
 */
export async function searchStatements(db: Db, viewerId: string | null, query: SearchQuery, now = new Date()) {
  if (query.currentUserId !== undefined) {
    if (!viewerId) throw httpErrors.unauthorized(MESSAGES.unauthorized);
    if (query.currentUserId !== viewerId) throw httpErrors.forbidden(MESSAGES.forbidden);
  }
  const viewer = await viewerOf(db, viewerId);
  const gender = query.gender ?? (viewer?.profile ? opposite(viewer.profile.gender) : undefined);
  const scorer = scoringViewer(viewer, gender);
  if (query.sort === 'match' && !scorer) {
    if (!viewer) throw httpErrors.badRequest(MATCH_SORT_LOGIN_MESSAGE);
    const hasBirthDetails = viewer.profile !== undefined && viewer.profile.moonRashi !== null;
    throw httpErrors.badRequest(hasBirthDetails ? MATCH_SORT_GENDER_MESSAGE : MATCH_SORT_BIRTH_MESSAGE);
  }
  const filtered = filterConditions(query, gender, now);
  const filters = and(isNull(milanProfiles.suspendedAt), ...filtered);
  const where = and(...visibleTo(db, viewer), ...filtered);
  const ranked = rankedPage(db, {
    where,
    matchWith: query.sort === 'match' ? scorer : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    now,
  });
  return {
    viewer,
    rows: cardRows(db, viewer, scoreJoin(scorer), hiddenFromViewer(db, viewer, filters))
      .innerJoin(ranked, eq(milanProfiles.customerId, ranked.id))
      .orderBy(sql`${ranked.rank} desc nulls last`, desc(ranked.boosted), desc(ranked.createdAt), desc(ranked.id)),
    filterCount: db.select({ total: count() }).from(milanProfiles).where(filters),
    count: db.select({ total: count() }).from(milanProfiles).where(where),
  };
}

/**
 * One page of profiles for `viewerId` (null: a visitor) matching `query`.
 * The gender defaults to the opposite of the viewer's profile (visitors and
 * members without a profile: both). `currentUserId`, when sent, must be the
 * viewer: 401 for a visitor, 403 for anyone else. `sort=match` orders by
 * guna score with the viewer (unscored profiles last) and needs the viewer's
 * birth details and the other gender (400 otherwise); `newest` puts running
 * boosts first, then the newest profiles.
 */
export async function searchProfiles(
  db: Db,
  links: PhotoLinks,
  viewerId: string | null,
  query: SearchQuery,
  now = new Date(),
): Promise<ProfileSearchResponse> {
  const statements = await searchStatements(db, viewerId, query, now);
  const matching = await filterSetTotal(db, statements.filterCount);
  // Prepared: planning this statement would take as long as running it (db/prepared.ts).
  const rows = await runPrepared(statements.rows);
  // Every row carries what the viewer may not see; a page past the end has none to carry it. A kept count is
  // at most SEARCH_MEMORY_TTL_MS old should a forget be lost: never fewer than the matches up to this page.
  const first = rows[0];
  const total = first
    ? Math.max(matching - first.hidden, (query.page - 1) * query.pageSize + rows.length)
    : query.page > 1
      ? ((await runPrepared(statements.count))[0]?.total ?? 0)
      : 0;
  return {
    status: true,
    results: toCards(rows, links, statements.viewer, now),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Up to FEATURED_LIMIT profiles for the landing page: not suspended, with a
 * primary photo shown to everyone, boosted first, then the newest. Members
 * see the other gender (when they have a profile), never themselves or
 * anyone with a block either way, with their guna score when computable.
 */
export async function featuredProfiles(
  db: Db,
  links: PhotoLinks,
  viewerId: string | null,
  now = new Date(),
): Promise<ProfileCard[]> {
  const viewer = await viewerOf(db, viewerId);
  const gender = viewer?.profile ? opposite(viewer.profile.gender) : undefined;
  const rows = await cardRows(db, viewer, scoreJoin(scoringViewer(viewer, gender)), sql<number>`0`)
    .where(
      and(
        ...visibleTo(db, viewer),
        eq(milanProfiles.photoVisibility, 'everyone'),
        exists(
          db
            .select({ id: milanPhotos.id })
            .from(milanPhotos)
            .where(and(eq(milanPhotos.customerId, milanProfiles.customerId), eq(milanPhotos.isPrimary, true))),
        ),
        gender && eq(milanProfiles.gender, gender),
      ),
    )
    .orderBy(desc(boostedNow(now)), desc(milanProfiles.createdAt), desc(milanProfiles.customerId))
    .limit(FEATURED_LIMIT);
  return toCards(rows, links, viewer, now);
}
