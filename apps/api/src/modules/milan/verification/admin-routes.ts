/**
 * The Milan Sathi console's verification queue (admins of the milan-safety
 * area: modules/index.ts):
 *   GET   /api/admin/milan/verifications?status=&page=&pageSize=   pending oldest first, reviewed newest first
 *   GET   /api/admin/milan/verifications/:id/files/document|selfie   a kept image; every view is audited
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
  verificationFileParamsSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../../lib/admin-route.js';
import { listAdminVerifications, reviewVerification, viewVerificationFile } from './admin-verifications.js';
import { privateImageSchema, sendPrivateImage } from './verification.js';

const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/milan/verifications',
    {
      schema: {
        ...adminDocs,
        summary: 'ID verification requests by status: pending oldest first, reviewed newest first',
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      pageAnswer(request.query, await listAdminVerifications(app.db, app.photoLinks, request.user.id, request.query)),
  );

  app.get(
    '/milan/verifications/:id/files/:file',
    {
      schema: {
        ...adminDocs,
        summary:
          'A kept ID document or selfie image of a request (never cached; each view is written to the audit log)',
        description: '404 once the review deleted the images.',
        params: verificationFileParamsSchema,
        response: { 200: privateImageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const stored = await viewVerificationFile(app.db, app.providers.privateFiles, adminActor(request), id, file);
      return sendPrivateImage(reply, stored);
    },
  );

  app.patch(
    '/milan/verifications/:id',
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
      const { db, realtime, photoLinks } = app;
      const deps = { db, realtime, privateFiles: app.providers.privateFiles, photoLinks, log: request.log };
      const data = await reviewVerification(deps, adminActor(request), request.params.id, request.body);
      const message =
        data.status === 'verified'
          ? 'The member is verified. Their profile now shows the verified badge.'
          : 'The request is rejected. The member was told the reason.';
      return { status: true as const, message, data };
    },
  );
};
export default adminVerificationRoutes;
