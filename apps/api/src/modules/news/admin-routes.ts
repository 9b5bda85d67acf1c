/**
 * The news console API (admins of the content area: modules/index.ts).
 * Lists answer `{ results, total, page, pageSize }`.
 *   GET    /api/admin/news/categories?q=&active=&page=&pageSize=   display order
 *   POST   /api/admin/news/categories          { name, nameHi?, sortOrder?, active? } → 201
 *   PATCH  /api/admin/news/categories/:id      any of those fields
 *   DELETE /api/admin/news/categories/:id      only while it holds no news (409: hide it instead)
 *   GET    /api/admin/news/items?categoryId=&breaking=&q=&active=&page=&pageSize=   newest first
 *   POST   /api/admin/news/items               { categoryId, title, summary, body, source?, isBreaking?, publishedAt?, active? } → 201
 *   GET    /api/admin/news/items/:id
 *   PATCH  /api/admin/news/items/:id           any of those fields
 *   DELETE /api/admin/news/items/:id
 *   POST   /api/admin/news/items/:id/image     multipart, one JPEG/PNG/WebP file ≤ 5 MB
 * Customers see a change within the public reads' cache time (a minute).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEDIA_UPLOAD_LIMITS,
  adminNewsCategoriesQuerySchema,
  adminNewsCategoriesResponseSchema,
  adminNewsCategoryCreateBodySchema,
  adminNewsCategoryResponseSchema,
  adminNewsCategoryUpdateBodySchema,
  adminNewsCreateBodySchema,
  adminNewsListQuerySchema,
  adminNewsListResponseSchema,
  adminNewsRecordResponseSchema,
  adminNewsResponseSchema,
  adminNewsUpdateBodySchema,
  errorResponses,
  idParamsSchema,
  statusMessageSchema,
  type AdminNews,
} from '@seva/contracts';
import { adminImageRoute } from '../../lib/images/image-route.js';
import { adminActor, adminDocs, forgetCatalogueAfterWrites, pageAnswer } from '../../lib/admin-route.js';
import {
  createNews,
  createNewsCategory,
  deleteNews,
  deleteNewsCategory,
  getAdminNews,
  getAdminNewsCategory,
  listAdminNews,
  listAdminNewsCategories,
  setNewsImage,
  updateNews,
  updateNewsCategory,
} from './admin-service.js';
import { contentDesk } from '../audit/service.js';

/** What the console says after saving an item: live, scheduled or a draft. */
function savedMessage(news: AdminNews, now = new Date()): string {
  if (!news.active) return 'News saved as a draft (hidden from customers).';
  if (new Date(news.publishedAt) > now) return 'News scheduled: customers see it from its publish time.';
  return 'News published.';
}

/** POST /api/admin/news/items/:id/image. */
const newsImageRoute = adminImageRoute({
  url: '/news/items/:id/image',
  summary: 'Upload the news picture (multipart/form-data, one JPEG, PNG or WebP file up to 5 MB)',
  description:
    'Stored 320, 640 and 1280 px wide (never enlarged) as WebP and AVIF, auto-rotated, without metadata, ' +
    'under content-hashed keys.',
  maxBytes: MEDIA_UPLOAD_LIMITS.image.maxBytes,
  response: adminNewsResponseSchema,
  save: (app, id, upload, actor) => setNewsImage(app.db, app.providers.storage, actor, id, upload),
});

const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The acting admin's content desk for records of `kind`: each write with its audit row (issue 24). */
  const desk = (request: FastifyRequest, kind: string) => contentDesk(app.db, adminActor(request), kind);

  // Customers see an edit at once: the public reads' memory is dropped after each write.
  forgetCatalogueAfterWrites(app);

  app.get(
    '/news/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'News categories, active or not, in display order; filter by text and state',
        querystring: adminNewsCategoriesQuerySchema,
        response: { 200: adminNewsCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminNewsCategories(app.db, request.query)),
  );

  app.post(
    '/news/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a news category (its web address comes from the name)',
        body: adminNewsCategoryCreateBodySchema,
        response: { 201: adminNewsCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'news-category').create((db) => createNewsCategory(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'News category created.', data });
    },
  );

  app.patch(
    '/news/categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a news category (hiding it hides its news)',
        params: idParamsSchema,
        body: adminNewsCategoryUpdateBodySchema,
        response: { 200: adminNewsCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await desk(request, 'news-category').update(
        request.params.id,
        (db) => getAdminNewsCategory(db, request.params.id),
        (db) => updateNewsCategory(db, request.params.id, request.body),
      );
      return { status: true as const, message: 'News category saved.', data };
    },
  );

  app.delete(
    '/news/categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a news category that holds no news (409 otherwise: hide it instead)',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'news-category').remove(
        request.params.id,
        (db) => getAdminNewsCategory(db, request.params.id),
        (db) => deleteNewsCategory(db, request.params.id),
      );
      return { status: true, message: 'News category deleted.' };
    },
  );

  app.get(
    '/news/items',
    {
      schema: {
        ...adminDocs,
        summary:
          'News, drafts and scheduled ones too, newest publish time first; filter by category, breaking, text, state',
        querystring: adminNewsListQuerySchema,
        response: { 200: adminNewsListResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminNews(app.db, request.query)),
  );

  app.post(
    '/news/items',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a news story (published now without publishedAt; a future time schedules it)',
        body: adminNewsCreateBodySchema,
        response: { 201: adminNewsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'news').create((db) => createNews(db, request.body));
      return reply.code(201).send({ status: true as const, message: savedMessage(data), data });
    },
  );

  app.get(
    '/news/items/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One news story, whatever its state, with its body',
        params: idParamsSchema,
        response: { 200: adminNewsRecordResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminNews(app.db, request.params.id) }),
  );

  app.patch(
    '/news/items/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a news story',
        params: idParamsSchema,
        body: adminNewsUpdateBodySchema,
        response: { 200: adminNewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await desk(request, 'news').update(
        request.params.id,
        (db) => getAdminNews(db, request.params.id),
        (db) => updateNews(db, request.params.id, request.body),
      );
      return { status: true as const, message: savedMessage(data), data };
    },
  );

  app.delete(
    '/news/items/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete a news story',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'news').remove(
        request.params.id,
        (db) => getAdminNews(db, request.params.id),
        (db) => deleteNews(db, request.params.id),
      );
      return { status: true, message: 'News deleted.' };
    },
  );

  await app.register(newsImageRoute);
};
export default newsAdminRoutes;
