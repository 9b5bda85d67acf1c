/**
 * Console routes of videos and podcast episodes (registered by
 * admin-routes.ts inside its admin-only scope):
 *   GET/POST /api/admin/media/videos (?subCategoryId=), GET/PATCH/DELETE …/:id,
 *     POST …/:id/thumbnail, POST …/:id/file
 *   GET/POST /api/admin/media/podcasts (?subCategoryId=), GET/PATCH/DELETE …/:id,
 *     POST …/:id/image, POST …/:id/audio
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMediaListQuerySchema,
  adminPodcastCreateBodySchema,
  adminPodcastRecordResponseSchema,
  adminPodcastResponseSchema,
  adminPodcastsResponseSchema,
  adminPodcastUpdateBodySchema,
  adminVideoCreateBodySchema,
  adminVideoRecordResponseSchema,
  adminVideoResponseSchema,
  adminVideosResponseSchema,
  adminVideoUpdateBodySchema,
  errorResponses,
  idParamsSchema,
  statusMessageSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import {
  createPodcast,
  createVideo,
  deletePodcast,
  deleteVideo,
  getAdminPodcast,
  getAdminVideo,
  listAdminPodcasts,
  listAdminVideos,
  setPodcastImage,
  setVideoThumbnail,
  updatePodcast,
  updateVideo,
} from './admin-service.js';
import { contentDesk } from '../audit/service.js';
import { mediaImageRoute, podcastAudioRoute, videoFileRoute } from './admin-uploads.js';

const videoThumbnailRoute = mediaImageRoute(
  '/media/videos/:id/thumbnail',
  'Upload a video’s thumbnail',
  adminVideoResponseSchema,
  (app, id, upload, actor) => setVideoThumbnail(app.db, app.providers.storage, actor, id, upload),
);

const podcastImageRoute = mediaImageRoute(
  '/media/podcasts/:id/image',
  'Upload a podcast episode’s picture',
  adminPodcastResponseSchema,
  (app, id, upload, actor) => setPodcastImage(app.db, app.providers.storage, actor, id, upload),
);

const mediaVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The acting admin's content desk for records of `kind`: each write with its audit row (issue 24). */
  const desk = (request: FastifyRequest, kind: string) => contentDesk(app.db, adminActor(request), kind);

  // ── Videos ──
  app.get(
    '/media/videos',
    {
      schema: {
        ...adminDocs,
        summary: 'Videos (of one sub-category), hidden and scheduled included, newest first',
        querystring: adminMediaListQuerySchema,
        response: { 200: adminVideosResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminVideos(app.db, request.query)),
  );

  app.post(
    '/media/videos',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a video: a YouTube link or id, an HLS playlist, or a file uploaded afterwards',
        body: adminVideoCreateBodySchema,
        response: { 201: adminVideoResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'video').create((db) => createVideo(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Video added.', data });
    },
  );

  app.get(
    '/media/videos/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One video, hidden or not',
        params: idParamsSchema,
        response: { 200: adminVideoRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminVideo(app.db, request.params.id) }),
  );

  app.patch(
    '/media/videos/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a video (its source must keep something to play from)',
        params: idParamsSchema,
        body: adminVideoUpdateBodySchema,
        response: { 200: adminVideoResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Video saved.',
      data: await desk(request, 'video').update(
        request.params.id,
        (db) => getAdminVideo(db, request.params.id),
        (db) => updateVideo(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/media/videos/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a video',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'video').remove(
        request.params.id,
        (db) => getAdminVideo(db, request.params.id),
        (db) => deleteVideo(db, request.params.id),
      );
      return { status: true as const, message: 'Video deleted.' };
    },
  );

  await app.register(videoThumbnailRoute);
  await app.register(videoFileRoute);

  // ── Podcast episodes ──
  app.get(
    '/media/podcasts',
    {
      schema: {
        ...adminDocs,
        summary: 'Podcast episodes (of one sub-category), hidden, scheduled and without audio included, newest first',
        querystring: adminMediaListQuerySchema,
        response: { 200: adminPodcastsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminPodcasts(app.db, request.query)),
  );

  app.post(
    '/media/podcasts',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a podcast episode (customers see it once its audio is uploaded)',
        body: adminPodcastCreateBodySchema,
        response: { 201: adminPodcastResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'podcast').create((db) => createPodcast(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Episode added. Now upload its audio.', data });
    },
  );

  app.get(
    '/media/podcasts/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One podcast episode, hidden or not',
        params: idParamsSchema,
        response: { 200: adminPodcastRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminPodcast(app.db, request.params.id) }),
  );

  app.patch(
    '/media/podcasts/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a podcast episode',
        params: idParamsSchema,
        body: adminPodcastUpdateBodySchema,
        response: { 200: adminPodcastResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Episode saved.',
      data: await desk(request, 'podcast').update(
        request.params.id,
        (db) => getAdminPodcast(db, request.params.id),
        (db) => updatePodcast(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/media/podcasts/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a podcast episode',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'podcast').remove(
        request.params.id,
        (db) => getAdminPodcast(db, request.params.id),
        (db) => deletePodcast(db, request.params.id),
      );
      return { status: true as const, message: 'Episode deleted.' };
    },
  );

  await app.register(podcastImageRoute);
  await app.register(podcastAudioRoute);
};
export default mediaVideoRoutes;
