/**
 * Sanchar search, public and cacheable (issue 23):
 *   GET /api/search?q=&type=all|video|podcast|news&page=&pageSize=
 *     → { q, page, pageSize, videos, podcasts, news }: one page of each type
 *       asked for, best match first (search.ts; news: news/service.ts), the
 *       others empty. `q` is trimmed, 2–80 characters (400 otherwise).
 * Answers carry an ETag and Cache-Control and are kept in memory like the
 * other public reads (plugins/public-cache.ts, plugins/cached-reads.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, mediaSearchQuerySchema, mediaSearchResponseSchema, type SearchType } from '@seva/contracts';
import { cachedCatalogue } from '../../db/read-cache.js';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { searchNews } from '../news/service.js';
import { searchPodcasts, searchVideos, type SearchHits } from './search.js';

const notModified = z.null().describe('Not modified: the answer still matches If-None-Match (empty body).');

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app);
  app.get(
    '/search',
    {
      schema: {
        tags: ['media'],
        summary: 'Search published videos, podcast episodes and news (English and Hindi), best match first',
        querystring: mediaSearchQuerySchema,
        response: { 200: mediaSearchResponseSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request) => {
      const { q, type, page, pageSize } = request.query;
      const paging = { page, pageSize };
      const wanted = (kind: Exclude<SearchType, 'all'>) => type === 'all' || type === kind;
      const none = async <T>(): Promise<SearchHits<T>> => ({ results: [], total: 0 });
      const key = `search:${type}:${page}:${pageSize}:${q.toLowerCase()}`;
      const [videos, podcasts, news] = await cachedCatalogue(app.db, key, () =>
        Promise.all([
          wanted('video') ? searchVideos(app.db, q, paging) : none<never>(),
          wanted('podcast') ? searchPodcasts(app.db, q, paging) : none<never>(),
          wanted('news') ? searchNews(app.db, q, paging) : none<never>(),
        ]),
      );
      return { status: true as const, q, page, pageSize, videos, podcasts, news };
    },
  );
};
export default searchRoutes;
