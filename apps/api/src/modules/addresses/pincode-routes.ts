/**
 * GET /api/pincodes/:pincode (issue 23: the address form fills city and state
 * from the pincode): public, the same for everyone, cached a day by browsers
 * and kept in memory (plugins/public-cache.ts). 404 `not_found` with
 * MESSAGES.pincodeNotFound when India Post's list lacks it; 400 for anything
 * but six digits.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, errorResponses, pincodeParamsSchema, pincodeResponseSchema } from '@seva/contracts';
import { withReason } from '../../plugins/errors.js';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { lookUpPincode } from './pincodes.js';

const DAY_SECONDS = 24 * 60 * 60;

const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app, DAY_SECONDS);
  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The city, state and district a pincode serves (India Post)',
        params: pincodeParamsSchema,
        response: { 200: pincodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const place = lookUpPincode(request.params.pincode);
      if (!place) throw withReason(httpErrors.notFound(MESSAGES.pincodeNotFound), 'not_found');
      return { success: true as const, ...place };
    },
  );
};
export default pincodeRoutes;
