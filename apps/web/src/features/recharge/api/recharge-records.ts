/**
 * The SPEC §4 / §7 records the browser sends after a recharge. The server
 * has already done the work (it verified the payment, called the provider
 * and refunds failures itself); these calls keep the SPEC's records, checked
 * against the server's own order. A 409 means the record already exists.
 * - POST /api/app/recharge/success-recharge: the success record (status 1).
 * - POST /api/app/recharge/refund-recharge `{ amount, paymentId }`: ask for
 *   the refund of a failed recharge (status 0); answers the refund.
 * - POST /api/app/recharge/refund-success-rechar `{ paymentId, refundId, amount }`:
 *   when that refund's entity is 'refund'.
 * - POST /api/app/recharge/failed-recharge: the card payment failed (status CANCEL).
 */
import type {
  FailedRechargeBody,
  RefundRechargeBody,
  RefundSuccessRechargeBody,
  RefundRechargeResponse,
  SuccessRechargeBody,
} from '@seva/contracts';
import { api } from '@/lib/api-client';

export const recordRechargeSuccess = (body: SuccessRechargeBody) =>
  api.post<unknown>('/app/recharge/success-recharge', body);

export const requestRechargeRefund = (body: RefundRechargeBody) =>
  api.post<RefundRechargeResponse>('/app/recharge/refund-recharge', body);

export const recordRefundSuccess = (body: RefundSuccessRechargeBody) =>
  api.post<unknown>('/app/recharge/refund-success-rechar', body);

export const recordRechargeFailed = (body: FailedRechargeBody) =>
  api.post<unknown>('/app/recharge/failed-recharge', body);
