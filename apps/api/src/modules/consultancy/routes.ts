/**
 * Consultancy requests of the signed-in customer (SPEC §7 consultant_request;
 * 401 without a session):
 *   POST /api/app/customer/consultant_request    { topic, preferredLanguage, preferredTime, message }
 *        → { status, message: CONSULTANCY_RECEIVED, data }; 409 while one on the topic is open
 *   GET  /api/app/customer/consultant_requests   → { data } the customer's own, newest first
 * A customer may send CONSULTANCY_REQUESTS_PER_HOUR requests an hour (429 after).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_TEMPLATES,
  CONSULTANCY_RECEIVED,
  consultancyCreatedResponseSchema,
  consultancyListResponseSchema,
  consultancyRequestBodySchema,
  errorResponses,
} from '@seva/contracts';
import { createConsultancyRequest, listOwnConsultancyRequests } from './service.js';

/** Eight topics, one open request each, with room for a few retries; more is someone scripting the form. */
export const CONSULTANCY_REQUESTS_PER_HOUR = 12;
const tags = ['consultancy'];

const consultancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app/customer/consultant_request',
    {
      // The session first (401 before the body is looked at), then the limit per customer, not per
      // address: many customers share one carrier-grade-NAT address.
      onRequest: app.authenticate,
      config: {
        rateLimit: {
          max: CONSULTANCY_REQUESTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `consultancy:${request.user.id}`,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: MESSAGE_TEMPLATES.consultancyTooMany(Math.ceil(context.ttl / 60_000)),
          }),
        },
      },
      schema: {
        tags,
        summary: 'Ask for a consultancy call (one open request per topic)',
        body: consultancyRequestBodySchema,
        response: { 200: consultancyCreatedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await createConsultancyRequest(app.db, request.user.id, request.body);
      return { status: true as const, message: CONSULTANCY_RECEIVED, data };
    },
  );

  app.get(
    '/app/customer/consultant_requests',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in customer’s consultancy requests, newest first',
        response: { 200: consultancyListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await listOwnConsultancyRequests(app.db, request.user.id) }),
  );
};
export default consultancyRoutes;
