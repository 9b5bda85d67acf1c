/**
 * Web Push subscriptions (issue 23):
 *   GET    /api/push/key             the VAPID public key (public: the browser asks before subscribing)
 *   POST   /api/push/subscriptions   this browser's subscription, for the signed-in customer (moves a shared device)
 *   DELETE /api/push/subscriptions?endpoint=   this browser's subscription (signing out; 404 when not theirs)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeBodySchema,
} from '@seva/contracts';
import { assertPushEndpoint, deleteSubscription, saveSubscription } from './push-subscriptions.js';

const tags = ['notifications'];

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key (base64url) browsers subscribe with',
        response: { 200: pushKeyResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const, publicKey: app.config.push.vapid.publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Subscribe this browser to the signed-in customer’s pushes',
        body: pushSubscriptionBodySchema,
        response: { 200: pushSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertPushEndpoint(request.body.endpoint, app.config.isProduction);
      await saveSubscription(app.db, request.user.id, request.body);
      return { success: true as const, subscribed: true };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Unsubscribe this browser (by its endpoint) from the customer’s pushes',
        querystring: pushUnsubscribeBodySchema,
        response: { 200: pushSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await deleteSubscription(app.db, request.user.id, request.query.endpoint)))
        throw app.httpErrors.notFound(MESSAGES.pushSubscriptionNotFound);
      return { success: true as const, subscribed: false };
    },
  );
};
export default pushRoutes;
