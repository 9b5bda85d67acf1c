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
import { and, count, desc, eq, exists, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ageOn, MESSAGES, type MilanGender, type ProfileCard, type ProfileSearchResponse } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { keptStatement, type Bound } from '../../../db/prepared.js';
import { firstNameOf } from '../../customers/service.js';
import { notBlockedWith, selfAndBlockedEitherWay } from '../shared/blocks.js';
import { acceptedWith } from '../shared/connection-state.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { primaryPhotoOf } from '../photos/photos.js';
import { lastActiveBucket } from '../profile-views/last-active.js';
import { boostedNow, rankedPage, type RankingViewer } from './search-ranking.js';
import {
  filterConditions,
  filterValues,
  FILTERS,
  preferenceValues,
  type FilterName,
  type SearchQuery,
} from './search-filters.js';
import { filterSetTotal, searchViewerProfile, type SearchViewerProfile } from './search-memory.js';
import { gunaScores, milanPhotos, milanProfiles, milanShortlists } from '../tables.js';

export { latestBirthDate, type SearchQuery } from './search-filters.js';

export const FEATURED_LIMIT = 8;
export const MATCH_SORT_LOGIN_MESSAGE = MESSAGES.matchSortNeedsLogin;
export const MATCH_SORT_BIRTH_MESSAGE = MESSAGES.matchSortNeedsBirth;
export const MATCH_SORT_GENDER_MESSAGE = MESSAGES.matchSortNeedsOtherGender;

/** The other gender: whom a bride or groom is shown. */
export const opposite = (gender: MilanGender): MilanGender => (gender === 'female' ? 'male' : 'female');

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
 * The join condition of guna_scores with the profile row for a viewer of
 * `gender` (bride → groom, the bride being the woman) whose moon sign is the
 * placeholders `nakshatra` and `rashi`, or undefined (no score).
 */
export function scoreJoin(gender: MilanGender | undefined): SQL | undefined {
  if (!gender) return undefined;
  const mine = { nakshatra: sql.placeholder('nakshatra'), rashi: sql.placeholder('rashi') };
  const theirs = { nakshatra: milanProfiles.moonNakshatra, rashi: milanProfiles.moonRashi };
  const [bride, groom] = gender === 'female' ? [mine, theirs] : [theirs, mine];
  return and(
    eq(gunaScores.brideNakshatra, bride.nakshatra),
    eq(gunaScores.brideRashi, bride.rashi),
    eq(gunaScores.groomNakshatra, groom.nakshatra),
    eq(gunaScores.groomRashi, groom.rashi),
  );
}

/** Conditions every card list shares: not suspended, not the viewer, no block either way. */
export function visibleTo(db: Db, viewerId: Bound<string> | null): SQL[] {
  const conditions: SQL[] = [isNull(milanProfiles.suspendedAt)];
  if (viewerId !== null) {
    conditions.push(ne(milanProfiles.customerId, viewerId), ...notBlockedWith(db, viewerId, milanProfiles.customerId));
  }
  return conditions;
}

/**
 * How many profiles matching `filters` the member (placeholder `viewerId`)
 * does not see for being themself or blocked either way: a few primary-key
 * reads, whatever the number of matches (the page subtracts it from the filter
 * set's total). A visitor: 0.
 */
function hiddenFromViewer(db: Db, member: boolean, filters: SQL | undefined): SQL<number> {
  if (!member) return sql<number>`0`;
  const p = milanProfiles;
  const hidden = inArray(p.customerId, selfAndBlockedEitherWay(sql.placeholder('viewerId')));
  return sql<number>`(${db
    .select({ n: count() })
    .from(p)
    .where(and(hidden, unindexed(filters)))})`;
}

