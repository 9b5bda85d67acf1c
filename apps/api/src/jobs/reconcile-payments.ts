/**
 * Payment reconciliation (the payments issue): money must never sit taken
 * and unused. A payment left `paid` but unspent for STALE_AFTER_MS — the
 * browser closed after paying, or a webhook recorded the capture — is
 * fulfilled when the server can do it from its own records (its purpose's
 * fulfilment in the purpose registry, payments/purposes.ts: a cart payment
 * that names its address), else refunded in full. Refunds the gateway
 * refused earlier (ledger status `requested`) are sent again under the same
 * idempotency key. PayPal payments left uncaptured are settled by asking
 * PayPal (paypal.ts settleStalePaypalPayment); a capture found that way is
 * paid from then on and is fulfilled or refunded by a later pass. Safe to run in several processes at once: every step is a guarded
 * state move or an idempotent gateway call.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Providers } from '../providers/types.js';
import {
  fulfilByPurpose,
  refundPayment,
  refundUnspent,
  settleStalePaypalPayment,
  staleCreatedPayments,
  stalePaidPayments,
  unsentRefunds,
} from '../modules/payments/service.js';

/** How long a paid payment may wait for its order or booking before reconciliation acts. */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/**
 * How long a PayPal payment may stay uncaptured before reconciliation asks
 * PayPal about it (the payer may take a while on PayPal's approval pages).
 */
export const UNCAPTURED_AFTER_MS = 30 * 60 * 1000;

export interface ReconcileResult {
  /** PayPal payments found captured at PayPal and recorded as paid (then fulfilled or refunded). */
  captured: number;
  /** PayPal payments PayPal will not capture, marked failed. */
  failed: number;
  fulfilled: number;
  refunded: number;
  refundsRetried: number;
  errors: number;
}

/**
 * One reconciliation pass as of `now`. Returns what it did; a payment whose
 * step fails (gateway down) is logged and counted in `errors`, and the next
 * pass tries again. When `signal` aborts (shutdown) it stops after the
 * payment or refund in hand; the next pass, in whichever process, goes on.
 */
export async function reconcilePayments(
  db: Db,
  providers: Pick<Providers, 'payments'> & Partial<Pick<Providers, 'paypal'>>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  now = new Date(),
  signal?: AbortSignal,
): Promise<ReconcileResult> {
  const result: ReconcileResult = { captured: 0, failed: 0, fulfilled: 0, refunded: 0, refundsRetried: 0, errors: 0 };
  const before = new Date(now.getTime() - STALE_AFTER_MS);

  // PayPal has no webhook here: a capture whose answer never reached us is found by asking.
  const { paypal } = providers;
  if (paypal) {
    const uncapturedBefore = new Date(now.getTime() - UNCAPTURED_AFTER_MS);
    for (const payment of await staleCreatedPayments(db, [paypal.name], uncapturedBefore)) {
      if (signal?.aborted) return result;
      try {
        const status = await settleStalePaypalPayment(db, paypal, payment);
        if (status === 'paid') result.captured++;
        if (status === 'failed') result.failed++;
      } catch (err) {
        result.errors++;
        log.warn({ err, paymentId: payment.id }, 'reconciliation could not ask PayPal about a payment');
      }
    }
  }
  // Read before this pass reserves new refunds: a refund that fails now is resent next pass, not twice in one.
  const unsent = await unsentRefunds(db, before);

  for (const payment of await stalePaidPayments(db, before)) {
    if (signal?.aborted) return result;
    try {
      if (await fulfilByPurpose(db, payment)) {
        result.fulfilled++;
        continue;
      }
      await refundUnspent(db, providers, payment.id, 'Not fulfilled after payment; refunded by reconciliation.');
      result.refunded++;
    } catch (err) {
      result.errors++;
      log.warn({ err, paymentId: payment.id }, 'reconciliation could not finish a paid payment');
    }
  }

  for (const refund of unsent) {
    if (signal?.aborted) return result;
    try {
      await refundPayment(db, providers, refund.paymentId, refund.reason);
      result.refundsRetried++;
    } catch (err) {
      result.errors++;
      log.warn({ err, refundId: refund.id }, 'reconciliation could not send a refund');
    }
  }
  if (Object.values(result).some((n) => n > 0)) log.info(result, 'payment reconciliation pass');
  return result;
}
