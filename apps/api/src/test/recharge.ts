/**
 * Recharge test helpers: pay by sandbox card, then call rechargeData or
 * billPayment the way the web does; and readers of the rows a recharge leaves
 * (its payment, its order, the orders still pending) for the tests of the
 * polling job and of several processes.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RazorpayPayment, RechargeResult } from '@seva/contracts';
import { injectAs, type LoggedIn } from './login.js';
import { payByCard } from './payments.js';
import { payments } from '../modules/payments/tables.js';
import { rechargeBillFetches, rechargeOrders } from '../modules/recharge/tables.js';

/** A Jio prepaid payload for `number` and `amount` rupees (the SPEC §3 fields). */
export const prepaid = (number: string, amount = 299) => ({
  number,
  product_code: 'JIO',
  product_name: 'Jio',
  bill_type: 'prepaid-recharge',
  amount,
  latitude: 28.6139,
  longitude: 77.209,
  circle: 'DL',
});

/** POSTs `payload` plus `paid` to `/api/recharge/<call>` as `who`. */
export function postRecharge(
  app: FastifyInstance,
  who: LoggedIn,
  call: 'rechargeData' | 'billPayment',
  payload: object,
  paid: RazorpayPayment,
) {
  return injectAs(app, who.token, { method: 'POST', url: `/api/recharge/${call}`, payload: { ...payload, ...paid } });
}

/** Pays `payload.amount` by card, then recharges; returns the answer and what checkout gave. */
export async function payAndRecharge(
  app: FastifyInstance,
  who: LoggedIn,
  payload: { amount: number; [field: string]: unknown },
  call: 'rechargeData' | 'billPayment' = 'rechargeData',
) {
  const paid = await payByCard(app, who, payload.amount, { purpose: 'recharge' });
  const res = await postRecharge(app, who, call, payload, paid);
  return { res, paid, result: res.statusCode === 200 ? res.json<RechargeResult>() : null };
}

/** Our payment row behind checkout's order id. */
export async function paymentOf(app: FastifyInstance, gatewayOrderId: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId));
  return row;
}

/** The recharge order row with record id `id` (undefined when none). */
export async function rechargeOrderById(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id));
  return row;
}

/** Every recharge order row still PENDING (waiting for the provider's final answer). */
export function pendingRechargeOrders(app: FastifyInstance) {
  return app.db.select().from(rechargeOrders).where(eq(rechargeOrders.status, 'PENDING'));
}

/** Moves the due date of fetched bill `id` (YYYY-MM-DD), as if the biller had set it so. */
export async function setBillDueDate(app: FastifyInstance, id: string, dueDate: string) {
  await app.db.update(rechargeBillFetches).set({ dueDate }).where(eq(rechargeBillFetches.id, id));
}
