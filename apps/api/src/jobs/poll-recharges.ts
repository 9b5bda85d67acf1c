/**
 * Pending recharges are polled until final (issue 5; DOMAIN.md "providers
 * answer asynchronously, so poll until final, block retries meanwhile,
 * refund automatically"). Each pass asks the provider about the PENDING
 * orders whose `next_poll_at` has come (oldest first) and applies the answer
 * (recharge/service.ts: dueRechargeOrders, applyAnswer): success → SUCCESS;
 * failed, or a request the provider never received → FAILED and refunded
 * once; still pending → asked again later with a growing delay. An order
 * whose provider call is still in flight is not polled before its grace
 * time. Safe in several processes at once: every move is a guarded UPDATE
 * from PENDING and the refund is keyed per payment.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Providers } from '../providers/types.js';
import { applyAnswer, dueRechargeOrders, pollLater } from '../modules/recharge/service.js';

/** Orders asked about per pass. */
export const POLL_BATCH = 50;

export interface PollResult {
  succeeded: number;
  failed: number;
  stillPending: number;
  errors: number;
}

/**
 * One polling pass as of `now`. Returns what it found; an order whose step
 * fails (the provider does not answer) is logged, counted in `errors` and
 * asked again later. When `signal` aborts (shutdown) it stops after the
 * order in hand; the rest stay due for the next pass.
 */
export async function pollRecharges(
  db: Db,
  providers: Pick<Providers, 'payments' | 'recharge'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  now = new Date(),
  signal?: AbortSignal,
): Promise<PollResult> {
  const result: PollResult = { succeeded: 0, failed: 0, stillPending: 0, errors: 0 };
  for (const order of await dueRechargeOrders(db, now, POLL_BATCH)) {
    if (signal?.aborted) break;
    try {
      const found = await providers.recharge.status(
        { requestId: order.id, number: order.number, requestedAt: order.createdAt },
        now,
      );
      const answer =
        found === 'unknown'
          ? {
              status: 'failed' as const,
              providerOrderId: null,
              operatorReference: null,
              message: 'The operator never received this recharge.',
            }
          : found;
      await applyAnswer(db, providers, order, answer, now);
      if (answer.status === 'success') result.succeeded++;
      else if (answer.status === 'failed') result.failed++;
      else result.stillPending++;
    } catch (err) {
      result.errors++;
      log.warn({ err, rechargeOrderId: order.id }, 'could not finish polling a pending recharge');
      await pollLater(db, order, now).catch(() => undefined);
    }
  }
  if (result.succeeded + result.failed + result.errors > 0) log.info(result, 'recharge polling pass');
  return result;
}
