/**
 * The shortlist (issue 22, "what members of Shaadi.com / BharatMatrimony
 * expect": save a profile, with its own list). A member with a Milan Sathi
 * profile saves another member's profile to look at later; the list shows
 * the saved profiles as search cards (search/search.ts profileCardsOf), newest
 * saved first. A saved profile that is suspended later, or that a block
 * stands with either way, leaves the list (the row stays, so it comes back
 * when the block is lifted) — "blocked people never see each other".
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type ShortlistListResponse } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import type { Paging } from '../../../db/paging.js';
import { withReason } from '../../../plugins/errors.js';
import { isBlockedBetween, notBlockedWith } from '../shared/blocks.js';
import { findProfile } from '../shared/members.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { profileCardsOf } from '../search/search.js';
import { milanProfiles, milanShortlists } from '../tables.js';

const notFound = () => withReason(httpErrors.notFound(MESSAGES.profileNotFound), 'not_found');

/**
 * The member `customerId` may use the shortlist: they have a profile (409
 * 'profile_required' otherwise, as connections answer) that is not suspended
 * (403 MESSAGES.accountSuspended).
 */
async function requireMember(db: Db, customerId: string): Promise<void> {
  const own = await findProfile(db, customerId);
  if (!own) throw withReason(httpErrors.conflict(MESSAGES.profileRequired), 'profile_required');
  if (own.suspendedAt) throw httpErrors.forbidden(MESSAGES.accountSuspended);
}

/**
 * `customerId` saves `profileId` to their shortlist (issue 22); saving it
 * again changes nothing (the first save's time stays). Throws 400 'self' for
 * oneself; 409 'profile_required' / 403 as requireMember; 404 'not_found'
 * when `profileId` has no profile, is suspended or a block stands between
 * the two either way.
 */
export async function addToShortlist(db: Db, customerId: string, profileId: string, now = new Date()): Promise<void> {
  if (customerId === profileId) throw withReason(httpErrors.badRequest(MESSAGES.shortlistSelf), 'self');
  await requireMember(db, customerId);
  const profile = await findProfile(db, profileId);
  if (!profile || profile.suspendedAt || (await isBlockedBetween(db, customerId, profileId))) throw notFound();
  await db.insert(milanShortlists).values({ customerId, profileId, createdAt: now }).onConflictDoNothing();
}

/**
 * `customerId` removes `profileId` from their shortlist (idempotent: removing
 * what is not there succeeds). 400 'self' for oneself; 409 / 403 as requireMember.
 */
export async function removeFromShortlist(db: Db, customerId: string, profileId: string): Promise<void> {
  if (customerId === profileId) throw withReason(httpErrors.badRequest(MESSAGES.shortlistSelf), 'self');
  await requireMember(db, customerId);
  await db
    .delete(milanShortlists)
    .where(and(eq(milanShortlists.customerId, customerId), eq(milanShortlists.profileId, profileId)));
}

/** True when `customerId` has `profileId` on their shortlist (the profile view's `shortlisted`). */
export async function isShortlisted(db: Db, customerId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ profileId: milanShortlists.profileId })
    .from(milanShortlists)
    .where(and(eq(milanShortlists.customerId, customerId), eq(milanShortlists.profileId, profileId)))
    .limit(1);
  return row !== undefined;
}

/**
 * One page of `customerId`'s shortlist as profile cards (issue 22), newest
 * saved first, and how many the list holds; suspended profiles and those
 * behind a block either way are neither listed nor counted. 409 / 403 as
 * requireMember.
 */
export async function listShortlist(
  db: Db,
  links: PhotoLinks,
  customerId: string,
  query: Paging,
  now = new Date(),
): Promise<ShortlistListResponse> {
  await requireMember(db, customerId);
  const where: SQL | undefined = and(
    eq(milanShortlists.customerId, customerId),
    isNull(milanProfiles.suspendedAt),
    ...notBlockedWith(db, customerId, milanShortlists.profileId),
  );
  const saved = () =>
    db
      .select({ id: milanShortlists.profileId, total: sql<number>`cast(count(*) over () as int)` })
      .from(milanShortlists)
      .innerJoin(milanProfiles, eq(milanProfiles.customerId, milanShortlists.profileId))
      .where(where);
  const page = await saved()
    .orderBy(desc(milanShortlists.createdAt), desc(milanShortlists.profileId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A page past the end carries no total: count apart then only.
  const total = page[0]?.total ?? (query.page > 1 ? (await saved()).length : 0);
  const results = await profileCardsOf(
    db,
    links,
    customerId,
    page.map((row) => row.id),
    now,
  );
  return { status: true, results, total, page: query.page, pageSize: query.pageSize };
}
