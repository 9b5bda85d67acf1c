/**
 * Razorpay webhooks (Razorpay docs "Webhooks"): the X-Razorpay-Signature is a
 * hex HMAC-SHA256 of the raw body under the webhook secret; each event id
 * (x-razorpay-event-id) is handled once. A payment captured while the
 * browser was closed is still recorded (created → paid, then fulfilled by
 * its purpose or refunded by reconciliation); a capture that arrives for an
 * order we had already marked failed is refunded at once.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { WebhookOutcome } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../providers/payments/types.js';
import { recordCapture, recordFailure } from './moves.js';
import { reserveLateCaptureRefund, sendRefund, type ReservedRefund } from './refunds.js';
import { paymentEvents } from './tables.js';

const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            /** Razorpay's payment `method`: upi, card, netbanking, wallet, emi… */
            method: z.string().min(1).max(32).nullish(),
            error_description: z.string().nullish(),
          }),
        })
        .optional(),
    })
    .default({}),
});

/**
 * Verifies and applies one webhook delivery. Returns what happened.
 * Throws 400 for a bad signature or a body that is not a Razorpay event.
 */
export async function handleWebhook(
  db: Db,
  gateway: PaymentGateway,
  delivery: { rawBody: string; signature: string; eventId: string },
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<WebhookOutcome> {
  if (!gateway.verifyWebhookSignature(delivery.rawBody, delivery.signature))
    throw httpErrors.badRequest('Invalid webhook signature.');
  let parsed: z.infer<typeof eventSchema>;
  try {
    parsed = eventSchema.parse(JSON.parse(delivery.rawBody));
  } catch {
    throw httpErrors.badRequest('Not a Razorpay event.');
  }
  const entity = parsed.payload.payment?.entity;

  const applied = await db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; refund?: ReservedRefund }> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: delivery.eventId, type: parsed.event })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return { outcome: 'duplicate' };
    if (!entity?.order_id) return { outcome: 'ignored' };
    if (parsed.event === 'payment.captured' || parsed.event === 'order.paid') {
      const row = await recordCapture(tx, entity.order_id, entity.id, entity.method);
      if (!row) return { outcome: 'ignored' };
      if (row.status !== 'failed' || row.gatewayPaymentId) return { outcome: 'processed' };
      // Money arrived for an order we had given up on: commit its refund with this event.
      const refund = await reserveLateCaptureRefund(tx, row.id, entity.id);
      return refund ? { outcome: 'processed', refund } : { outcome: 'processed' };
    }
    if (parsed.event === 'payment.failed') {
      const row = await recordFailure(tx, entity.order_id, entity.error_description ?? 'Payment failed.');
      return { outcome: row ? 'processed' : 'ignored' };
    }
    return { outcome: 'ignored' };
  });

  if (applied.refund) {
    // After commit; a gateway that refuses now leaves the ledger row `requested` for reconciliation to resend.
    await sendRefund(db, gateway, applied.refund).catch((err: unknown) =>
      log?.warn({ err, paymentId: applied.refund?.payment.id }, 'late-capture refund not sent yet'),
    );
  }
  return applied.outcome;
}
