/**
 * The signed-in customer's own record:
 *   GET /api/app/customer/me   full profile (role, emailVerified)
 * PUT /api/users/:id (own details, SPEC §7) is served by the milan module,
 * which adds the matrimony profile and calls updateOwnProfile for the rest.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerProfileResponseSchema, errorResponses } from '@seva/contracts';
import { customerRead } from '../../plugins/cached-reads.js';
import { getOwnProfile } from './service.js';

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/customer/me',
    {
      onRequest: app.authenticate,
      // Kept per customer for a few seconds; the writes that change the record forget it (customer-read-cache.ts).
      config: customerRead('me'),
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer',
        response: { 200: customerProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getOwnProfile(app.db, request.user) }),
  );
};
export default customerRoutes;
