/**
 * The customer is told a recharge's or bill payment's final result (issue
 * 23, `recharge_result`): success, or failure with the refund under way,
 * leading to the recharge history. Once per order (dedupeKey
 * `recharge_result:<order id>`), whichever of the first answer or the poll
 * job (jobs/poll-recharges.ts) made it final; sent on the channels the
 * customer keeps (SMS by default too).
 */
import type { Db } from '../../db/client.js';
import { serviceById } from '../../providers/recharge/catalogue/services.js';
import { notify } from '../notifications/service.js';
import type { RechargeOrderRow } from './view.js';

/** Where a recharge notification leads: the recharge history. */
export const RECHARGE_HISTORY_LINK = '/history/recharge-history';

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

/** Tells `order`'s customer it ended `status` (`message`: the provider's words on a failure). Never throws. */
export async function noticeRechargeResult(
  db: Db,
  order: RechargeOrderRow,
  status: 'SUCCESS' | 'FAILED',
  message: string,
): Promise<void> {
  const bill = serviceById(order.serviceId)?.kind === 'bill';
  const what = `${rupees(order.amountPaise)} ${bill ? 'bill' : 'recharge'} of ${order.productName} ${order.number}`;
  await notify(db, null, order.customerId, {
    kind: 'recharge_result',
    title:
      status === 'SUCCESS'
        ? bill
          ? 'Bill paid'
          : 'Recharge successful'
        : bill
          ? 'Bill payment failed'
          : 'Recharge failed',
    body:
      status === 'SUCCESS'
        ? `Your ${what} went through (${order.reference}).`
        : `Your ${what} failed: ${message} Your payment is being refunded.`,
    link: RECHARGE_HISTORY_LINK,
    dedupeKey: `recharge_result:${order.id}`,
  }).catch(() => null);
}
