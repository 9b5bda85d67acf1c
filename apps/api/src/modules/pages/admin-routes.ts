/**
 * The static pages in the console (admins of the content area: modules/index.ts):
 *   GET /api/admin/pages          → { results } every page, terms, privacy, refund, about (?hindi=missing)
 *   PUT /api/admin/pages/:slug    { title, content (Markdown), hi? } → the saved page
 * Customers see an edit once their cached copy is revalidated (a new ETag).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStaticPageBodySchema,
  adminStaticPageResponseSchema,
  adminStaticPagesQuerySchema,
  adminStaticPagesResponseSchema,
  errorResponses,
  staticPageParamsSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, forgetCatalogueAfterWrites } from '../../lib/admin-route.js';
import { contentDesk } from '../audit/service.js';
import { findAdminStaticPage, listStaticPages, saveStaticPage } from './service.js';

const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readers see an edit at once: the public reads' memory is dropped after each write.
  forgetCatalogueAfterWrites(app);

  app.get(
    '/pages',
    {
      schema: {
        ...adminDocs,
        summary: 'The static pages with their Markdown text',
        querystring: adminStaticPagesQuerySchema,
        response: { 200: adminStaticPagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, results: await listStaticPages(app.db, request.query) }),
  );

  app.put(
    '/pages/:slug',
    {
      schema: {
        ...adminDocs,
        summary: 'Save a static page (title and Markdown text, and their Hindi)',
        params: staticPageParamsSchema,
        body: adminStaticPageBodySchema,
        response: { 200: adminStaticPageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const desk = contentDesk(app.db, adminActor(request), 'page');
      const data = await desk.update(
        slug,
        async (db) => (await findAdminStaticPage(db, slug)) ?? {},
        (db) => saveStaticPage(db, slug, request.body),
      );
      return { status: true as const, message: 'Page saved.', data };
    },
  );
};
export default pagesAdminRoutes;