/**
 * `condition` as a filter the planner applies to the rows it reads, never as
 * the way to read them. A kept statement runs from a generic plan, which
 * cannot see its values: there a filter's range (ages) looks as if it matched
 * a row or two, and the planner reads through that filter's index every
 * match, where the match sort needs each moon sign's few members read through
 * milan_profiles_search_idx (gender, moon sign) and the hidden count a
 * primary-key read per hidden member (10,000 members, a bride's match-sorted
 * search: 1.9 → 0.9 ms in the database).
 */
function unindexed(condition: SQL | undefined): SQL | undefined {
  return condition && sql`(${condition}) is true`;
}

/**
 * The card's columns of the milan_profiles row in scope: the first name, the
 * primary photo, whether the viewer may not see it (kept for
 * connections, no accepted connection) and whether the viewer shortlisted it
 * (issue 22; false for a visitor) are scalar subqueries, so Postgres runs
 * them for the rows the statement answers only.
 */
export function cardColumns(db: Db, viewerId: Bound<string> | null) {
  const p = milanProfiles;
  const guarded = sql`${p.photoVisibility} = 'connections'`;
  return {
    id: p.customerId,
    firstName: firstNameOf(db, p.customerId),
    dateOfBirth: p.dateOfBirth,
    city: p.city,
    state: p.state,
    religion: p.religion,
    caste: p.caste,
    heightCm: p.heightCm,
    education: p.education,
    motherTongue: p.motherTongue,
    occupation: p.occupation,
    jobTitle: p.jobTitle,
    boostedUntil: p.boostedUntil,
    verifiedAt: p.verifiedAt,
    lastActiveAt: p.lastActiveAt,
    photoVisibility: p.photoVisibility,
    photo: primaryPhotoOf(db, p.customerId),
    photosHidden:
      viewerId !== null
        ? sql<boolean>`(${guarded} and not ${acceptedWith(db, viewerId, p.customerId)})`
        : sql<boolean>`(${guarded})`,
    shortlisted: viewerId !== null ? shortlistedBy(db, viewerId, p.customerId) : sql<boolean>`false`,
  };
}

/** SQL: `viewerId` has the profile in `profileId` on their shortlist (one primary-key probe). */
function shortlistedBy(db: Db, viewerId: Bound<string>, profileId: SQLWrapper): SQL<boolean> {
  const s = milanShortlists;
  return sql<boolean>`${exists(
    db
      .select({ one: sql`1` })
      .from(s)
      .where(and(eq(s.customerId, viewerId), eq(s.profileId, profileId))),
  )}`;
}

/**
 * Card rows from milan_profiles, guna_scores left-joined on `scoreOn` for
 * the score (else none), and `hidden` (a column of the statement: the
 * matches the viewer does not see, hiddenFromViewer).
 */
function cardRows(db: Db, viewerId: Bound<string> | null, scoreOn: SQL | undefined, hidden: SQL<number>) {
  const query = db
    .select({
      ...cardColumns(db, viewerId),
      points: scoreOn ? sql<number | null>`${gunaScores.points}` : sql<number | null>`null::real`,
      hidden: hidden.mapWith(Number),
    })
    .from(milanProfiles)
    .$dynamic();
  return scoreOn ? query.leftJoin(gunaScores, scoreOn) : query;
}

/** The columns of a card row (cardColumns and its guna `points`), as toCards reads them. */
type CardRow = Omit<Awaited<ReturnType<typeof cardRows>>[number], 'hidden'>;

/** Cards from card rows as `viewer` sees them (`now` for the age, running boosts and photo links). */
export function toCards(rows: CardRow[], links: PhotoLinks, viewer: { id: string } | null, now: Date): ProfileCard[] {
  const viewerId = viewer?.id ?? null;
  return rows.map((row) => ({
    _id: row.id,
    firstName: row.firstName ?? '',
    age: ageOn(row.dateOfBirth, now),
    city: row.city,
    state: row.state,
    religion: row.religion,
    caste: row.caste,
    heightCm: row.heightCm,
    education: row.education,
    motherTongue: row.motherTongue,
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
    lastActive: lastActiveBucket(row.lastActiveAt, now),
    shortlisted: row.shortlisted,
  }));
}

