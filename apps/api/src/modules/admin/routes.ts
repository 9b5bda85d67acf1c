/**
 * Admin console API (DESIGN: a `role` column gates /api/admin):
 *   GET /api/admin/customers?q=&page=&pageSize=   search customers, newest first
 * Every route here runs app.requireAdmin: 401 without a session, 403 for customers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCustomersQuerySchema, adminCustomersResponseSchema, errorResponses } from '@seva/contracts';
import { searchCustomers } from '../customers/service.js';
import { adminDocs, pageAnswer } from './route-helpers.js';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...adminDocs,
        summary: 'Search customers by name, mobile or e-mail',
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await searchCustomers(app.db, request.query)),
  );
};
export default adminRoutes;
