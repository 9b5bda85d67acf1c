/**
 * Sanchar news, public and cacheable (SPEC §7; ETag + Cache-Control on every GET):
 *   GET  /api/user/getBreakingNews          → { result } the ticker, newest first
 *   GET  /api/user/getNewscategory          → { results } active categories, display order
 *   POST /api/user/getNewsByCategory        { categoryId?, page, pageSize } → one page, newest first
 *   GET  /api/user/getNewsByCategory?…      the same, cacheable (the web uses this form)
 *   GET  /api/user/news/:id                 → { data } one story with its body
 * Hidden, unknown and not-yet-published items answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  breakingNewsResponseSchema,
  errorResponses,
  idParamsSchema,
  newsByCategoryQuerySchema,
  newsCategoriesResponseSchema,
  newsDetailsResponseSchema,
  newsListResponseSchema,
  type NewsSummary,
} from '@seva/contracts';
import { cacheablePublicReads } from '../../plugins/public-cache.js';
import { pageAnswer } from '../../lib/admin-route.js';
import { cachedCatalogue } from '../../db/read-cache.js';
import { getNews, listBreakingNews, listNews, listNewsCategories } from './service.js';

const tags = ['news'];
const listSummary = 'One page of published news, newest first, of one category (all without categoryId)';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  await cacheablePublicReads(app);
  // The same for every reader: a few seconds in memory (admin writes forget it at once).
  const cached = <T extends object>(key: string, load: () => Promise<T>) =>
    cachedCatalogue(app.db, `news:${key}`, load);

  app.get(
    '/user/getBreakingNews',
    {
      schema: {
        tags,
        summary: 'Breaking news for the ticker, newest first',
        response: { 200: breakingNewsResponseSchema },
      },
    },
    async () => ({ status: true as const, result: await cached('breaking', () => listBreakingNews(app.db)) }),
  );

  app.get(
    '/user/getNewscategory',
    {
      schema: {
        tags,
        summary: 'News categories in display order',
        response: { 200: newsCategoriesResponseSchema },
      },
    },
    async () => ({ status: true as const, results: await cached('categories', () => listNewsCategories(app.db)) }),
  );

  const listResponse = { 200: newsListResponseSchema, ...errorResponses };
  const answerList = async (query: { categoryId?: string | undefined; page: number; pageSize: number }) =>
    pageAnswer<NewsSummary>(
      query,
      await cached(`list:${query.categoryId ?? ''}:${query.page}:${query.pageSize}`, () => listNews(app.db, query)),
    );

  app.post(
    '/user/getNewsByCategory',
    { schema: { tags, summary: listSummary, body: newsByCategoryQuerySchema, response: listResponse } },
    async (request) => answerList(request.body),
  );

  app.get(
    '/user/getNewsByCategory',
    { schema: { tags, summary: listSummary, querystring: newsByCategoryQuerySchema, response: listResponse } },
    async (request) => answerList(request.query),
  );

  app.get(
    '/user/news/:id',
    {
      schema: {
        tags,
        summary: 'One published news story with its body',
        params: idParamsSchema,
        response: { 200: newsDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      data: await cached(`news:${request.params.id}`, () => getNews(app.db, request.params.id)),
    }),
  );
};
export default newsRoutes;