/**
 * What a search statement's SQL depends on; everything else is a placeholder's
 * value (searchValues), so each shape is built and planned once (keptStatement).
 */
interface SearchShape {
  /** A signed-in member searches (placeholder `viewerId`): themself and blocks left out. */
  member: boolean;
  /** One gender is searched (placeholder `gender`); else both. */
  gender: boolean;
  /** The filters set, in FILTERS' order (search-filters.ts). */
  filters: FilterName[];
  /** The viewer's gender when their guna score with each card is shown (placeholders `nakshatra`, `rashi`). */
  scoreAs: MilanGender | undefined;
  /** Ranked by that score (sort=match); else newest first. */
  match: boolean;
}

/**
 * The statements of a search shape: the page of card rows (each with the
 * matches hidden from the viewer), the filter set's count (`filterCount`, the
 * same for every viewer: search-memory.ts keeps it) and the viewer's own count
 * for a page past the end.
 */
function searchQueries(db: Db, shape: SearchShape) {
  const viewerId = shape.member ? sql.placeholder('viewerId') : null;
  const { gender, filters: filtered } = filterConditions(shape);
  const filters = and(isNull(milanProfiles.suspendedAt), gender, ...filtered);
  const where = and(...visibleTo(db, viewerId), gender, ...filtered);
  const matchAs = shape.match ? shape.scoreAs : undefined;
  // The match sort reads each moon sign through (gender, moon sign) and filters what it reads (unindexed).
  const ranked = rankedPage(db, {
    where: matchAs ? and(...visibleTo(db, viewerId), gender, unindexed(and(...filtered))) : where,
    matchAs,
  });
  return {
    rows: cardRows(db, viewerId, scoreJoin(shape.scoreAs), hiddenFromViewer(db, shape.member, filters))
      .innerJoin(ranked, eq(milanProfiles.customerId, ranked.id))
      .orderBy(sql`${ranked.rank} desc nulls last`, desc(ranked.boosted), desc(ranked.createdAt), desc(ranked.id)),
    filterCount: db.select({ total: count() }).from(milanProfiles).where(filters),
    count: db.select({ total: count() }).from(milanProfiles).where(where),
  };
}

/**
 * A search for `viewerId` (null: a visitor) as its shape and the values of
 * its placeholders, checked as searchProfiles documents (throws the same).
 */
