/**
 * Console routes of live streams (registered by admin-routes.ts inside its
 * admin-only scope):
 *   GET/POST /api/admin/media/live, PATCH/DELETE …/:id, POST …/:id/thumbnail
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLiveCreateBodySchema,
  adminLiveStreamResponseSchema,
  adminLiveStreamsResponseSchema,
  adminLiveUpdateBodySchema,
  adminLiveStreamsQuerySchema,
  errorResponses,
  idParamsSchema,
  statusMessageSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import {
  createLiveStream,
  deleteLiveStream,
  getAdminLiveStream,
  listAdminLiveStreams,
  setLiveThumbnail,
  updateLiveStream,
} from './admin-service.js';
import { contentDesk } from '../audit/service.js';
import { mediaImageRoute } from './admin-uploads.js';

const liveThumbnailRoute = mediaImageRoute(
  '/media/live/:id/thumbnail',
  'Upload a live stream’s thumbnail',
  adminLiveStreamResponseSchema,
  (app, id, upload, actor) => setLiveThumbnail(app.db, app.providers.storage, actor, id, upload),
);

const mediaLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The acting admin's content desk for records of `kind`: each write with its audit row (issue 24). */
  const desk = (request: FastifyRequest, kind: string) => contentDesk(app.db, adminActor(request), kind);

  app.get(
    '/media/live',
    {
      schema: {
        ...adminDocs,
        summary: 'Live streams, hidden included, in display order',
        querystring: adminLiveStreamsQuerySchema,
        response: { 200: adminLiveStreamsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminLiveStreams(app.db, request.query)),
  );

  app.post(
    '/media/live',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a live stream (a YouTube live link or id, or an HLS playlist)',
        body: adminLiveCreateBodySchema,
        response: { 201: adminLiveStreamResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'live-stream').create((db) => createLiveStream(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Live stream added.', data });
    },
  );

  app.patch(
    '/media/live/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a live stream (switch `isLive` when it goes on or off air)',
        params: idParamsSchema,
        body: adminLiveUpdateBodySchema,
        response: { 200: adminLiveStreamResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Live stream saved.',
      data: await desk(request, 'live-stream').update(
        request.params.id,
        (db) => getAdminLiveStream(db, request.params.id),
        (db) => updateLiveStream(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/media/live/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a live stream',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'live-stream').remove(
        request.params.id,
        (db) => getAdminLiveStream(db, request.params.id),
        (db) => deleteLiveStream(db, request.params.id),
      );
      return { status: true as const, message: 'Live stream deleted.' };
    },
  );

  await app.register(liveThumbnailRoute);
};
export default mediaLiveRoutes;
