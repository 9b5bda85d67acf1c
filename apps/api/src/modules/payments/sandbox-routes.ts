/**
 * POST /api/dev/sandbox/checkout { order_id, outcome }: the sandbox checkout
 * dialog's Pay / Fail / Dismiss (DESIGN: Providers). Pay captures the order
 * as Razorpay would, by the chosen method (UPI by default; the row becomes paid) and answers checkout's
 * `{ razorpay_order_id, razorpay_payment_id, razorpay_signature }`; Fail
 * records the failure and answers Razorpay's `error`; Dismiss changes nothing.
 * Exists only with the sandbox gateway outside production (config.sandboxPayments).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponses, sandboxCheckoutBodySchema, sandboxCheckoutResponseSchema } from '@seva/contracts';
import type { SandboxGateway } from '../../providers/payments/sandbox.js';
import { findPaymentByOrder, recordCapture, recordFailure } from './moves.js';

/** The description Razorpay gives for a declined card. */
const DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment could not be completed as the bank declined it. Please try another method.',
  reason: 'payment_failed',
};

const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.sandboxPayments || app.providers.payments.name !== 'sandbox') return;
  const gateway = app.providers.payments as SandboxGateway;

  app.post(
    '/dev/sandbox/checkout',
    {
      schema: {
        tags: ['dev'],
        summary: 'Sandbox checkout: pay, fail or dismiss an order (development only)',
        body: sandboxCheckoutBodySchema,
        response: { 200: sandboxCheckoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { order_id: orderId, outcome, method } = request.body;
      const row = await findPaymentByOrder(app.db, orderId);
      if (!row) throw app.httpErrors.notFound(MESSAGES.paymentNotFound);
      if (outcome === 'dismiss') return { status: false as const, dismissed: true as const };
      if (row.status !== 'created') throw app.httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
      if (outcome === 'failure') {
        await recordFailure(app.db, orderId, DECLINED.description);
        return { status: false as const, error: DECLINED };
      }
      const { paymentId, signature } = gateway.completePayment(orderId, method);
      await recordCapture(app.db, orderId, paymentId, method);
      return {
        status: true as const,
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      };
    },
  );
};
export default sandboxRoutes;
