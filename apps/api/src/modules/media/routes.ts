/**
 * Sanchar media and daily darshan for everyone (SPEC §7 "Media and content"),
 * under /api/admin as the spec names them but public:
 *   GET      /api/admin/getSeparateCategories          → { results } active categories with their counts
 *   GET|POST /api/admin/getSubCategoryByCategoryId     categoryId → { category, results }
 *   GET|POST /api/admin/getVideosBySubCategoryId       subCategoryId, page, pageSize → a page, newest first
 *   GET|POST /api/admin/getAudioBySubCategory          subCategoryId, page, pageSize → a page of episodes
 *   GET      /api/admin/getLive                        → { data } on-air streams first
 *   GET      /api/admin/getDailyDarshan?date=&templeId= → { date, days, data }
 *   GET      /api/media/videos/:id, /api/media/podcasts/:id, /api/media/live/:id → { data }
 *   GET      /api/media/latest                         → { videos, podcasts } for the home page
 * The POST forms take the fields in the body; the GET forms (what the web
 * uses) in the query string, with an ETag (304 on If-None-Match) and
 * Cache-Control. Reads are kept a few seconds in memory; console writes
 * drop them (admin-routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyDarshanQuerySchema,
  dailyDarshanResponseSchema,
  errorResponses,
  idParamsSchema,
  latestMediaResponseSchema,
  liveStreamResponseSchema,
  liveStreamsResponseSchema,
  mediaCategoriesResponseSchema,
  mediaSubCategoriesResponseSchema,
  podcastResponseSchema,
  podcastsQuerySchema,
  podcastsResponseSchema,
  subCategoriesQuerySchema,
  videoResponseSchema,
  videosQuerySchema,
  videosResponseSchema,
} from '@seva/contracts';
import { cachedCatalogue } from '../../db/read-cache.js';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { dailyDarshan } from './darshan.js';
import {
  getLiveStream,
  getPodcast,
  getVideo,
  latestMedia,
  listLiveStreams,
  listMediaCategories,
  listMediaSubCategories,
  listPodcasts,
  listVideos,
  type SubCategoryPage,
} from './service.js';

const tags = ['media'];
const notModified = z.null().describe('Not modified: the answer still matches If-None-Match (empty body).');
const answers = <T extends z.ZodType>(ok: T) => ({ 200: ok, 304: notModified, ...errorResponses });

/** The OpenAPI docs and answers of a call with a GET and a POST form. */
const docs = <T extends z.ZodType>(summary: string, ok: T) => ({ tags, summary, response: answers(ok) });