async function planSearch(db: Db, viewerId: string | null, query: SearchQuery, now: Date) {
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
  const preferences = query.preferences === 'mine' ? viewer?.profile?.partnerPreferences : undefined;
  const filters = {
    ...(preferences && preferenceValues(preferences, query, now)),
    ...filterValues(query, now),
  };
  const shape: SearchShape = {
    member: viewer !== null,
    gender: gender !== undefined,
    filters: (Object.keys(FILTERS) as FilterName[]).filter((name) => filters[name] !== undefined),
    scoreAs: scorer?.gender,
    match: query.sort === 'match',
  };
  const values = {
    ...filters,
    gender,
    viewerId,
    nakshatra: scorer?.moonNakshatra,
    rashi: scorer?.moonRashi,
    now: now.toISOString(),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  return {
    viewer,
    shape,
    values,
    filterSet: JSON.stringify([gender ?? null, filters]),
    preferencesApplied: preferences !== undefined,
  };
}

/** The statements of `shape`, each built and prepared once (keptStatement). */
function keptStatementsOf(db: Db, shape: SearchShape) {
  const key = JSON.stringify(shape);
  // The filter count reads the gender and filters only: one statement for every viewer and sort.
  const filterSet = JSON.stringify({ gender: shape.gender, filters: shape.filters });
  return {
    rows: () => keptStatement(db, `milan-search rows ${key}`, () => searchQueries(db, shape).rows),
    filterCount: () =>
      keptStatement(db, `milan-search filter count ${filterSet}`, () => searchQueries(db, shape).filterCount),
    count: () => keptStatement(db, `milan-search count ${key}`, () => searchQueries(db, shape).count),
  };
}

/**
 * One page of profiles for `viewerId` (null: a visitor) matching `query`.
 * The gender defaults to the opposite of the viewer's profile (visitors and
 * members without a profile: both). `currentUserId`, when sent, must be the
 * viewer: 401 for a visitor, 403 for anyone else. `sort=match` orders by
 * guna score with the viewer (unscored profiles last) and needs the viewer's
 * birth details and the other gender (400 otherwise); `newest` puts running
 * boosts first, then the newest profiles. `preferences=mine` adds the
 * member's partner preferences as filters (preferenceValues; issue 22).
 */
export async function searchProfiles(
  db: Db,
  links: PhotoLinks,
  viewerId: string | null,
  query: SearchQuery,
  now = new Date(),
): Promise<ProfileSearchResponse> {
  const { viewer, shape, values, filterSet, preferencesApplied } = await planSearch(db, viewerId, query, now);
  const statements = keptStatementsOf(db, shape);
  const matching = await filterSetTotal(db, filterSet, async () => {
    const [row] = await statements.filterCount().execute(values);
    return row?.total ?? 0;
  });
  const rows = await statements.rows().execute(values);
  // Every row carries what the viewer may not see; a page past the end has none to carry it. A kept count is
  // at most SEARCH_MEMORY_TTL_MS old should a forget be lost: never fewer than the matches up to this page.
  const first = rows[0];
  const total = first
    ? Math.max(matching - first.hidden, (query.page - 1) * query.pageSize + rows.length)
    : query.page > 1
      ? ((await statements.count().execute(values))[0]?.total ?? 0)
      : 0;
  return {
    status: true,
    results: toCards(rows, links, viewer, now),
    total,
    page: query.page,
    pageSize: query.pageSize,
    preferencesApplied,
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
  const scorer = scoringViewer(viewer, gender);
  const rows = await cardRows(db, viewerId, scoreJoin(scorer?.gender), sql<number>`0`)
    .where(
      and(
        ...visibleTo(db, viewerId),
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
    .orderBy(desc(boostedNow()), desc(milanProfiles.createdAt), desc(milanProfiles.customerId))
    .limit(FEATURED_LIMIT)
    .execute({ now: now.toISOString(), nakshatra: scorer?.moonNakshatra, rashi: scorer?.moonRashi });
  return toCards(rows, links, viewer, now);
}

/**
 * The cards of the profiles `ids`, in that order, as the member `viewerId`
 * sees them at `now` (photo privacy, their guna score with profiles of the
 * other gender, `shortlisted`): for lists that pick their own profiles, such
 * as the shortlist and who viewed my profile (issue 22). The caller leaves out suspended and blocked
 * profiles; an id without a profile is skipped.
 */
export async function profileCardsOf(
  db: Db,
  links: PhotoLinks,
  viewerId: string,
  ids: string[],
  now = new Date(),
): Promise<ProfileCard[]> {
  if (ids.length === 0) return [];
  const viewer = await viewerOf(db, viewerId);
  const scorer = viewer?.profile ? scoringViewer(viewer, opposite(viewer.profile.gender)) : undefined;
  const scoreOn = scorer && and(scoreJoin(scorer.gender), eq(milanProfiles.gender, opposite(scorer.gender)));
  const rows = await cardRows(db, viewerId, scoreOn, sql<number>`0`)
    .where(inArray(milanProfiles.customerId, ids))
    .execute({ nakshatra: scorer?.moonNakshatra, rashi: scorer?.moonRashi });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    ids.flatMap((id) => byId.get(id) ?? []),
    links,
    viewer,
    now,
  );
}
