/**
 * The plan a recharge buys (issue 23), as the catalogue offers it now: kept
 * on the order so the customer can repeat it in one tap and be reminded
 * before its validity ends. Only a plan the catalogue still lists for the
 * operator and circle, at the amount paid, counts; anything else (a typed
 * amount, a plan gone, a provider that does not answer) records no plan and
 * never stops the recharge.
 */
import type { RechargePlan } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { cachedCatalogue } from '../../db/read-cache.js';
import type { RechargeProvider } from '../../providers/recharge/types.js';
import { plansOf } from './reference.js';

/** The order columns of a bought plan (tables.ts `plan_*`, `validity_days`). */
export interface BoughtPlanColumns {
  planId: string;
  planValidity: string;
  planDescription: string;
  validityDays: number | null;
}

/** Whole days of a plan's validity text ("28 days", "1 day"); null for "Existing plan" and the like. */
export function validityDaysOf(validity: string): number | null {
  const match = /^(\d+)\s*days?$/i.exec(validity.trim());
  return match ? Number(match[1]) : null;
}

/** The columns of `plan`. */
export function planColumns(plan: RechargePlan): BoughtPlanColumns {
  return {
    planId: plan.id,
    planValidity: plan.validity,
    planDescription: plan.description,
    validityDays: validityDaysOf(plan.validity),
  };
}

/**
 * Plan `planId` of operator `productCode` in `circle` if the catalogue lists
 * it at `amount` rupees; null otherwise (also when the plans cannot be read).
 * Reads the same cached plan tabs as GET /api/recharge/plans.
 */
export async function boughtPlan(
  db: Db,
  provider: RechargeProvider,
  input: { product_code: string; circle?: string | undefined; plan_id?: string | undefined; amount: number },
): Promise<BoughtPlanColumns | null> {
  if (!input.plan_id) return null;
  const productCode = input.product_code.toUpperCase();
  const circle = input.circle?.toUpperCase();
  try {
    const tabs = await cachedCatalogue(db, `recharge:plans:${productCode}:${circle ?? ''}`, () =>
      plansOf(provider, productCode, circle),
    );
    const plan = tabs.categories.flatMap((c) => c.plans).find((p) => p.id === input.plan_id);
    return plan && plan.amount === input.amount ? planColumns(plan) : null;
  } catch {
    return null;
  }
}
