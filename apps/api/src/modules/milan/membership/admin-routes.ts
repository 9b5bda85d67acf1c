/**
 * The Milan Sathi console's membership plans (admins of the milan-safety area: modules/index.ts). Prices in rupees.
 *   GET    /api/admin/milan/plans                    every plan, hidden ones too (?hindi=missing)
 *   POST   /api/admin/milan/plans                    planBodySchema → 201 (409 for a code in use)
 *   PUT    /api/admin/milan/plans/:id                planBodySchema, `active` shows or hides it
 * The free plan stays at ₹0 and visible (409).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPlanResponseSchema,
  adminPlansQuerySchema,
  adminPlansResponseSchema,
  errorResponses,
  idParamsSchema,
  planBodySchema,
} from '@seva/contracts';
import { adminActor, adminDocs } from '../../../lib/admin-route.js';
import { createPlan, listAdminPlans, updatePlan } from './admin-plans.js';

const planAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/milan/plans',
    {
      schema: {
        ...adminDocs,
        summary: 'Every membership plan, hidden ones too (prices in rupees)',
        querystring: adminPlansQuerySchema,
        response: { 200: adminPlansResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, results: await listAdminPlans(app.db, request.query) }),
  );

  app.post(
    '/milan/plans',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a paid membership plan (price in rupees; 409 when the code is in use)',
        body: planBodySchema,
        response: { 201: adminPlanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createPlan(app.db, adminActor(request), request.body);
      return reply.code(201).send({ status: true as const, message: 'Plan created.', data });
    },
  );

  app.put(
    '/milan/plans/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Edit a paid plan; active false hides it from the membership page (the free plan stays as it is: 409)',
        params: idParamsSchema,
        body: planBodySchema,
        response: { 200: adminPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updatePlan(app.db, adminActor(request), request.params.id, request.body);
      return {
        status: true as const,
        message: data.active ? 'Plan saved.' : 'Plan saved. It is hidden from the membership page.',
        data,
      };
    },
  );
};
export default planAdminRoutes;
