/**
 * The recharge sequence, owned by the server (SPEC §4 "Payments"; issue 5):
 *
 *   1. verify the card checkout (verifyCheckout) — the provider is called only
 *      for a verified payment;
 *   (the plan chosen, when the catalogue still lists it at the amount paid, is kept
 *   on the order: bought-plan.ts, issue 23);
 *   2. in one transaction, check the payload against the catalogue and claim
 *      the payment (paid → fulfilled, exactly once) while writing the order
 *      PENDING — so a replay, a parallel call or a second recharge of the same
 *      number while one is pending is refused (409) and refunded, and the
 *      order exists before the provider is called;
 *   3. call the provider with the order id as its request id, and apply its
 *      answer (applyAnswer): 1 → SUCCESS; failed → FAILED with the refund
 *      committed in the ledger in the same transaction, then sent; pending or
 *      no answer → stays PENDING for jobs/poll-recharges.ts.
 *
 * A refund happens at most once (ledger key per payment) and only for a
 * FAILED order: the move to FAILED is a guarded UPDATE from PENDING.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  DEFAULT_PINCODE,
  PROVIDER_STATUS,
  type BillPaymentBody,
  type ProviderStatus,
  type RechargeResult,
  refundDestinationText,
} from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RechargeAnswer, RechargeProvider } from '../../providers/recharge/types.js';
import { ProviderError, type Providers } from '../../providers/types.js';
import { claimPayment, fulfilPaid, reserveRefund, sendRefund, verifyCheckout } from '../payments/service.js';
import { fetchedBillFor } from './bills.js';
import { boughtPlan, type BoughtPlanColumns } from './bought-plan.js';
import { noticeRechargeResult } from './result-notice.js';
import { isServiceEnabled } from './services-enabled.js';
import { amountPaiseFor, checkedCircle, resolveTarget, targetColumns } from './target.js';
import { rechargeOrders } from './tables.js';
import { readOrder, toRechargeOrder, type RechargeOrderRow } from './view.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

/** What rechargeData (kind 'recharge') and billPayment (kind 'bill') send; bill fields only for bills. */
export type RechargeInput = BillPaymentBody;

type RechargeProviders = Pick<Providers, 'payments' | 'recharge'>;

/** First poll of an order whose provider call is in flight: long enough never to race the call itself. */
const IN_FLIGHT_GRACE_MS = 2 * 60_000;

/** When to ask the provider again after `polls` answers of "pending": 15 s, 30 s, 1, 2, 4 min, then every 10 min. */
export function nextPollDelayMs(polls: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, polls), 10 * 60_000);
}

const DUPLICATE_PENDING = MESSAGES.rechargePendingForNumber;
const BILL_ALREADY_PAID = MESSAGES.billAlreadyPaid;

/**
 * Step 2: checks the payload and writes the PENDING order while claiming the
 * payment, in `tx`. Throws the 4xx of any check (fulfilPaid then refunds).
 */
async function openOrder(
  tx: Tx,
  provider: RechargeProvider,
  customerId: string,
  paymentId: string,
  input: RechargeInput,
  kind: 'recharge' | 'bill',
  plan: BoughtPlanColumns | null,
): Promise<RechargeOrderRow> {
  const target = resolveTarget(input);
  const { service } = target;
  if (service.kind !== kind)
    throw httpErrors.unprocessableEntity(
      kind === 'bill' ? MESSAGE_TEMPLATES.notABill(service.name) : MESSAGE_TEMPLATES.isABill(service.name),
    );
  if (!(await isServiceEnabled(tx, service.service_id)))
    throw httpErrors.conflict(MESSAGE_TEMPLATES.serviceUnavailable(service.name));
  const amountPaise = amountPaiseFor(service, input.amount);
  const bill =
    kind === 'bill' && service.flow === 'fetch'
      ? await fetchedBillFor(tx, customerId, target, {
          fetchedBillOrderId: input.fetched_bill_order_id,
          billFetchRef: input.bill_fetch_ref,
          amountPaise,
        })
      : null;
  await claimPayment(tx, paymentId, { customerId, amountPaise, purpose: 'recharge' });
  try {
    const [row] = await tx
      .insert(rechargeOrders)
      .values({
        customerId,
        paymentId,
        ...targetColumns(target),
        circle: checkedCircle(input.circle) ?? null,
        amountPaise,
        pincode: input.pincode ?? DEFAULT_PINCODE,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        fetchedBillOrderId: bill?.id ?? null,
        billFetchRef: bill?.billFetchRef ?? null,
        ...plan,
        status: 'PENDING',
        message: MESSAGES.rechargeProcessing,
        nextPollAt: new Date(Date.now() + IN_FLIGHT_GRACE_MS),
        provider: provider.name,
      })
      .returning();
    if (!row) throw new Error('recharge order insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'recharge_orders_pending_number_key')) throw httpErrors.conflict(DUPLICATE_PENDING);
    if (isUniqueViolation(error, 'recharge_orders_fetched_bill_key')) throw httpErrors.conflict(BILL_ALREADY_PAID);
    throw error;
  }
}

/**
 * Applies the provider's answer to a PENDING order (`now` for scheduling):
 * success → SUCCESS; failed → FAILED and the payment's full refund committed
 * with it, then sent (a refused send stays `requested` for reconciliation);
 * either final move tells the customer (result-notice.ts);
 * pending → the next poll scheduled. An order no longer PENDING is left as
 * it is (another process answered first).
 */
export async function applyAnswer(
  db: Db,
  providers: Pick<Providers, 'payments'>,
  order: RechargeOrderRow,
  answer: RechargeAnswer,
  now = new Date(),
): Promise<void> {
  const pending = and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'PENDING'));
  const common = {
    providerOrderId: answer.providerOrderId ?? order.providerOrderId,
    message: answer.message,
  };
  if (answer.status === 'pending') {
    await db
      .update(rechargeOrders)
      .set({
        ...common,
        polls: sql`${rechargeOrders.polls} + 1`,
        nextPollAt: new Date(now.getTime() + nextPollDelayMs(order.polls)),
      })
      .where(pending);
    forgetCustomerReads(db, 'history', order.customerId);
    return;
  }
  if (answer.status === 'success') {
    const done = await db
      .update(rechargeOrders)
      .set({
        ...common,
        status: 'SUCCESS',
        operatorReference: answer.operatorReference,
        nextPollAt: null,
        finishedAt: now,
      })
      .where(pending)
      .returning({ id: rechargeOrders.id });
    forgetCustomerReads(db, 'history', order.customerId);
    if (done.length > 0) await noticeRechargeResult(db, order, 'SUCCESS', answer.message);
    return;
  }
  const failed = await db.transaction(async (tx) => {
    const moved = await tx
      .update(rechargeOrders)
      .set({ ...common, status: 'FAILED', nextPollAt: null, finishedAt: now })
      .where(pending)
      .returning({ id: rechargeOrders.id });
    if (moved.length === 0) return null;
    forgetCustomerReads(tx, 'history', order.customerId);
    return { refund: await reserveRefund(tx, order.paymentId, `Recharge failed: ${answer.message}`) };
  });
  if (!failed) return;
  if (failed.refund) await sendRefund(db, providers.payments, failed.refund).catch(() => undefined);
  await noticeRechargeResult(db, order, 'FAILED', answer.message);
}

