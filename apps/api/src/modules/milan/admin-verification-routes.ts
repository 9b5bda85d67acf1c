/**
 * The Milan Sathi console's verification queue (admin role only; 401 without
 * a session, 403 for customers). The images themselves are read through
 * GET /api/verification/:id/files/:file, which admins may call.
 *   GET   /api/admin/milan/verifications?status=&page=&pageSize=   pending oldest first, reviewed newest first
 *   PATCH /api/admin/milan/verifications/:id   { status: 'verified' } | { status: 'rejected', reason }
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVerificationResponseSchema,
  adminVerificationReviewBodySchema,
  adminVerificationsQuerySchema,
  adminVerificationsResponseSchema,
  errorResponses,
  idParamsSchema,
} from '@seva/contracts';
import { adminDocs, pageAnswer } from '../admin/route-helpers.js';
import { listAdminVerifications, reviewVerification } from './admin-verifications.js';
import { guardRoutes } from '../../plugins/authenticate.js';

const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route below is admin-only; checked before the body is even read.
  guardRoutes(app, app.requireAdmin);

  app.get(
    '/admin/milan/verifications',
    {
      schema: {
        ...adminDocs,
        summary: 'ID verification requests by status: pending oldest first, reviewed newest first',
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminVerifications(app.db, request.query)),
  );

  app.patch(
    '/admin/milan/verifications/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Verify a member’s ID (the verified badge) or reject it with the reason they are told',
        description: 'The member is notified and both images are deleted. 409 when the request was already reviewed.',
        params: idParamsSchema,
        body: adminVerificationReviewBodySchema,
        response: { 200: adminVerificationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deps = { db: app.db, realtime: app.realtime, privateFiles: app.providers.privateFiles, log: request.log };
      const data = await reviewVerification(deps, request.user.id, request.params.id, request.body);
      const message =
        data.status === 'verified'
          ? 'The member is verified. Their profile now shows the verified badge.'
          : 'The request is rejected. The member was told the reason.';
      return { status: true as const, message, data };
    },
  );
};
export default adminVerificationRoutes;
