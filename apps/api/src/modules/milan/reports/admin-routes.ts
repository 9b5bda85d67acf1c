/**
 * The profile reports queue of the Milan Sathi console (admins of the milan-safety area: modules/index.ts):
 *   GET   /api/admin/milan/reports?status=&page=&pageSize=   open oldest first; closed newest first
 *   PATCH /api/admin/milan/reports/:id    { status: 'actioned' | 'dismissed', resolution } (409 when closed)
 * Suspending a profile or removing a photo is done in the profiles console (profiles/admin-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReportResolveBodySchema,
  adminReportResponseSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  errorResponses,
  idParamsSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../../lib/admin-route.js';
import { listAdminReports, resolveReport } from './admin-reports.js';

const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/milan/reports',
    {
      schema: {
        ...adminDocs,
        summary: 'Profile reports with a status: open ones oldest first, closed ones newest first',
        description:
          'Each shows both members (name, mobile), whether the reported profile is suspended and its open reports.',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminReports(app.db, request.query)),
  );

  app.patch(
    '/milan/reports/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Close an open report as actioned or dismissed, with a note (409 when it is already closed)',
        params: idParamsSchema,
        body: adminReportResolveBodySchema,
        response: { 200: adminReportResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await resolveReport(app.db, adminActor(request), request.params.id, request.body);
      const message = data.status === 'actioned' ? 'Report closed as actioned.' : 'Report dismissed.';
      return { status: true as const, message, data };
    },
  );
};
export default adminReportRoutes;
