/**
 * Console routes of media categories and sub-categories (registered by
 * admin-routes.ts inside its admin-only scope):
 *   GET/POST /api/admin/media/categories, PATCH/DELETE …/:id, POST …/:id/image
 *   GET/POST /api/admin/media/sub-categories (?categoryId=), PATCH/DELETE …/:id, POST …/:id/image
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMediaCategoriesResponseSchema,
  adminMediaCategoryCreateBodySchema,
  adminMediaCategoryResponseSchema,
  adminMediaCategoryUpdateBodySchema,
  adminMediaSubCategoriesResponseSchema,
  adminMediaSubCategoryCreateBodySchema,
  adminMediaSubCategoryResponseSchema,
  adminMediaSubCategoryUpdateBodySchema,
  adminSubCategoriesQuerySchema,
  adminMediaCategoriesQuerySchema,
  errorResponses,
  idParamsSchema,
  statusMessageSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import {
  createMediaCategory,
  createMediaSubCategory,
  deleteMediaCategory,
  deleteMediaSubCategory,
  getAdminMediaCategory,
  getAdminMediaSubCategory,
  listAdminMediaCategories,
  listAdminMediaSubCategories,
  setMediaCategoryImage,
  setMediaSubCategoryImage,
  updateMediaCategory,
  updateMediaSubCategory,
} from './admin-service.js';
import { contentDesk } from '../audit/service.js';
import { mediaImageRoute } from './admin-uploads.js';

const categoryImageRoute = mediaImageRoute(
  '/media/categories/:id/image',
  'Upload a media category’s picture',
  adminMediaCategoryResponseSchema,
  (app, id, upload, actor) => setMediaCategoryImage(app.db, app.providers.storage, actor, id, upload),
);

const subCategoryImageRoute = mediaImageRoute(
  '/media/sub-categories/:id/image',
  'Upload a media sub-category’s picture',
  adminMediaSubCategoryResponseSchema,
  (app, id, upload, actor) => setMediaSubCategoryImage(app.db, app.providers.storage, actor, id, upload),
);

const mediaCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The acting admin's content desk for records of `kind`: each write with its audit row (issue 24). */
  const desk = (request: FastifyRequest, kind: string) => contentDesk(app.db, adminActor(request), kind);

  app.get(
    '/media/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Media categories, hidden included, in display order, with every video and episode counted',
        querystring: adminMediaCategoriesQuerySchema,
        response: { 200: adminMediaCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminMediaCategories(app.db, request.query)),
  );

  app.post(
    '/media/categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a media category (its web address comes from the name; 409 when taken)',
        body: adminMediaCategoryCreateBodySchema,
        response: { 201: adminMediaCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'media-category').create((db) => createMediaCategory(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Category created.', data });
    },
  );

  app.patch(
    '/media/categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a media category (a new name makes a new web address)',
        params: idParamsSchema,
        body: adminMediaCategoryUpdateBodySchema,
        response: { 200: adminMediaCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Category saved.',
      data: await desk(request, 'media-category').update(
        request.params.id,
        (db) => getAdminMediaCategory(db, request.params.id),
        (db) => updateMediaCategory(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/media/categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete an empty media category (409 while it holds sub-categories: hide it instead)',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'media-category').remove(
        request.params.id,
        (db) => getAdminMediaCategory(db, request.params.id),
        (db) => deleteMediaCategory(db, request.params.id),
      );
      return { status: true as const, message: 'Category deleted.' };
    },
  );

  await app.register(categoryImageRoute);

  app.get(
    '/media/sub-categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Media sub-categories (of one category), hidden included, in display order',
        querystring: adminSubCategoriesQuerySchema,
        response: { 200: adminMediaSubCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminMediaSubCategories(app.db, request.query)),
  );

  app.post(
    '/media/sub-categories',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a sub-category in a category (web address from the name, unique in the category)',
        body: adminMediaSubCategoryCreateBodySchema,
        response: { 201: adminMediaSubCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await desk(request, 'media-sub-category').create((db) => createMediaSubCategory(db, request.body));
      return reply.code(201).send({ status: true as const, message: 'Sub-category created.', data });
    },
  );

  app.patch(
    '/media/sub-categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a sub-category (it may move to another category)',
        params: idParamsSchema,
        body: adminMediaSubCategoryUpdateBodySchema,
        response: { 200: adminMediaSubCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'Sub-category saved.',
      data: await desk(request, 'media-sub-category').update(
        request.params.id,
        (db) => getAdminMediaSubCategory(db, request.params.id),
        (db) => updateMediaSubCategory(db, request.params.id, request.body),
      ),
    }),
  );

  app.delete(
    '/media/sub-categories/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Delete an empty sub-category (409 while it holds videos or episodes: hide it instead)',
        params: idParamsSchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await desk(request, 'media-sub-category').remove(
        request.params.id,
        (db) => getAdminMediaSubCategory(db, request.params.id),
        (db) => deleteMediaSubCategory(db, request.params.id),
      );
      return { status: true as const, message: 'Sub-category deleted.' };
    },
  );

  await app.register(subCategoryImageRoute);
};
export default mediaCategoryRoutes;
