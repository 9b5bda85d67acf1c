/**
 * The catalogue's plans and packs in the shape the API answers
 * (contracts `rechargePlanSchema`): what the sandbox aggregator serves.
 */
import type { RechargePlans } from '@seva/contracts';
import { MOBILE_OPERATORS } from './catalogue/operators.js';
import { dthPacksFor, plansFor, type DthPack, type Plan } from './catalogue/plans.js';

type PlanTabs = RechargePlans['categories'];

const days = (validity: number | string) => (typeof validity === 'number' ? `${validity} days` : validity);

function mobilePlan(plan: Plan): PlanTabs[number]['plans'][number] {
  const parts = [plan.data !== 'None' ? plan.data : null, days(plan.validity)].filter(Boolean);
  return {
    id: plan.id,
    category: plan.category,
    amount: plan.price,
    validity: days(plan.validity),
    data: plan.data,
    calls: plan.calls,
    sms: plan.sms,
    channels: null,
    description: parts.join(' · '),
    benefits: plan.benefits,
  };
}

function dthPack(pack: DthPack): PlanTabs[number]['plans'][number] {
  return {
    id: pack.id,
    category: 'packs',
    amount: pack.price,
    validity: days(pack.validity),
    data: null,
    calls: null,
    sms: null,
    channels: pack.channels,
    description: pack.name,
    benefits: pack.benefits,
  };
}

/**
 * The plan tabs of a prepaid operator (product code JIO, AIRTEL, VI, BSNL) in
 * `circle`, or of a DTH operator (its monthly packs, one tab); null for an
 * unknown operator, a mobile operator without a known circle, or one without plans.
 */
export function catalogueTabs(productCode: string, circle: string | null): PlanTabs | null {
  const mobile = MOBILE_OPERATORS.find((m) => m.prepaidProductCode === productCode);
  if (mobile) {
    const groups = circle ? plansFor(mobile.code, circle) : null;
    return groups && groups.map((g) => ({ category: g.category, label: g.label, plans: g.plans.map(mobilePlan) }));
  }
  const packs = dthPacksFor(productCode);
  return packs && [{ category: 'packs', label: 'Monthly packs', plans: packs.map(dthPack) }];
}
