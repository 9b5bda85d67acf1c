/**
 * Console routes of daily darshan (registered by admin-routes.ts inside its
 * admin-only scope):
 *   GET/POST /api/admin/darshan/temples, PATCH/DELETE …/:id
 *   GET/POST /api/admin/darshan/entries (?templeId=&date=, newest first), GET/PATCH/DELETE …/:id,
 *     POST …/:id/images (adds one), DELETE …/:id/images/:index
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DARSHAN_MAX_IMAGES,
  adminDarshanCreateBodySchema,
  adminDarshanListQuerySchema,
  adminDarshanListResponseSchema,
  adminDarshanRecordResponseSchema,
  adminDarshanResponseSchema,
  adminDarshanTempleCreateBodySchema,
  adminDarshanTempleResponseSchema,
  adminDarshanTemplesResponseSchema,
  adminDarshanTempleUpdateBodySchema,
  adminDarshanUpdateBodySchema,
  adminDarshanTemplesQuerySchema,
  darshanImageParamsSchema,
  errorResponses,
  idParamsSchema,
  statusMessageSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import {
  addDarshanImage,
  createDarshan,
  createTemple,
  deleteDarshan,
  deleteTemple,
  getAdminDarshan,
  getAdminTemple,
  listAdminDarshans,
  listAdminTemples,
  removeDarshanImage,
  updateDarshan,
  updateTemple,
} from './admin-service.js';
import { contentDesk } from '../audit/service.js';
import { mediaImageRoute } from './admin-uploads.js';

const darshanImageRoute = mediaImageRoute(
  '/darshan/entries/:id/images',
  `Add one picture to a darshan (at most ${DARSHAN_MAX_IMAGES}; 409 when full)`,
  adminDarshanResponseSchema,
  (app, id, upload, actor) => addDarshanImage(app.db, app.providers.storage, actor, id, upload),
);

const darshanRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The acting admin's content desk for records of `kind`: each write with its audit row (issue 24). */
  const desk = (request: FastifyRequest, kind: string) => contentDesk(app.db, adminActor(request), kind);

  // ── Temples ──
  app.get(
    '/darshan/temples',
    {
      schema: {
        ...adminDocs,
        summary: 'Darshan temples, hidden included, in display order',
        querystring: adminDarshanTemplesQuerySchema,
        response: { 200: adminDarshanTemplesResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminTemples(app.db, request.query)),
  );

  app.post(
    '/darshan/temples',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a darshan temple',
        body: adminDarshanTempleCreateBodySchema,
        response: { 201: adminDarshanTempleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'temple').create((db) => createTemple(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Temple added.', data });
    },
  );

  app.patch(
    '/darshan/temples/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a darshan temple',
        params: idParamsSchema,
        body: adminDarshanTempleUpdateBodySchema,
        response: { 200: adminDarshanTempleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Temple saved.',
      data: await desk(request, 'temple').update(
        request.params.id,
        (db) => getAdminTemple(db, request.params.id),
        (db) => updateTemple(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/darshan/temples/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a temple without darshan (409 while it has darshan days: hide it instead)',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'temple').remove(
        request.params.id,
        (db) => getAdminTemple(db, request.params.id),
        (db) => deleteTemple(db, request.params.id),
      );
      return { status: true as const, message: 'Temple deleted.' };
    },
  );

  // ── Darshan days ──
  app.get(
    '/darshan/entries',
    {
      schema: {
        ...adminDocs,
        summary: 'Darshan days (of one temple and/or date), newest first',
        querystring: adminDarshanListQuerySchema,
        response: { 200: adminDarshanListResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminDarshans(app.db, request.query)),
  );

  app.post(
    '/darshan/entries',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a temple’s darshan of a day (one a day per temple: 409), then its pictures one by one',
        body: adminDarshanCreateBodySchema,
        response: { 201: adminDarshanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'darshan').create((db) => createDarshan(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Darshan added. Now add its pictures.', data });
    },
  );

  app.get(
    '/darshan/entries/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One darshan day with its pictures',
        params: idParamsSchema,
        response: { 200: adminDarshanRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminDarshan(app.db, request.params.id) }),
  );

  app.patch(
    '/darshan/entries/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a darshan day (a temple and day that already has one: 409)',
        params: idParamsSchema,
        body: adminDarshanUpdateBodySchema,
        response: { 200: adminDarshanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Darshan saved.',
      data: await desk(request, 'darshan').update(
        request.params.id,
        (db) => getAdminDarshan(db, request.params.id),
        (db) => updateDarshan(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/darshan/entries/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a darshan day',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'darshan').remove(
        request.params.id,
        (db) => getAdminDarshan(db, request.params.id),
        (db) => deleteDarshan(db, request.params.id),
      );
      return { status: true as const, message: 'Darshan deleted.' };
    },
  );

  await app.register(darshanImageRoute);

  app.delete(
    '/darshan/entries/:id/images/:index',
    {
      schema: {
        ...adminDocs,
        summary: 'Remove a darshan’s picture by its place in the list (from 0); later ones move up',
        params: darshanImageParamsSchema,
        response: { 200: adminDarshanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Picture removed.',
      data: await desk(request, 'darshan').update(
        request.params.id,
        (db) => getAdminDarshan(db, request.params.id),
        (db) => removeDarshanImage(db, request.params.id, request.params.index),
      ),
    }),
  );
};
export default darshanRoutes;
