/**
 * The recharge admin console API (admins of the recharge area: modules/index.ts).
 * Money in rupees; the list answers `{ results, total, page, pageSize }`.
 *   GET   /api/admin/recharge/orders?status=&q=&page=&pageSize=   newest first
 *   GET   /api/admin/recharge/orders/:id              payment, refund, provider ids and polls
 *   GET   /api/admin/recharge/services                every catalogue service with its switch
 *   PATCH /api/admin/recharge/services/:serviceId     { enabled } (404 for an unknown service)
 *   GET/PATCH /api/admin/recharge/complaints…         admin-complaint-routes.ts (issue 23)
 * A switched-off service leaves GET /api/recharge/get_services_list at once (the server's
 * cache is dropped; browsers may keep their copy for its max-age) and takes no new orders.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRechargeOrderResponseSchema,
  adminRechargeOrdersQuerySchema,
  adminRechargeOrdersResponseSchema,
  adminRechargeServiceBodySchema,
  adminRechargeServiceParamsSchema,
  adminRechargeServiceResponseSchema,
  adminRechargeServicesResponseSchema,
  errorResponses,
  idParamsSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, forgetCatalogueAfterWrites, pageAnswer } from '../../lib/admin-route.js';
import { getAdminRechargeOrder, listAdminRechargeOrders } from './admin-orders.js';
import { listAdminRechargeServices, setRechargeServiceEnabled } from './admin-services.js';
import complaintRoutes from './admin-complaint-routes.js';

const rechargeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The complaints queue (issue 23).
  await app.register(complaintRoutes);

  // A switch changes the customers' services list (cached briefly by get_services_list).
  forgetCatalogueAfterWrites(app);

  app.get(
    '/recharge/orders',
    {
      schema: {
        ...adminDocs,
        summary: 'Recharge and bill payment orders, newest first; filter by status, search by number, mobile or id',
        querystring: adminRechargeOrdersQuerySchema,
        response: { 200: adminRechargeOrdersResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminRechargeOrders(app.db, request.query)),
  );

  app.get(
    '/recharge/orders/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One recharge order with its payment, refund, provider ids and polls',
        params: idParamsSchema,
        response: { 200: adminRechargeOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminRechargeOrder(app.db, request.params.id) }),
  );

  app.get(
    '/recharge/services',
    {
      schema: {
        ...adminDocs,
        summary: 'Every recharge service of the catalogue with whether it is offered',
        response: { 200: adminRechargeServicesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ status: true as const, data: await listAdminRechargeServices(app.db) }),
  );

  app.patch(
    '/recharge/services/:serviceId',
    {
      schema: {
        ...adminDocs,
        summary: 'Switch a recharge service on or off (off: customers neither see nor order it)',
        params: adminRechargeServiceParamsSchema,
        body: adminRechargeServiceBodySchema,
        response: { 200: adminRechargeServiceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await setRechargeServiceEnabled(
        app.db,
        adminActor(request),
        request.params.serviceId,
        request.body.enabled,
      );
      const message = data.enabled ? `${data.name} is switched on.` : `${data.name} is switched off.`;
      return { status: true as const, message, data };
    },
  );
};
export default rechargeAdminRoutes;
