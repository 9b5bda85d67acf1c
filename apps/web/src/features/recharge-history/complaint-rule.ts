/** When a recharge may be complained about (issue 23; the API decides too: recharge/complaints.ts). */
import { COMPLAINT_AFTER_MINUTES, type RechargeOrder } from '@seva/contracts';

/** True for an order still PENDING COMPLAINT_AFTER_MINUTES after it was placed, as of `now` (ms). */
export function canComplain(order: Pick<RechargeOrder, 'status' | 'createdAt'>, now = Date.now()): boolean {
  return order.status === 'PENDING' && now - Date.parse(order.createdAt) >= COMPLAINT_AFTER_MINUTES * 60_000;
}
