/**
 * The audit log in the console, open to every admin (anyAdminModules in modules/index.ts):
 *   GET /api/admin/audit?page=&pageSize=&area=&action=&targetId=
 * newest first; a super admin reads every row, another admin the rows of the areas they hold.
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
        summary:
          'The audit log of admin actions, newest first (who, area, what, which record, the before/after of ' +
          'the changed fields); super admins see every row, other admins the rows of their own areas',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAudit(app.db, request.user, request.query)),
  );
};
export default auditAdminRoutes;
