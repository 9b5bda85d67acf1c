/**
 * Membership plans in the Milan Sathi console (the Milan Sathi issue,
 * "Admin: … plans"): every plan, hidden ones too; creating and editing paid
 * plans. Prices travel in rupees and are stored in paise. The free plan
 * (code 'free') is what every member has without paying, so it stays at ₹0
 * and visible: any change that would price or hide it is refused (409), and
 * since a plan body always costs at least ₹1, the free plan cannot be
 * edited here at all.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, sql } from 'drizzle-orm';
import { missingHindi, rupeesToPaise, type AdminMembershipPlan, type planBodySchema } from '@seva/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { hindiMissingWhere, type HindiField } from '../../../db/hindi.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { AdminActor } from '../../../lib/admin-route.js';
import { withReason } from '../../../plugins/errors.js';
import { auditFields, recordAudit, recordChange } from '../../audit/service.js';
import { FREE_PLAN_CODE, toMembershipPlan } from './plans.js';
import { milanPlans, type MilanPlanRow } from '../tables.js';

export const PLAN_NOT_FOUND = 'This plan does not exist.';
export const PLAN_CODE_TAKEN = 'Another plan already uses this code. Choose a different code.';
export const FREE_PLAN_FIXED =
  'The free plan must stay free (₹0) and visible to every member, so it cannot be priced or hidden.';

/** A plan as POST/PUT /api/admin/milan/plans take it (after the contract's parsing): price in rupees. */
export type PlanInput = z.output<typeof planBodySchema>;

/** A plan's translatable fields for the "Hindi missing" filter (decision 011). */
const HINDI_FIELDS: HindiField[] = [
  { key: 'name', english: milanPlans.name, kind: 'text' },
  { key: 'tagline', english: milanPlans.tagline, kind: 'text' },
];

/** The plan for the console: with the English fields that lack Hindi. */
function toAdminPlan(row: MilanPlanRow): AdminMembershipPlan {
  return { ...toMembershipPlan(row), hindiMissing: missingHindi({ name: row.name, tagline: row.tagline }, row.hi) };
}

/**
 * Every plan, hidden ones too: the free plan first, then by display order, price and name; with
 * `hindi: 'missing'`, only those whose Hindi lacks a filled English field.
 */
export async function listAdminPlans(
  db: Db | Tx,
  filter: { hindi?: 'missing' | undefined } = {},
): Promise<AdminMembershipPlan[]> {
  const rows = await db
    .select()
    .from(milanPlans)
    .where(and(hindiMissingWhere(milanPlans.hi, HINDI_FIELDS, filter.hindi)))
    .orderBy(
      sql`${milanPlans.code} = ${FREE_PLAN_CODE} desc`,
      asc(milanPlans.sortOrder),
      asc(milanPlans.pricePaise),
      asc(milanPlans.name),
    );
  return rows.map(toAdminPlan);
}

/** The columns of `input`; throws 400 when the price is not a whole number of paise. */
function columnsOf(input: PlanInput) {
  const pricePaise = rupeesToPaise(input.price);
  if (pricePaise === null) throw httpErrors.badRequest('Please enter the price in rupees with at most 2 decimals.');
  const { price: _price, ...rest } = input;
  return { ...rest, pricePaise };
}

/** 409 when `input` would make the free plan cost something or disappear. */
function refuseFreePlanChange(code: string): void {
  if (code === FREE_PLAN_CODE) throw withReason(httpErrors.conflict(FREE_PLAN_FIXED), 'free_plan_fixed');
}

function rethrowCodeTaken(error: unknown): never {
  if (isUniqueViolation(error, 'milan_plans_code_unique'))
    throw withReason(httpErrors.conflict(PLAN_CODE_TAKEN), 'plan_code_taken');
  throw error;
}

/**
 * Creates a paid plan (placed after the others). Throws 409 when the code
 * is taken or is 'free' (the body always has a price of at least ₹1), 400
 * for a price with fractions of a paisa.
 */
export async function createPlan(db: Db, actor: AdminActor, input: PlanInput): Promise<AdminMembershipPlan> {
  refuseFreePlanChange(input.code);
  const columns = columnsOf(input);
  try {
    const row = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ sortOrder: sql<number>`coalesce(max(${milanPlans.sortOrder}), 0)` })
        .from(milanPlans);
      const [created] = await tx
        .insert(milanPlans)
        .values({ ...columns, hi: columns.hi ?? {}, sortOrder: Number(last?.sortOrder ?? 0) + 1 })
        .returning();
      if (!created) throw new Error('plan insert returned nothing');
      const after = auditFields(created, PLAN_FIELDS);
      await recordAudit(tx, actor, { action: 'milan-plan.create', targetId: created.id, after });
      return created;
    });
    return toAdminPlan(row);
  } catch (error) {
    rethrowCodeTaken(error);
  }
}

/**
 * Replaces plan `id` with `input` (`active: false` hides it from the
 * membership page; members who bought it keep it until it ends); without
 * `hi` the plan keeps its Hindi. Throws 404
 * (unknown id), 409 (the free plan, a code another plan has, or the code
 * 'free'), 400 (fractions of a paisa).
 */
export async function updatePlan(
  db: Db,
  actor: AdminActor,
  id: string,
  input: PlanInput,
): Promise<AdminMembershipPlan> {
  const columns = columnsOf(input);
  try {
    const row = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(milanPlans).where(eq(milanPlans.id, id)).for('update');
      if (!existing) throw httpErrors.notFound(PLAN_NOT_FOUND);
      refuseFreePlanChange(existing.code);
      refuseFreePlanChange(input.code);
      const [updated] = await tx.update(milanPlans).set(columns).where(eq(milanPlans.id, id)).returning();
      if (!updated) throw httpErrors.notFound(PLAN_NOT_FOUND);
      await recordChange(tx, actor, { action: 'milan-plan.update', targetId: id }, existing, updated, PLAN_FIELDS);
      return updated;
    });
    return toAdminPlan(row);
  } catch (error) {
    rethrowCodeTaken(error);
  }
}

/** The plan fields the audit log compares and shows (prices in paise). */
const PLAN_FIELDS = [
  'code',
  'name',
  'durationDays',
  'pricePaise',
  'contactViews',
  'requestsPerDay',
  'messaging',
  'profileBoost',
  'tagline',
  'hi',
  'active',
];
