/**
 * PayPal calls (SPEC §3, §7; amounts in US dollars):
 *   POST /api/paypal/pay      { amount, currency: 'USD', purpose?, purposeId? } → { success: true, orderID }
 *   POST /api/paypal/capture  { orderID } → { success: true, data: the SPEC §3 PayPal success result }
 *   GET  /api/paypal/config   → { success: true, clientId, sandbox } for the web's PayPal buttons
 * Pay and capture need a logged-in customer; config is public.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dollarsToCents,
  errorResponses,
  errorSchema,
  paypalCaptureBodySchema,
  paypalCaptureResponseSchema,
  paypalConfigResponseSchema,
  paypalPayBodySchema,
  paypalPayResponseSchema,
} from '@seva/contracts';
import { capturePaypalOrder, createPaypalOrder } from './paypal.js';

const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/paypal/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Create a PayPal order (amount in US dollars)',
        body: paypalPayBodySchema,
        response: { 200: paypalPayResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const payment = await createPaypalOrder(app.db, app.providers.paypal, {
        customerId: request.user.id,
        // The schema already refused amounts that are not whole cents.
        amountCents: dollarsToCents(request.body.amount) ?? 0,
        purpose: request.body.purpose,
        purposeId: request.body.purposeId,
      });
      return { success: true as const, orderID: payment.gatewayOrderId ?? '' };
    },
  );

  app.post(
    '/paypal/capture',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal order and record the payment as paid',
        body: paypalCaptureBodySchema,
        response: { 200: paypalCaptureResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      const data = await capturePaypalOrder(app.db, app.providers.paypal, request.user.id, request.body.orderID);
      return { success: true as const, data };
    },
  );

  app.get(
    '/paypal/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'What the web needs for PayPal: the client id, and whether the local sandbox stands in',
        response: { 200: paypalConfigResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      clientId: app.providers.paypal.clientId,
      sandbox: app.config.sandboxPaypal && app.providers.paypal.sandbox,
    }),
  );
};
export default paypalRoutes;
