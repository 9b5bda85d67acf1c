/**
 * The consultancy inbox of the console (admins of the content area: modules/index.ts):
 *   GET   /api/admin/consultancy?status=&q=&page=&pageSize=   newest first; q: name, mobile or id
 *   GET   /api/admin/consultancy/:id
 *   PATCH /api/admin/consultancy/:id/status   { status, note? } new ↔ contacted → closed
 * Reopening a closed request answers 409 while the customer has another open
 * request on that topic.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminConsultancyListResponseSchema,
  adminConsultancyQuerySchema,
  adminConsultancyRecordResponseSchema,
  adminConsultancyResponseSchema,
  adminConsultancyStatusBodySchema,
  errorResponses,
  idParamsSchema,
  type ConsultancyStatus,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import { contentDesk } from '../audit/service.js';
import { changeConsultancyStatus, getAdminConsultancy, listAdminConsultancy } from './admin-service.js';

const MOVED: Record<ConsultancyStatus, string> = {
  new: 'The request is back in the new list.',
  contacted: 'The request is marked contacted.',
  closed: 'The request is closed. The customer may ask about this topic again.',
};

const consultancyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consultancy',
    {
      schema: {
        ...adminDocs,
        summary: 'Consultancy requests, newest first; filter by status, search by customer name, mobile or id',
        querystring: adminConsultancyQuerySchema,
        response: { 200: adminConsultancyListResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminConsultancy(app.db, request.query)),
  );

  app.get(
    '/consultancy/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One consultancy request with the customer’s name and mobile',
        params: idParamsSchema,
        response: { 200: adminConsultancyRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminConsultancy(app.db, request.params.id) }),
  );

  app.patch(
    '/consultancy/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Move a request among new, contacted and closed, with an optional note',
        params: idParamsSchema,
        body: adminConsultancyStatusBodySchema,
        response: { 200: adminConsultancyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const desk = contentDesk(app.db, adminActor(request), 'consultancy');
      const data = await desk.update(
        id,
        (db) => getAdminConsultancy(db, id),
        (db) => changeConsultancyStatus(db, id, request.body),
        'consultancy.status',
      );
      return { status: true as const, message: MOVED[data.status], data };
    },
  );
};
export default consultancyAdminRoutes;
