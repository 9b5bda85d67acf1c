/**
 * The Milan Sathi console (admins of the milan-safety area: modules/index.ts). Prices in rupees.
 *   GET    /api/admin/milan/profiles?q=&status=&page=&pageSize=   newest first; q: name, mobile, e-mail or id
 *   PATCH  /api/admin/milan/profiles/:id/status      { status: 'suspended', reason } | { status: 'active' }
 *   DELETE /api/admin/milan/profiles/:id/photos/:photoId   → the profile without it (the next becomes primary)
 *   GET    /api/admin/milan/plans                    every plan, hidden ones too
 *   POST   /api/admin/milan/plans                    planBodySchema → 201 (409 for a code in use)
 *   PUT    /api/admin/milan/plans/:id                planBodySchema, `active` shows or hides it
 * The free plan stays at ₹0 and visible (409).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPlansResponseSchema,
  adminProfileResponseSchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  adminProfileStatusBodySchema,
  errorResponses,
  idParamsSchema,
  membershipPlanSchema,
  planBodySchema,
  recordIdSchema,
} from '@seva/contracts';
import { adminDocs, pageAnswer } from '../../lib/admin-route.js';
import { createPlan, listAdminPlans, updatePlan } from './admin-plans.js';
import { listAdminProfiles, removeProfilePhoto, setProfileStatus } from './admin-profiles.js';

const photoParamsSchema = idParamsSchema.extend({ photoId: recordIdSchema });
const planResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: membershipPlanSchema });

const milanAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/milan/profiles',
    {
      schema: {
        ...adminDocs,
        summary: 'Milan Sathi profiles, suspended ones too, newest first; search by name, mobile, e-mail or id',
        querystring: adminProfilesQuerySchema,
        response: { 200: adminProfilesResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      pageAnswer(request.query, await listAdminProfiles(app.db, app.photoLinks, request.user.id, request.query)),
  );

  app.patch(
    '/milan/profiles/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Suspend a profile with the reason the member is told (it leaves search), or restore it',
        params: idParamsSchema,
        body: adminProfileStatusBodySchema,
        response: { 200: adminProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await setProfileStatus(app.db, app.photoLinks, request.user.id, request.params.id, request.body);
      const message =
        data.status === 'suspended'
          ? 'The profile is suspended. Nobody sees it in search or on its page.'
          : 'The profile is restored and shows in search again.';
      return { status: true as const, message, data };
    },
  );

  app.delete(
    '/milan/profiles/:id/photos/:photoId',
    {
      schema: {
        ...adminDocs,
        summary: 'Remove a photo from a profile (the next photo becomes primary when it was the primary one)',
        params: photoParamsSchema,
        response: { 200: adminProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const data = await removeProfilePhoto(app.db, app.photoLinks, request.user.id, id, photoId);
      return { status: true as const, message: 'Photo removed.', data };
    },
  );

  app.get(
    '/milan/plans',
    {
      schema: {
        ...adminDocs,
        summary: 'Every membership plan, hidden ones too (prices in rupees)',
        response: { 200: adminPlansResponseSchema, ...errorResponses },
      },
    },
    async () => ({ status: true as const, results: await listAdminPlans(app.db) }),
  );

  app.post(
    '/milan/plans',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a paid membership plan (price in rupees; 409 when the code is in use)',
        body: planBodySchema,
        response: { 201: planResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createPlan(app.db, request.body);
      return reply.code(201).send({ status: true as const, message: 'Plan created.', data });
    },
  );

  app.put(
    '/milan/plans/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Edit a paid plan; active false hides it from the membership page (the free plan stays as it is: 409)',
        params: idParamsSchema,
        body: planBodySchema,
        response: { 200: planResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updatePlan(app.db, request.params.id, request.body);
      return {
        status: true as const,
        message: data.active ? 'Plan saved.' : 'Plan saved. It is hidden from the membership page.',
        data,
      };
    },
  );
};
export default milanAdminRoutes;
