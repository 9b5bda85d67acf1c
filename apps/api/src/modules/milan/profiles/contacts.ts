/**
 * Contact reveals (the Milan Sathi issue, privacy; DOMAIN: brokers harvest
 * contacts, so reveals are logged and limited). A member sees another's
 * mobile and e-mail only with a paid plan and an accepted connection, and
 * only while the plan's contact views last. Each pair is logged once in
 * milan_contact_views; a profile revealed before stays revealed for free.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { ConnectionState } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { entitlementsOf } from '../membership/entitlements.js';
import { milanContactViews, milanProfiles } from '../tables.js';

/** Why the contact stays hidden, as profileViewSchema's `contactLock` (never 'login' here: that is a visitor). */
export type ContactLock = 'membership' | 'connection' | 'quota';

/**
 * Whether `viewerId` may see the contact of `profileId`, with whom they stand
 * at `connection`. When they may and it is the first time, the reveal is
 * logged (counted against the views of the paid period running at `now`,
 * from its start). Answers null (shown) or the lock. The viewer's profile
 * row is locked while counting, so parallel views cannot pass the quota (an
 * accepted connection means the viewer has one).
 */
export async function contactAccess(
  db: Db,
  viewerId: string,
  profileId: string,
  connection: ConnectionState,
  now = new Date(),
): Promise<ContactLock | null> {
  const plan = await entitlementsOf(db, viewerId, now);
  if (!plan.paid || !plan.periodStartsAt) return 'membership';
  if (connection !== 'accepted') return 'connection';
  const periodStartsAt = plan.periodStartsAt;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: milanProfiles.customerId })
      .from(milanProfiles)
      .where(eq(milanProfiles.customerId, viewerId))
      .for('update');
    const [before] = await tx
      .select({ at: milanContactViews.createdAt })
      .from(milanContactViews)
      .where(and(eq(milanContactViews.viewerId, viewerId), eq(milanContactViews.profileId, profileId)))
      .limit(1);
    if (before) return null;
    const [used] = await tx
      .select({ views: count() })
      .from(milanContactViews)
      .where(and(eq(milanContactViews.viewerId, viewerId), gte(milanContactViews.createdAt, periodStartsAt)));
    if ((used?.views ?? 0) >= plan.contactViews) return 'quota';
    await tx.insert(milanContactViews).values({ viewerId, profileId, createdAt: now }).onConflictDoNothing();
    return null;
  });
}
