/**
 * The audit log in the console (admins of the super area: modules/index.ts):
 *   GET /api/admin/audit?page=&pageSize=   who viewed which ID document when, newest first
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditQuerySchema, adminAuditResponseSchema, errorResponses } from '@seva/contracts';
import { adminDocs, pageAnswer } from '../../lib/admin-route.js';
import { listAudit } from './service.js';

const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        ...adminDocs,
        summary: 'The audit log, newest first: each view of a member’s ID document or selfie (who, which, when)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAudit(app.db, request.query)),
  );
};
export default auditAdminRoutes;
