/**
 * Card payment calls (SPEC §7):
 *   POST /api/app/customer/create_razorpay_order  { amount (rupees), purpose?, purposeId? }
 *        → { status: true, key_id, data: { id, amount (paise), currency } }
 *   POST /api/payments/verify                     checkout's three fields → the paid payment
 *   POST /api/payments/razorpay/webhook           Razorpay webhooks (raw body, signed)
 *   GET  /api/payments/transactions               ?page&pageSize → the customer's payments, newest first
 * The order, verify and transactions calls need a logged-in customer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRazorpayOrderBodySchema,
  createRazorpayOrderResponseSchema,
  errorResponses,
  errorSchema,
  paiseToRupees,
  razorpayPaymentSchema,
  rupeesToPaise,
  transactionsQuerySchema,
  transactionsResponseSchema,
  verifyPaymentResponseSchema,
  webhookResponseSchema,
} from '@seva/contracts';
import { assertQuotedAmount } from './purposes.js';
import { verifyCheckout } from './checkout.js';
import { createPaymentOrder } from './moves.js';
import { listTransactions } from './transactions.js';
import { handleWebhook } from './webhook.js';
import { customerRead } from '../../plugins/cached-reads.js';

/** The webhook, in its own scope: the signature covers the exact bytes Razorpay sent, so JSON stays a raw string here. */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(
    '/payments/razorpay/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
        headers: z.object({
          'x-razorpay-signature': z.string().min(1),
          'x-razorpay-event-id': z.string().min(1).max(128),
        }),
        body: z.string(),
        response: {
          200: webhookResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const result = await handleWebhook(
        app.db,
        app.providers.payments,
        {
          rawBody: request.body,
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
        },
        request.log,
      );
      return { status: true as const, result };
    },
  );
};

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app/customer/create_razorpay_order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Create a card payment order (amount in rupees; data.amount in paise)',
        body: createRazorpayOrderBodySchema,
        response: { 200: createRazorpayOrderResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      // The schema already refused amounts that are not whole paise.
      const amountPaise = rupeesToPaise(request.body.amount) ?? 0;
      const { purpose, purposeId } = request.body;
      await assertQuotedAmount(app.db, request.user.id, purpose, amountPaise, purposeId);
      const payment = await createPaymentOrder(app.db, app.providers.payments, {
        customerId: request.user.id,
        amountPaise,
        purpose: request.body.purpose,
        purposeId: request.body.purposeId,
      });
      return {
        status: true as const,
        key_id: app.providers.payments.keyId,
        data: { id: payment.gatewayOrderId ?? '', amount: payment.amountPaise, currency: 'INR' as const },
      };
    },
  );

  app.post(
    '/payments/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Verify checkout's signature and record the payment as paid",
        body: razorpayPaymentSchema,
        response: { 200: verifyPaymentResponseSchema, ...errorResponses, 422: errorSchema },
      },
    },
    async (request) => {
      const row = await verifyCheckout(app.db, app.providers.payments, request.user.id, request.body);
      return {
        status: true as const,
        data: { _id: row.id, status: 'paid' as const, amount: paiseToRupees(row.amountPaise) },
      };
    },
  );

  app.get(
    '/payments/transactions',
    {
      onRequest: app.authenticate,
      config: customerRead('history'),
      schema: {
        tags: ['payments'],
        summary: "The signed-in customer's payments, newest first (amounts in rupees or dollars)",
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { results, total } = await listTransactions(app.db, request.user.id, { page, pageSize });
      return { status: true as const, results, total, page, pageSize };
    },
  );

  await app.register(webhookRoute);
};
export default paymentRoutes;
