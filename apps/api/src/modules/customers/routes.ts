/**
 * The signed-in customer's own record:
 *   GET /api/app/customer/me   full profile (role, emailVerified)
 *   PUT /api/users/:id         edit own details (SPEC §7; 403 for any other id)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  customerProfileResponseSchema,
  errorResponses,
  idParamsSchema,
  profileUpdateBodySchema,
  successMessageSchema,
} from '@seva/contracts';
import { getOwnProfile, updateOwnProfile } from './service.js';

const security = [{ bearerAuth: [] }];

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/customer/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'The signed-in customer',
        security,
        response: { 200: customerProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getOwnProfile(app.db, request.user) }),
  );

  app.put(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Update own profile (a new e-mail is verified by link)',
        security,
        params: idParamsSchema,
        body: profileUpdateBodySchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const mailer = { email: app.providers.email, publicUrl: app.config.publicUrl, log: request.log };
      await updateOwnProfile(app.db, mailer, request.user, request.params.id, request.body);
      return { success: true, message: MESSAGES.profileUpdated };
    },
  );
};
export default customerRoutes;
