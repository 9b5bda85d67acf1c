/**
 * The console's overview, open to every admin (server.ts guards it with
 * app.requireAdmin): the counts of the caller's own areas only.
 *   GET /api/admin/overview   { status, data: { queues: [{ queue, area, count }] } }
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewResponseSchema, errorResponses } from '@seva/contracts';
import { adminDocs } from '../../lib/admin-route.js';
import { adminOverview } from './overview.js';

const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        ...adminDocs,
        summary: "What waits in the queues of the caller's admin areas",
        response: { 200: adminOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      data: { queues: await adminOverview(app.db, request.user.adminAreas) },
    }),
  );
};
export default overviewRoutes;
