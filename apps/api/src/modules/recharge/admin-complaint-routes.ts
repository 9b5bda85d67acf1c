/**
 * Recharge complaints in the console (issue 23; the recharge area and super):
 *   GET   /api/admin/recharge/complaints?status=open|resolved&q=&page=&pageSize=   open ones oldest first
 *   PATCH /api/admin/recharge/complaints/:id { resolution }   resolves it (409 when already resolved); audit-logged
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  adminRechargeComplaintsQuerySchema,
  adminRechargeComplaintsResponseSchema,
  errorResponses,
  idParamsSchema,
  resolveRechargeComplaintBodySchema,
  resolveRechargeComplaintResponseSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import { listAdminComplaints, resolveComplaint } from './admin-complaints.js';

const rechargeComplaintAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recharge/complaints',
    {
      schema: {
        ...adminDocs,
        summary: 'Complaints about recharges left pending; filter by status, search by reference, number or mobile',
        querystring: adminRechargeComplaintsQuerySchema,
        response: { 200: adminRechargeComplaintsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminComplaints(app.db, request.query)),
  );

  app.patch(
    '/recharge/complaints/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Resolve a recharge complaint with a note the customer reads',
        params: idParamsSchema,
        body: resolveRechargeComplaintBodySchema,
        response: { 200: resolveRechargeComplaintResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: MESSAGES.complaintResolved,
      data: await resolveComplaint(app.db, adminActor(request), request.params.id, request.body.resolution),
    }),
  );
};
export default rechargeComplaintAdminRoutes;
