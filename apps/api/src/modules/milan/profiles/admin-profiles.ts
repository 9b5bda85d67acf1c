/**
 * The Milan Sathi console's profiles (the Milan Sathi issue, "Admin: profiles
 * (suspend, remove photos)"): every profile newest first, searched by the
 * member's name, mobile, e-mail or id and filtered by status, with its photos
 * and the paid plan running now; suspending (with the reason the member is
 * told) or restoring one; and removing a photo that breaks the rules.
 * A suspended profile (`suspendedAt` set) leaves search, featured and profile
 * views, which all filter on that column. Names and contacts live on the
 * customer, read through the customers module.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { ageOn, MESSAGES, type AdminProfile, type ProfilePhoto } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { idFragment } from '../../../db/like.js';
import type { Paging } from '../../../db/paging.js';
import type { AdminActor } from '../../../lib/admin-route.js';
import { recordAudit, recordChange } from '../../audit/service.js';
import { contactsOf, customerIdMatching, type CustomerContact } from '../../customers/service.js';
import { signPhotos, type PhotoLinks } from '../photos/photo-links.js';
import { deletePhoto } from '../photos/photos.js';
import { milanMemberships, milanPhotos, milanPlans, milanProfiles, type MilanProfileRow } from '../tables.js';
import { forgetSearchMemory } from '../search/search-memory.js';

export interface AdminProfilesFilter extends Paging {
  /** Part of the member's name, mobile or e-mail, or of the profile id (the short `#…` id too). */
  q?: string | undefined;
  status?: AdminProfile['status'] | undefined;
}

/** Profiles whose member matches `q` (customers' search) or whose id contains it (ids: hex only). */
function matching(db: Db, q: string | undefined): SQL | undefined {
  const byMember = customerIdMatching(db, milanProfiles.customerId, q);
  const fragment = idFragment(q?.trim() ?? '');
  return fragment ? or(byMember, like(milanProfiles.customerId, `%${fragment}%`)) : byMember;
}

function byStatus(status: AdminProfilesFilter['status']): SQL | undefined {
  if (status === 'suspended') return isNotNull(milanProfiles.suspendedAt);
  if (status === 'active') return isNull(milanProfiles.suspendedAt);
  return undefined;
}

/** The photos of members `ids`, by member, in the order the member sees them (photos/photos.ts listPhotos: primary first, then position). */
async function photosOf(db: Db | Tx, ids: readonly string[]): Promise<Map<string, ProfilePhoto[]>> {
  const byMember = new Map<string, ProfilePhoto[]>();
  if (ids.length === 0) return byMember;
  const rows = await db
    .select()
    .from(milanPhotos)
    .where(inArray(milanPhotos.customerId, [...ids]))
    .orderBy(desc(milanPhotos.isPrimary), asc(milanPhotos.position), asc(milanPhotos.id));
  for (const row of rows) {
    const list = byMember.get(row.customerId) ?? [];
    list.push({ _id: row.id, image: row.image, isPrimary: row.isPrimary });
    byMember.set(row.customerId, list);
  }
  return byMember;
}

/**
 * The name of the paid plan running at `now` for each of members `ids`
 * (members on the free plan are left out). The same rule as entitlementsOf
 * (membership/entitlements.ts): the period with startsAt ≤ now < endsAt, the
 * earliest when renewals overlap; one query for the whole page.
 */
async function runningPlanNames(db: Db | Tx, ids: readonly string[], now: Date): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ customerId: milanMemberships.customerId, name: milanPlans.name })
    .from(milanMemberships)
    .innerJoin(milanPlans, eq(milanPlans.id, milanMemberships.planId))
    .where(
      and(
        inArray(milanMemberships.customerId, [...ids]),
        lte(milanMemberships.startsAt, now),
        gt(milanMemberships.endsAt, now),
      ),
    )
    .orderBy(desc(milanMemberships.startsAt));
  // Latest first, so the earliest running period is the one left in the map.
  return new Map(rows.map((row) => [row.customerId, row.name]));
}

