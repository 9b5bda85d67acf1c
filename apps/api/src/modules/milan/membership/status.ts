/**
 * A member's membership as GET /api/milan/membership answers it: the plan in
 * force (entitlementsOf), when the bought periods end (renewals included),
 * contact reveals used in the running period and interests sent today (the
 * India day, UTC+05:30 all year), with what is left of each.
 */
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { MembershipStatus } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { milanConnections, milanContactViews, milanMemberships } from '../tables.js';
import { entitlementsOf } from './entitlements.js';
import { SYNTHESIZED_FREE_PLAN, toMembershipPlan } from './plans.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 with no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instant today's India day began (midnight IST) for `now`. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS);
}

/**
 * When member `customerId`'s bought periods end: the latest `endsAt` of all
 * their memberships, or null when none ends after `now`. Renewals start where
 * the previous period ends, so this is the end of the whole chain.
 */
export async function membershipEndsAt(db: Db | Tx, customerId: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(milanMemberships.endsAt) })
    .from(milanMemberships)
    .where(eq(milanMemberships.customerId, customerId));
  const endsAt = row?.endsAt ? new Date(row.endsAt) : null;
  return endsAt && endsAt > now ? endsAt : null;
}

/** Member `customerId`'s plan at `now` and what is left of it (counts are whole numbers, never negative). */
export async function membershipStatus(db: Db | Tx, customerId: string, now = new Date()): Promise<MembershipStatus> {
  const entitlements = await entitlementsOf(db, customerId, now);
  const periodStart = entitlements.paid ? entitlements.periodStartsAt : null;
  const [endsAt, views, requests] = await Promise.all([
    entitlements.paid ? membershipEndsAt(db, customerId, now) : Promise.resolve(null),
    periodStart
      ? db
          .select({ n: count() })
          .from(milanContactViews)
          .where(and(eq(milanContactViews.viewerId, customerId), gte(milanContactViews.createdAt, periodStart)))
      : Promise.resolve([{ n: 0 }]),
    db
      .select({ n: count() })
      .from(milanConnections)
      .where(and(eq(milanConnections.requesterId, customerId), gte(milanConnections.createdAt, startOfIndiaDay(now)))),
  ]);
  const contactViewsUsed = views[0]?.n ?? 0;
  const requestsToday = requests[0]?.n ?? 0;
  return {
    plan: entitlements.plan ? toMembershipPlan(entitlements.plan) : SYNTHESIZED_FREE_PLAN,
    endsAt: (endsAt ?? entitlements.periodEndsAt)?.toISOString() ?? null,
    contactViewsUsed,
    contactViewsLeft: Math.max(0, entitlements.contactViews - contactViewsUsed),
    requestsToday,
    requestsLeftToday: Math.max(0, entitlements.requestsPerDay - requestsToday),
  };
}
