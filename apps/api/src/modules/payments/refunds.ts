/**
 * Refunds (DESIGN: Data; the payments issue): the refund ledger has one row
 * per payment under a unique idempotency key, committed (and the payment
 * moved to refunded) before the gateway is called, so a retry reuses it and
 * the gateway never refunds twice; a row the gateway has not accepted yet
 * stays `requested` for reconciliation to resend. Amounts are integer minor
 * units of the payment's currency (paise for INR, cents for USD).
 */
import { httpErrors } from '@fastify/sensible';
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';
import type { GatewayRefund, PaymentGateway } from '../../providers/payments/types.js';
import type { PaypalGateway } from '../../providers/paypal/types.js';
import { isPaypalGateway, move, type PaymentRow } from './moves.js';
import { payments, refunds } from './tables.js';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The gateways a refund may go through: the card gateway alone, or by name
 * (`app.providers` fits); PayPal payments need `paypal`.
 */
export type RefundGateways = PaymentGateway | { payments?: PaymentGateway; paypal?: PaypalGateway };

/** Sends one refund through the gateway that took the payment (by the row's `gateway`). */
function refundThrough(
  gateways: RefundGateways,
  payment: PaymentRow & { gatewayPaymentId: string },
  amount: number,
  idempotencyKey: string,
): Promise<GatewayRefund> {
  const { payments: card, paypal } = 'refund' in gateways ? { payments: gateways, paypal: undefined } : gateways;
  if (isPaypalGateway(payment.gateway)) {
    if (!paypal) throw new Error(`refunding PayPal payment ${payment.id} needs the PayPal gateway`);
    // PayPal-Request-Id = our ledger key: a retried refund answers the first one.
    return paypal.refundCapture({
      captureId: payment.gatewayPaymentId,
      amountCents: amount,
      requestId: idempotencyKey,
    });
  }
  if (!card) throw new Error(`refunding card payment ${payment.id} needs the card gateway`);
  return card.refund({ paymentId: payment.gatewayPaymentId, amountPaise: amount, idempotencyKey });
}

/** The ledger key of the one refund a payment can have (in full, or a part kept by a cancellation fee). */
const refundKey = (paymentId: string) => `refund:${paymentId}`;

/** A refund committed to in the ledger, waiting to be sent (sendRefund). */
export interface ReservedRefund {
  payment: PaymentRow & { gatewayPaymentId: string };
  ledger: RefundRow;
}

/**
 * What an admin audit row shows of a reserved refund (issue 24): the amount in the payment's minor
 * units (paise, or cents for USD), its currency and the ledger status.
 */
export function refundSummary({ payment, ledger }: ReservedRefund): Record<string, unknown> {
  return { amountMinor: ledger.amountPaise, currency: payment.currency, status: ledger.status };
}

/**
 * Commits to refunding payment `id` (in full, or `amountPaise` of it in its
 * minor units when a fee is kept), with the payment row locked: writes the
 * ledger row (unique key `refund:<id>`: one refund per payment) and moves a paid or
 * fulfilled payment to refunded (a late-captured failed one stays failed).
 * The payment leaves `paid` here, before any gateway call, so nothing can
 * claim it afterwards; with `onlyIfUnspent`, a claim that came first wins
 * and nothing is reserved (null). Pass the caller's transaction to commit the
 * reservation together with the caller's own change (an order cancelled, a
 * webhook event recorded); a ledger row left `requested` is sent by
 * reconciliation if sendRefund never runs.
 * Throws 404 for an unknown or never-captured payment.
 */
export async function reserveRefund(
  db: Db | Tx,
  id: string,
  reason: string,
  { onlyIfUnspent = false, amountPaise }: { onlyIfUnspent?: boolean; amountPaise?: number } = {},
): Promise<ReservedRefund | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (onlyIfUnspent && payment?.status !== 'paid') return null;
    if (!payment?.gatewayPaymentId) throw httpErrors.notFound(MESSAGES.paymentNotFound);
    const idempotencyKey = refundKey(id);
    await tx
      .insert(refunds)
      .values({
        paymentId: id,
        amountPaise: Math.min(amountPaise ?? payment.amountPaise, payment.amountPaise),
        idempotencyKey,
        reason,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
    const [ledger] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
    if (!ledger) throw new Error('refund ledger row missing');
    forgetCustomerReads(tx, 'history', payment.customerId);
    await move(tx, id, 'refunded');
    return { payment: { ...payment, gatewayPaymentId: payment.gatewayPaymentId }, ledger };
  });
}

/**
 * Sends a reserved refund through the gateway that took the payment (unless
 * already processed) under the ledger's idempotency key, and records the
 * answer. Throws ProviderError (the ledger row stays `requested`).
 */
export async function sendRefund(
  db: Db,
  gateways: RefundGateways,
  { payment, ledger }: ReservedRefund,
): Promise<RefundRow> {
  if (ledger.status === 'processed') return ledger;
  const refund = await refundThrough(gateways, payment, ledger.amountPaise, ledger.idempotencyKey);
  const [updated] = await db
    .update(refunds)
    .set({ gatewayRefundId: refund.id, status: refund.status })
    .where(eq(refunds.id, ledger.id))
    .returning();
  forgetCustomerReads(db, 'history', payment.customerId);
  return updated ?? ledger;
}

/**
 * Refunds a captured payment in full through the gateway that took it (card
 * or PayPal, by the row's `gateway`; amounts in the row's minor units) and
 * records it in the ledger. The ledger row (unique idempotency key) and the
 * move to refunded are committed before the call (reserveRefund), so a retry
 * reuses them and the gateway never refunds twice; a ledger row left
 * `requested` (gateway down) is retried by reconciliation. Pass
 * `app.providers` (or both gateways) for PayPal payments.
 * Throws 404 for an unknown or never-captured payment, ProviderError (502).
 */
export async function refundPayment(
  db: Db,
  gateways: RefundGateways,
  paymentId: string,
  reason: string,
): Promise<RefundRow> {
  const reserved = await reserveRefund(db, paymentId, reason);
  if (!reserved) throw new Error('refund reservation returned nothing');
  return sendRefund(db, gateways, reserved);
}

/** The refund ledger of one payment, oldest first. */
export async function refundsOf(db: Db | Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
}

/**
 * A capture (gateway payment `gatewayPaymentId`) that came after our payment
 * `id` had failed: notes it on the row and commits its full refund
 * (reserveRefund; send it with sendRefund). Pass the caller's transaction to
 * commit both with the caller's own change. Returns the reservation, or null
 * when the row is not a failed payment without a capture.
 */
export async function reserveLateCaptureRefund(
  db: Db | Tx,
  id: string,
  gatewayPaymentId: string,
): Promise<ReservedRefund | null> {
  const noted = await db
    .update(payments)
    .set({ gatewayPaymentId })
    .where(and(eq(payments.id, id), eq(payments.status, 'failed'), isNull(payments.gatewayPaymentId)))
    .returning({ id: payments.id, customerId: payments.customerId });
  for (const { customerId } of noted) forgetCustomerReads(db, 'history', customerId);
  return noted.length > 0 ? reserveRefund(db, id, 'Captured after the payment had failed.') : null;
}

/**
 * Refunds payment `id` only while it is still paid and unspent: when an
 * order or booking claimed it first, nothing happens. Throws ProviderError
 * (the reservation stays and reconciliation resends it).
 */
export async function refundUnspent(db: Db, gateways: RefundGateways, id: string, reason: string): Promise<void> {
  const reserved = await reserveRefund(db, id, reason, { onlyIfUnspent: true });
  if (reserved) await sendRefund(db, gateways, reserved);
}
