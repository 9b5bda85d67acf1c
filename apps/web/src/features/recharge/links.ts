/** Links inside the recharge page (query-string route of SPEC §2). */
import type { RechargeService } from '@seva/contracts';
import { paths } from '@/config/paths';

/**
 * The page's query: the service's tab, the order shown after paying, and a number to prefill (issue 23:
 * reminders and "Repeat" link here with `number`, `operator`, `circle`; `plans=1` opens the plan list).
 */
export const QUERY = {
  type: 'recharge-type',
  id: 'active-id',
  order: 'order',
  number: 'number',
  operator: 'operator',
  circle: 'circle',
  plans: 'plans',
} as const;

/** A number (with its operator and circle) the page opens prefilled; `openPlans` opens the plan list for it. */
export type Prefill = { number: string; operator: string; circle: string; openPlans: boolean };

/** The prefill the query names, or null without a `number`. */
export function prefillOf(params: URLSearchParams): Prefill | null {
  const number = params.get(QUERY.number)?.trim() ?? '';
  if (!number) return null;
  return {
    number: number.slice(0, 40),
    operator: params.get(QUERY.operator)?.toUpperCase() ?? '',
    circle: params.get(QUERY.circle)?.toUpperCase() ?? '',
    openPlans: params.get(QUERY.plans) === '1',
  };
}

/** The page's query for `service` prefilled with `prefill`. */
export function prefillQuery(service: Pick<RechargeService, 'slug' | 'service_id'>, prefill: Prefill) {
  const params = rechargeQuery(service);
  params.set(QUERY.number, prefill.number);
  if (prefill.operator) params.set(QUERY.operator, prefill.operator);
  if (prefill.circle) params.set(QUERY.circle, prefill.circle);
  if (prefill.openPlans) params.set(QUERY.plans, '1');
  return params;
}

/** The query of a service's tab: `recharge-type=<slug>&active-id=<service_id>`, plus the order shown after paying. */
export function rechargeQuery(service: Pick<RechargeService, 'slug' | 'service_id'>, orderId?: string) {
  const params = new URLSearchParams({ [QUERY.type]: service.slug, [QUERY.id]: String(service.service_id) });
  if (orderId) params.set(QUERY.order, orderId);
  return params;
}

/** /recharge?recharge-type=<slug>&active-id=<id>[&order=<id>] */
export function rechargePath(service: Pick<RechargeService, 'slug' | 'service_id'>, orderId?: string): string {
  return `${paths.recharge}?${rechargeQuery(service, orderId).toString()}`;
}
