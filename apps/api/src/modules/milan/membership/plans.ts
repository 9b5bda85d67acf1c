/**
 * Milan Sathi membership plans (the Milan Sathi issue, Membership): what the
 * plan cards list and what a card payment of purpose `membership` may buy.
 * Rows keep prices in paise; the API shape (`MembershipPlan`) carries rupees.
 * The free plan is the row with code 'free' (price 0, no duration), or, when
 * no such row was seeded, FREE_PLAN_LIMITS under the name "Free".
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGE_TEMPLATES, FREE_PLAN_LIMITS, MESSAGES, paiseToRupees, type MembershipPlan } from '@seva/contracts';
import type { Db, Tx } from '../../../db/client.js';
import type { PurposeNames, PurposeQuote } from '../../payments/service.js';
import { milanPlans, type MilanPlanRow } from '../tables.js';

/** The code of the free plan's row. */
export const FREE_PLAN_CODE = 'free';

/** The API shape of a plan row: price in rupees (the row keeps paise). */
export function toMembershipPlan(row: MilanPlanRow): MembershipPlan {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    durationDays: row.durationDays,
    price: paiseToRupees(row.pricePaise),
    contactViews: row.contactViews,
    requestsPerDay: row.requestsPerDay,
    messaging: row.messaging,
    profileBoost: row.profileBoost,
    tagline: row.tagline,
    active: row.active,
    hi: row.hi,
  };
}

/** The free plan when no 'free' row was seeded: FREE_PLAN_LIMITS, price 0, no duration (`_id` 'free'). */
export const SYNTHESIZED_FREE_PLAN: MembershipPlan = {
  _id: FREE_PLAN_CODE,
  code: FREE_PLAN_CODE,
  name: 'Free',
  durationDays: 0,
  price: 0,
  ...FREE_PLAN_LIMITS,
  tagline: '',
  active: true,
  hi: { name: 'निःशुल्क' },
};

/** True for the free plan (its code, or a plan that costs nothing or lasts no time), which is never sold. */
export const isFreePlan = (row: MilanPlanRow) =>
  row.code === FREE_PLAN_CODE || row.pricePaise <= 0 || row.durationDays <= 0;

/** The active plans: the free plan first, then by price (paise, ascending), then the admins' order and name. */
export async function listActivePlans(db: Db | Tx): Promise<MilanPlanRow[]> {
  return db
    .select()
    .from(milanPlans)
    .where(eq(milanPlans.active, true))
    .orderBy(
      sql`case when ${milanPlans.code} = ${FREE_PLAN_CODE} then 0 else 1 end`,
      asc(milanPlans.pricePaise),
      asc(milanPlans.sortOrder),
      asc(milanPlans.name),
    );
}

/** The active plan `id` (the free one included). Throws 404 MESSAGES.planNotFound when hidden or unknown. */
export async function activePlan(db: Db | Tx, id: string): Promise<MilanPlanRow> {
  const [row] = await db
    .select()
    .from(milanPlans)
    .where(and(eq(milanPlans.id, id), eq(milanPlans.active, true)))
    .limit(1);
  if (!row) throw httpErrors.notFound(MESSAGES.planNotFound);
  return row;
}

/**
 * The active paid plan `id`, or null when it is hidden, unknown or the free
 * plan: what a `membership` payment may buy.
 */
export async function purchasablePlan(db: Db | Tx, id: string): Promise<MilanPlanRow | null> {
  const [row] = await db
    .select()
    .from(milanPlans)
    .where(and(eq(milanPlans.id, id), eq(milanPlans.active, true)))
    .limit(1);
  return row && !isFreePlan(row) ? row : null;
}

/**
 * The server's price of a `membership` payment (payments' purpose registry;
 * routes.ts registers it): the price in paise of the purchasable plan named
 * by `purposeId`, or MESSAGES.planNotFound when it is hidden, free or unknown.
 */
export const membershipQuote: PurposeQuote = async (db, _customerId, planId) => {
  const plan = planId ? await purchasablePlan(db, planId) : null;
  return {
    amountPaise: plan?.pricePaise ?? 0,
    refusal: plan ? undefined : MESSAGES.planNotFound,
    changed: MESSAGE_TEMPLATES.planPriceChanged,
  };
};

/** The names of the plans with ids `ids` (any, hidden too), by id: how a payment names what it bought. */
export async function planNamesOf(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: milanPlans.id, name: milanPlans.name })
    .from(milanPlans)
    .where(inArray(milanPlans.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * How the customer's transactions name a `membership` payment (payments'
 * purpose registry; routes.ts registers it): "<Plan name> membership" by plan
 * id (`purposeId`); unknown plans are left out.
 */
export const membershipNames: PurposeNames = async (db, planIds) => {
  const names = await planNamesOf(db, planIds);
  return new Map([...names].map(([id, name]) => [id, `${name} membership`]));
};