/** The PENDING orders whose next poll has come by `now`, the longest due first, at most `limit` (jobs/poll-recharges.ts). */
export async function dueRechargeOrders(db: Db, now: Date, limit: number): Promise<RechargeOrderRow[]> {
  return db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.status, 'PENDING'), lte(rechargeOrders.nextPollAt, now)))
    .orderBy(asc(rechargeOrders.nextPollAt))
    .limit(limit);
}

/** Schedules the next poll of a PENDING order whose provider could not be asked (ProviderError). */
export async function pollLater(db: Db, order: RechargeOrderRow, now = new Date()): Promise<void> {
  await db
    .update(rechargeOrders)
    .set({
      nextPollAt: new Date(now.getTime() + nextPollDelayMs(order.polls)),
      polls: sql`${rechargeOrders.polls} + 1`,
    })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'PENDING')));
  forgetCustomerReads(db, 'history', order.customerId);
}

const STATUS_CODE: Record<RechargeResult['data']['status'], ProviderStatus> = {
  SUCCESS: PROVIDER_STATUS.success,
  PENDING: PROVIDER_STATUS.pending,
  FAILED: PROVIDER_STATUS.failed,
  CANCEL: PROVIDER_STATUS.failed,
};

/** The customer-facing sentence for an order's final or pending state; a refund names where it goes (`method`). */
function resultMessage(
  status: RechargeResult['data']['status'],
  providerMessage: string,
  method: string | null,
): string {
  if (status === 'SUCCESS') return MESSAGES.rechargeSuccessful;
  if (status === 'PENDING') return MESSAGES.rechargeWithOperator;
  return MESSAGE_TEMPLATES.rechargeFailedRefund(providerMessage, refundDestinationText(method));
}

/**
 * rechargeData / billPayment: pays for one recharge or bill with a verified
 * card payment (steps 1–3 above). Returns `{ status: 1 | 2 | 0, message,
 * data }`. Throws 404/400/409/422 for the payment (verifyCheckout), 4xx for
 * the payload (the payment is refunded), ProviderError never: a provider
 * that does not answer leaves the order PENDING (status 2) for polling.
 */
export async function placeRecharge(
  db: Db,
  providers: RechargeProviders,
  customerId: string,
  input: RechargeInput,
  kind: 'recharge' | 'bill',
): Promise<RechargeResult> {
  const payment = await verifyCheckout(db, providers.payments, customerId, input);
  const plan = kind === 'recharge' ? await boughtPlan(db, providers.recharge, input) : null;
  const order = await fulfilPaid(db, providers.payments, payment, (tx, paid) =>
    openOrder(tx, providers.recharge, customerId, paid.id, input, kind, plan),
  );
  try {
    const answer = await providers.recharge.recharge({
      requestId: order.id,
      serviceId: order.serviceId,
      productCode: order.productCode,
      number: order.number,
      amountPaise: order.amountPaise,
      circle: order.circle,
      pincode: order.pincode,
      latitude: order.latitude,
      longitude: order.longitude,
      billFetchRef: order.billFetchRef,
      requestedAt: order.createdAt,
    });
    await applyAnswer(db, providers, order, answer);
  } catch (error) {
    // No answer: the outcome is unknown, so never refund on it; the poll job asks again.
    if (!(error instanceof ProviderError)) throw error;
    await pollLater(db, order);
  }
  const view = await readOrder(db, order.id);
  if (!view) throw new Error(`recharge order ${order.id} vanished`);
  const data = toRechargeOrder(view);
  return { status: STATUS_CODE[data.status], message: resultMessage(data.status, data.message, payment.method), data };
}
