/**
 * "Who viewed my profile" and private browsing (issue 22, what members of
 * the big matrimony sites expect). Opening another member's profile records
 * a view once per viewer, profile and India calendar day; not one's own,
 * not a visitor's, not a member without a profile (or suspended), and not a
 * member browsing privately on a paid plan. The owner reads the distinct
 * viewers of the last PROFILE_VIEWS_WINDOW_DAYS days: the count on any plan,
 * the viewers' cards on a paid plan; blocked (either way) and suspended
 * viewers are left out of both.
 */
import { httpErrors } from '@fastify/sensible';
import { and, countDistinct, desc, eq, exists, gt, gte, isNull, lte, max, sql } from 'drizzle-orm';
import { MESSAGES, PROFILE_VIEWS_WINDOW_DAYS, type ProfileViewsResponse } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { DAY_MS, indiaToday } from '../../../lib/india-dates.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { requireOwnProfile } from '../profiles/profiles.js';
import { profileCardsOf } from '../search/search.js';
import { entitlementsOf } from '../membership/entitlements.js';
import { notBlockedWith } from '../shared/blocks.js';
import { touchLastActive } from './last-active.js';
import { milanMemberships, milanProfiles, milanProfileViews } from '../tables.js';

/** A paid period of the member in `customerId` runs at `now` (entitlementsOf's `paid`, as SQL). */
const paidAt = (db: Db, customerId: typeof milanProfiles.customerId, now: Date) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(milanMemberships)
      .where(
        and(
          eq(milanMemberships.customerId, customerId),
          lte(milanMemberships.startsAt, now),
          gt(milanMemberships.endsAt, now),
        ),
      ),
  );

/**
 * Records that member `viewerId` opened member `profileId`'s profile at
 * `now` (issue 22): one INSERT … SELECT that writes nothing for one's own
 * profile, a viewer without a profile or suspended, or a viewer browsing
 * privately with a paid period running; a second view the same India day
 * is a conflict and does nothing. The caller has already checked that the
 * viewer may see the profile (profiles/view.ts).
 */
export async function recordProfileView(db: Db, viewerId: string, profileId: string, now = new Date()): Promise<void> {
  if (viewerId === profileId) return;
  const p = milanProfiles;
  const viewer = db
    .select({
      profileId: sql<string>`${profileId}::text`.as('profile_id'),
      viewerId: p.customerId,
      viewedOn: sql<string>`${indiaToday(now)}::date`.as('viewed_on'),
      viewedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('viewed_at'),
    })
    .from(p)
    .where(
      and(
        eq(p.customerId, viewerId),
        isNull(p.suspendedAt),
        sql`not (${p.browsePrivately} and ${paidAt(db, p.customerId, now)})`,
      ),
    );
  await db.insert(milanProfileViews).select(viewer).onConflictDoNothing();
}

/**
 * What opening member `profileId`'s profile means for member `viewerId` at
 * `now` (issue 22): the viewer is active (touchLastActive) and the view is
 * recorded (recordProfileView). Call once the view was answered.
 */
export async function noteProfileVisit(db: Db, viewerId: string, profileId: string, now = new Date()): Promise<void> {
  await touchLastActive(db, viewerId, now);
  await recordProfileView(db, viewerId, profileId, now);
}

/** The views of `profileId` since `since` whose viewer the owner may see (not suspended, no block either way). */
function visibleViews(db: Db, profileId: string, since: Date) {
  const v = milanProfileViews;
  return and(
    eq(v.profileId, profileId),
    gte(v.viewedAt, since),
    isNull(milanProfiles.suspendedAt),
    ...notBlockedWith(db, profileId, v.viewerId),
  );
}

/**
 * GET /api/users/me/profile-views for member `memberId` at `now` (issue 22):
 * `total` distinct viewers in the last PROFILE_VIEWS_WINDOW_DAYS days and,
 * on a paid plan, one page of their cards (as `memberId` sees them, with
 * `viewedAt`, the latest view) newest first; on the free plan no results and
 * `locked: true`. Throws 404 'profile_required' without a profile.
 */
export async function listProfileViews(
  db: Db,
  links: PhotoLinks,
  memberId: string,
  query: { page: number; pageSize: number },
  now = new Date(),
): Promise<ProfileViewsResponse> {
  const profile = await requireOwnProfile(db, memberId);
  const { paid } = await entitlementsOf(db, memberId, now);
  const v = milanProfileViews;
  const where = visibleViews(db, memberId, new Date(now.getTime() - PROFILE_VIEWS_WINDOW_DAYS * DAY_MS));
  const [counted] = await db
    .select({ total: countDistinct(v.viewerId) })
    .from(v)
    .innerJoin(milanProfiles, eq(milanProfiles.customerId, v.viewerId))
    .where(where);
  const total = counted?.total ?? 0;
  const answer = { status: true as const, total, page: query.page, pageSize: query.pageSize };
  if (!paid) return { ...answer, results: [], locked: true, browsePrivately: false };
  const latest = max(v.viewedAt);
  const page = await db
    .select({ viewerId: v.viewerId, viewedAt: latest })
    .from(v)
    .innerJoin(milanProfiles, eq(milanProfiles.customerId, v.viewerId))
    .where(where)
    .groupBy(v.viewerId)
    .orderBy(desc(latest), desc(v.viewerId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // In the page's order (newest view first); visibleViews already left out suspended and blocked viewers.
  const cards = await profileCardsOf(
    db,
    links,
    memberId,
    page.map((row) => row.viewerId),
    now,
  );
  const viewedAt = new Map(page.map((row) => [row.viewerId, row.viewedAt]));
  const results = cards.map((card) => ({ ...card, viewedAt: new Date(viewedAt.get(card._id) ?? now).toISOString() }));
  return { ...answer, results, locked: false, browsePrivately: profile.browsePrivately };
}

/**
 * Turns member `memberId`'s private browsing on or off (issue 22: a paid
 * plan's feature) and answers the setting now. Throws 404 'profile_required'
 * without a profile and 403 MESSAGES.browsePrivatelyNeedsPlan when turning
 * it on without a paid period running at `now` (turning it off is always allowed).
 */
export async function setBrowsePrivately(db: Db, memberId: string, on: boolean, now = new Date()): Promise<boolean> {
  await requireOwnProfile(db, memberId);
  if (on && !(await entitlementsOf(db, memberId, now)).paid) {
    throw httpErrors.forbidden(MESSAGES.browsePrivatelyNeedsPlan);
  }
  await db.update(milanProfiles).set({ browsePrivately: on }).where(eq(milanProfiles.customerId, memberId));
  return on;
}