const pageKey = ({ subCategoryId, page, pageSize }: SubCategoryPage) => `${subCategoryId}:${page}:${pageSize}`;

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app);
  const cached = <T extends object>(key: string, load: () => Promise<T>) =>
    cachedCatalogue(app.db, `media:${key}`, load);

  app.get(
    '/admin/getSeparateCategories',
    {
      schema: {
        tags,
        summary: 'Active media categories in display order, with their published videos and episodes counted',
        response: answers(mediaCategoriesResponseSchema),
      },
    },
    async () => ({
      status: true as const,
      results: await cached('categories', () => listMediaCategories(app.db)),
    }),
  );

  // The GET and POST forms share one answer; GET is what the web uses (and caches).
  const subCategories = async ({ categoryId }: { categoryId: string }) => ({
    status: true as const,
    ...(await cached(`sub-categories:${categoryId}`, () => listMediaSubCategories(app.db, categoryId))),
  });
  const subCategoriesDocs = docs(
    'A category’s active sub-categories in display order (404: unknown or hidden category)',
    mediaSubCategoriesResponseSchema,
  );
  app.get(
    '/admin/getSubCategoryByCategoryId',
    { schema: { ...subCategoriesDocs, querystring: subCategoriesQuerySchema } },
    (request) => subCategories(request.query),
  );
  app.post(
    '/admin/getSubCategoryByCategoryId',
    { schema: { ...subCategoriesDocs, body: subCategoriesQuerySchema } },
    (request) => subCategories(request.body),
  );

  const videos = async (query: SubCategoryPage) => ({
    status: true as const,
    ...(await cached(`videos:${pageKey(query)}`, () => listVideos(app.db, query))),
    page: query.page,
    pageSize: query.pageSize,
  });
  const videosDocs = docs(
    'A sub-category’s published videos, newest first, one page (a page past the end is empty)',
    videosResponseSchema,
  );
  app.get('/admin/getVideosBySubCategoryId', { schema: { ...videosDocs, querystring: videosQuerySchema } }, (request) =>
    videos(request.query),
  );
  app.post('/admin/getVideosBySubCategoryId', { schema: { ...videosDocs, body: videosQuerySchema } }, (request) =>
    videos(request.body),
  );

  const podcasts = async (query: SubCategoryPage) => ({
    status: true as const,
    ...(await cached(`podcasts:${pageKey(query)}`, () => listPodcasts(app.db, query))),
    page: query.page,
    pageSize: query.pageSize,
  });
  const podcastsDocs = docs(
    'A sub-category’s published podcast episodes, newest first, one page (a page past the end is empty)',
    podcastsResponseSchema,
  );
  app.get(
    '/admin/getAudioBySubCategory',
    { schema: { ...podcastsDocs, querystring: podcastsQuerySchema } },
    (request) => podcasts(request.query),
  );
  app.post('/admin/getAudioBySubCategory', { schema: { ...podcastsDocs, body: podcastsQuerySchema } }, (request) =>
    podcasts(request.body),
  );

  app.get(
    '/media/videos/:id',
    {
      schema: { tags, summary: 'One published video', params: idParamsSchema, response: answers(videoResponseSchema) },
    },
    async (request) => ({
      status: true as const,
      data: await cached(`video:${request.params.id}`, () => getVideo(app.db, request.params.id)),
    }),
  );

  app.get(
    '/media/podcasts/:id',
    {
      schema: {
        tags,
        summary: 'One published podcast episode',
        params: idParamsSchema,
        response: answers(podcastResponseSchema),
      },
    },
    async (request) => ({
      status: true as const,
      data: await cached(`podcast:${request.params.id}`, () => getPodcast(app.db, request.params.id)),
    }),
  );

  app.get(
    '/media/live/:id',
    {
      schema: {
        tags,
        summary: 'One active live stream',
        params: idParamsSchema,
        response: answers(liveStreamResponseSchema),
      },
    },
    async (request) => ({
      status: true as const,
      data: await cached(`live:${request.params.id}`, () => getLiveStream(app.db, request.params.id)),
    }),
  );

  app.get(
    '/media/latest',
    {
      schema: {
        tags,
        summary: 'The newest published videos and podcast episodes (up to 8 each), for the home page',
        response: answers(latestMediaResponseSchema),
      },
    },
    async () => ({ status: true as const, ...(await cached('latest', () => latestMedia(app.db))) }),
  );

  app.get(
    '/admin/getLive',
    {
      schema: {
        tags,
        summary: 'Active live streams, on air first, then display order',
        response: answers(liveStreamsResponseSchema),
      },
    },
    async () => ({ status: true as const, data: await cached('live', () => listLiveStreams(app.db)) }),
  );

  app.get(
    '/admin/getDailyDarshan',
    {
      schema: {
        tags,
        summary: 'One day’s darshan of every temple (or one), default today in India, and the days that have darshan',
        description:
          'Without `date`, today (Asia/Kolkata); when no temple has today’s darshan yet, the latest day that has ' +
          'one, named by `date` in the answer. `days`: newest first, up to 14.',
        querystring: dailyDarshanQuerySchema,
        response: answers(dailyDarshanResponseSchema),
      },
    },
    async (request) => {
      const { date, templeId } = request.query;
      return {
        status: true as const,
        ...(await cached(`darshan:${date ?? ''}:${templeId ?? ''}`, () => dailyDarshan(app.db, request.query))),
      };
    },
  );
};
export default mediaRoutes;
