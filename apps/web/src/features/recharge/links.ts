/** Links inside the recharge page (query-string route of SPEC §2). */
import type { RechargeService } from '@seva/contracts';
import { paths } from '@/config/paths';

export const QUERY = { type: 'recharge-type', id: 'active-id', order: 'order' } as const;

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
