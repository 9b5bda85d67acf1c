/**
 * POST /api/dev/sandbox/paypal/approve { orderID, outcome }: the sandbox
 * PayPal dialog's buttons (DESIGN: Providers). Approve marks the sandbox
 * order APPROVED, as the payer's approval on PayPal would, and answers what
 * the PayPal buttons' onApprove hands the page (`{ orderID, payerID }`);
 * the web then calls POST /api/paypal/capture. Cancel (onCancel) changes
 * nothing; error (onError) records the payment as failed.
 * Exists only with the sandbox PayPal outside production (config.sandboxPaypal).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  sandboxPaypalApproveBodySchema,
  sandboxPaypalApproveResponseSchema,
} from '@seva/contracts';
import type { SandboxPaypalGateway } from '../../providers/paypal/sandbox.js';
import { findPaymentByOrder, recordFailureById } from './moves.js';

/** What the sandbox reports for the error button, in the words of PayPal's onError. */
const SANDBOX_ERROR = 'PayPal could not process the payment (sandbox error).';

const paypalSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.sandboxPaypal || app.providers.paypal.name !== 'paypal-sandbox') return;
  const gateway = app.providers.paypal as SandboxPaypalGateway;

  app.post(
    '/dev/sandbox/paypal/approve',
    {
      schema: {
        tags: ['dev'],
        summary: 'Sandbox PayPal: approve, cancel or fail an order (development only)',
        body: sandboxPaypalApproveBodySchema,
        response: { 200: sandboxPaypalApproveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { orderID, outcome } = request.body;
      const row = await findPaymentByOrder(app.db, orderID);
      if (!row || row.gateway !== gateway.name) throw app.httpErrors.notFound(MESSAGES.paymentNotFound);
      if (outcome === 'cancel') return { success: false as const, cancelled: true as const };
      if (row.status !== 'created') throw app.httpErrors.conflict(MESSAGES.paymentAlreadyUsed);
      if (outcome === 'error') {
        await recordFailureById(app.db, row.id, SANDBOX_ERROR);
        return { success: false as const, error: SANDBOX_ERROR };
      }
      const { payerId } = gateway.approve(orderID);
      return { success: true as const, orderID, payerID: payerId };
    },
  );
};
export default paypalSandboxRoutes;
