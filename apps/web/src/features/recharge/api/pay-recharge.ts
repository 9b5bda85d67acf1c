/**
 * The paid recharge itself, called only after the card payment succeeded
 * (SPEC §4: pay first, then the service):
 * - POST /api/recharge/rechargeData (services of kind 'recharge': prepaid, DTH…)
 * - POST /api/recharge/billPayment (kind 'bill'; adds fetched_bill_order_id
 *   and bill_fetch_ref of a fetched bill)
 * Both take the SPEC §3 recharge payload (amount in rupees) plus checkout's
 * three fields, and answer RechargeResult: status 1 success, 2 pending, 0
 * failed, with the order.
 */
import type { BillPaymentBody, RechargeBody, RechargeResult } from '@seva/contracts';
import { api } from '@/lib/api-client';

export const rechargeData = (body: RechargeBody) => api.post<RechargeResult>('/recharge/rechargeData', body);

export const billPayment = (body: BillPaymentBody) => api.post<RechargeResult>('/recharge/billPayment', body);