function toAdminProfile(
  row: MilanProfileRow,
  contact: CustomerContact | undefined,
  photos: ProfilePhoto[],
  planName: string | null,
  now: Date,
): AdminProfile {
  return {
    _id: row.customerId,
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    mobile: contact?.mobile ?? '',
    email: contact?.email ?? '',
    gender: row.gender,
    age: ageOn(row.dateOfBirth, now),
    city: row.city,
    state: row.state,
    occupation: row.occupation,
    photos,
    status: row.suspendedAt ? 'suspended' : 'active',
    suspendedReason: row.suspendedReason,
    planName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The console shape of profile rows `rows` for admin `adminId` (photo links
 * signed for them), with contacts, photos and plans read in one query each.
 */
async function toAdminProfiles(
  db: Db | Tx,
  links: PhotoLinks,
  adminId: string,
  rows: MilanProfileRow[],
  now: Date,
): Promise<AdminProfile[]> {
  const ids = rows.map((row) => row.customerId);
  const [contacts, photos, plans] = await Promise.all([
    contactsOf(db, ids),
    photosOf(db, ids),
    runningPlanNames(db, ids, now),
  ]);
  return rows.map((row) =>
    toAdminProfile(
      row,
      contacts.get(row.customerId),
      signPhotos(
        links,
        photos.get(row.customerId) ?? [],
        { id: row.customerId, photoVisibility: row.photoVisibility },
        adminId,
        now,
      ),
      plans.get(row.customerId) ?? null,
      now,
    ),
  );
}

/** One page of profiles (suspended ones too) for admin `adminId`, newest first, filtered; and how many match in all. */
export async function listAdminProfiles(
  db: Db,
  links: PhotoLinks,
  adminId: string,
  filter: AdminProfilesFilter,
  now = new Date(),
): Promise<{ results: AdminProfile[]; total: number }> {
  const where = and(byStatus(filter.status), matching(db, filter.q));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(milanProfiles)
      .where(where)
      .orderBy(desc(milanProfiles.createdAt), desc(milanProfiles.customerId))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(milanProfiles).where(where),
  ]);
  return { results: await toAdminProfiles(db, links, adminId, rows, now), total: totals[0]?.total ?? 0 };
}

/** Profile `id` (the member's customer id) as the console shows it to `adminId`. Throws 404 when there is none. */
async function getAdminProfile(
  db: Db | Tx,
  links: PhotoLinks,
  adminId: string,
  id: string,
  now = new Date(),
): Promise<AdminProfile> {
  const [row] = await db.select().from(milanProfiles).where(eq(milanProfiles.customerId, id)).limit(1);
  if (!row) throw httpErrors.notFound(MESSAGES.profileNotFound);
  const [profile] = await toAdminProfiles(db, links, adminId, [row], now);
  return profile!;
}

/** What the console asks: suspend with the reason the member is told, or restore. */
export type ProfileStatusChange = { status: 'suspended'; reason: string } | { status: 'active' };

/**
 * Suspends profile `id` (hidden from everyone but its owner and the admins;
 * a profile already suspended keeps its first suspension time and takes the
 * new reason) or restores it (reason cleared), by `actor`, with its audit row
 * (standing and reason, before → after) in the same transaction; answers it
 * as the acting admin sees it. Throws 404 for an unknown id.
 */
export async function setProfileStatus(
  db: Db,
  links: PhotoLinks,
  actor: AdminActor,
  id: string,
  change: ProfileStatusChange,
): Promise<AdminProfile> {
  const now = new Date();
  const values =
    change.status === 'suspended'
      ? {
          suspendedAt: sql`coalesce(${milanProfiles.suspendedAt}, ${now.toISOString()}::timestamptz)`,
          suspendedReason: change.reason,
        }
      : { suspendedAt: null, suspendedReason: '' };
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(milanProfiles).where(eq(milanProfiles.customerId, id)).for('update');
    if (!current) throw httpErrors.notFound(MESSAGES.profileNotFound);
    const [updated] = await tx.update(milanProfiles).set(values).where(eq(milanProfiles.customerId, id)).returning();
    if (!updated) throw new Error('profile update returned nothing');
    const action = change.status === 'suspended' ? 'milan-profile.suspend' : 'milan-profile.status';
    await recordChange(tx, actor, { action, targetId: id }, standing(current), standing(updated));
  });
  forgetSearchMemory(db); // a suspended profile leaves every search, a restored one comes back
  return getAdminProfile(db, links, actor.adminId, id, now);
}

/** What the audit log shows of a profile's standing: suspended or active, and the reason given. */
const standing = (row: MilanProfileRow) => ({
  status: row.suspendedAt ? 'suspended' : 'active',
  suspendedReason: row.suspendedReason,
});

/**
 * Removes photo `photoId` from profile `id` (an inappropriate picture) by the
 * member's own rule (photos/photos.ts deletePhoto): when it was the primary photo,
 * the next one becomes primary, so search cards keep a picture. Throws 404
 * for an unknown profile or a photo that is not this profile's. The stored
 * image files stay, but the photo route serves them no more. Answers the
 * profile as the acting admin sees it; the audit log records the removal in
 * its transaction (action 'milan-photo.remove').
 */
export async function removeProfilePhoto(
  db: Db,
  links: PhotoLinks,
  actor: AdminActor,
  id: string,
  photoId: string,
): Promise<AdminProfile> {
  await getAdminProfile(db, links, actor.adminId, id);
  // In the removal's transaction: which photo (never the image), and whether it was the primary one.
  await deletePhoto(db, links, id, photoId, (tx, removed) =>
    recordAudit(tx, actor, {
      action: 'milan-photo.remove',
      targetId: id,
      detail: photoId,
      before: { photoId, isPrimary: removed.isPrimary },
    }),
  );
  return getAdminProfile(db, links, actor.adminId, id);
}
