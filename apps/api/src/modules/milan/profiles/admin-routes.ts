/**
 * The Milan Sathi console's profiles (admins of the milan-safety area: modules/index.ts):
 *   GET    /api/admin/milan/profiles?q=&status=&page=&pageSize=   newest first; q: name, mobile, e-mail or id
 *   PATCH  /api/admin/milan/profiles/:id/status      { status: 'suspended', reason } | { status: 'active' }
 *   DELETE /api/admin/milan/profiles/:id/photos/:photoId   → the profile without it (the next becomes primary)
 * (The plans are membership/admin-routes.ts.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProfileResponseSchema,
  adminProfilesQuerySchema,
  adminProfilesResponseSchema,
  adminProfileStatusBodySchema,
  errorResponses,
  idParamsSchema,
  recordIdSchema,
} from '@seva/contracts';
import { adminActor, adminDocs, pageAnswer } from '../../../lib/admin-route.js';
import { listAdminProfiles, removeProfilePhoto, setProfileStatus } from './admin-profiles.js';

const photoParamsSchema = idParamsSchema.extend({ photoId: recordIdSchema });

const profileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const data = await setProfileStatus(app.db, app.photoLinks, adminActor(request), request.params.id, request.body);
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
      const data = await removeProfilePhoto(app.db, app.photoLinks, adminActor(request), id, photoId);
      return { status: true as const, message: 'Photo removed.', data };
    },
  );
};
export default profileAdminRoutes;
