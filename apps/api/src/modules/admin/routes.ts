/**
 * The console's customer search (admins of the super area: modules/index.ts,
 * since it shows every customer's contact details):
 *   GET /api/admin/customers?q=&page=&pageSize=   search customers, newest first
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCustomersQuerySchema, adminCustomersResponseSchema, errorResponses } from '@seva/contracts';
import { searchCustomers } from '../customers/service.js';
import { adminDocs, pageAnswer } from '../../lib/admin-route.js';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
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
