/**
 * What a member's plan allows right now (the Milan Sathi issue, Membership):
 * the paid period running at `now` (renewals bought ahead start later and
 * do not count yet), else the free plan (its `milan_plans` row 'free', or
 * FREE_PLAN_LIMITS when no such row was seeded).
 */
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { FREE_PLAN_LIMITS } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { Bound } from '../../../db/prepared.js';
import { milanMemberships, milanPlans, type MilanPlanRow } from '../tables.js';

export interface Entitlements {
  /** The plan in force; null means the free plan without a seeded row. */
  plan: MilanPlanRow | null;
  paid: boolean;
  /** When the running paid period ends (null on the free plan). */
  periodEndsAt: Date | null;
  /** When the paid period that runs now began (contact views are counted from here). */
  periodStartsAt: Date | null;
  contactViews: number;
  requestsPerDay: number;
  messaging: boolean;
  profileBoost: boolean;
}

const FREE_PLAN_CODE = 'free';

/** A membership of `customerId` whose period runs at `now` (renewals bought ahead start later). */
const runsAt = (customerId: Bound<string>, now: Bound<Date>) =>
  and(
    eq(milanMemberships.customerId, customerId),
    lte(milanMemberships.startsAt, now),
    gt(milanMemberships.endsAt, now),
  );

/**
 * entitlementsOf(...).messaging as one SQL expression, for statements that
 * check it inline (the chat's send): the running period's plan, else the
 * 'free' row, else FREE_PLAN_LIMITS. The member and the time may be a kept
 * statement's placeholders.
 */
export function messagingAllowed(db: Db | Tx, customerId: Bound<string>, now: Bound<Date>): SQL<boolean> {
  const running = db
    .select({ messaging: milanPlans.messaging })
    .from(milanMemberships)
    .innerJoin(milanPlans, eq(milanPlans.id, milanMemberships.planId))
    .where(runsAt(customerId, now))
    .orderBy(asc(milanMemberships.startsAt))
    .limit(1);
  const free = db
    .select({ messaging: milanPlans.messaging })
    .from(milanPlans)
    .where(eq(milanPlans.code, FREE_PLAN_CODE));
  return sql<boolean>`coalesce((${running}), (${free}), ${FREE_PLAN_LIMITS.messaging})`;
}

/** The entitlements of member `customerId` at `now`. */
export async function entitlementsOf(db: Db | Tx, customerId: string, now = new Date()): Promise<Entitlements> {
  const [running] = await db
    .select({ plan: milanPlans, startsAt: milanMemberships.startsAt, endsAt: milanMemberships.endsAt })
    .from(milanMemberships)
    .innerJoin(milanPlans, eq(milanPlans.id, milanMemberships.planId))
    .where(runsAt(customerId, now))
    .orderBy(asc(milanMemberships.startsAt))
    .limit(1);
  if (running) {
    const { plan } = running;
    return {
      plan,
      paid: true,
      periodEndsAt: running.endsAt,
      periodStartsAt: running.startsAt,
      contactViews: plan.contactViews,
      requestsPerDay: plan.requestsPerDay,
      messaging: plan.messaging,
      profileBoost: plan.profileBoost,
    };
  }
  const [free] = await db.select().from(milanPlans).where(eq(milanPlans.code, FREE_PLAN_CODE)).limit(1);
  const limits = free ?? FREE_PLAN_LIMITS;
  return {
    plan: free ?? null,
    paid: false,
    periodEndsAt: null,
    periodStartsAt: null,
    contactViews: limits.contactViews,
    requestsPerDay: limits.requestsPerDay,
    messaging: limits.messaging,
    profileBoost: limits.profileBoost,
  };
}
